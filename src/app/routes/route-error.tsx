import { ErrorMessage } from '../../components/errors/error-message';
import { PageHeader } from '../../components/ui/page-header';
import { describeError } from '../../api/errors';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * A route that failed to load (its chunk could not be fetched) or to render.
 * Retrying renders it again; a failed chunk is fetched again by reloading.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module/i.test(error.message);
  return (
    <section>
      <PageHeader title={t('error.title')} />
      <ErrorMessage
        error={chunkFailed ? { key: 'error.network' } : describeError(error)}
        onRetry={chunkFailed ? () => window.location.reload() : onRetry}
      />
    </section>
  );
}
