import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { useI18n } from '../../lib/i18n/i18n';
import { paths } from '../../config/routes';

export function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <section>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Link to={paths.profile}>{t('notFound.home')}</Link>
    </section>
  );
}
