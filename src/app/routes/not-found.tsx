import { Link } from '../../lib/router/link';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useI18n } from '../../lib/i18n/i18n';
import { paths } from '../../config/routes';

export function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <section>
      <PageHeader title={t('notFound.title')} description={t('notFound.body')} />
      <Link to={paths.profile} className={buttonClasses('secondary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
