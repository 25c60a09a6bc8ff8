import { useRouteError } from 'react-router';
import { ErrorMessage } from '../../components/errors/error-message';
import { PageHeading } from '../../components/ui/page-heading';
import { describeError } from '../../api/errors';
import { useI18n } from '../../lib/i18n/i18n';

/** The router's error element: a failed lazy chunk or a render error in a route. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  return (
    <section>
      <PageHeading>{t('error.title')}</PageHeading>
      <ErrorMessage error={describeError(error)} onRetry={() => window.location.reload()} />
    </section>
  );
}
