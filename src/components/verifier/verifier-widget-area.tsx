import { useState, type ComponentType } from 'react';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { ErrorMessage, type DescribedError } from '../errors/error-message';
import { QueryState, type QueryStateSource } from '../ui/query-state';
import type { VerifierWidgetProps } from './verifier-widget-props';
import { verificationEn } from '../../lib/i18n/en/verification';

registerTexts(verificationEn);

/**
 * The verifier's widget with the token it needs (the client's KYC token or a company's KYB
 * token): loading and token failures as any query's, and a widget that fails to load or
 * continue explained with "Try again", which reads a fresh token and starts the widget anew.
 */
export function VerifierWidgetArea({
  token,
  Widget,
  expirationHandler,
  onMessage,
  tokenErrorTitle,
  describeError,
}: {
  /** The token query; mounted only while documents are needed, so each visit reads it afresh. */
  token: Omit<QueryStateSource<{ token: string }>, 'refetch'> & { refetch: () => Promise<unknown> };
  Widget: ComponentType<VerifierWidgetProps>;
  expirationHandler: () => Promise<string>;
  onMessage: VerifierWidgetProps['onMessage'];
  tokenErrorTitle: string;
  /** The caller's plain words for a failure (components know nothing of the API). */
  describeError: (error: unknown) => DescribedError;
}) {
  const { t, locale } = useI18n();
  const [widgetError, setWidgetError] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  if (widgetError !== null && token.status !== 'error') {
    const described = describeError(widgetError.error);
    return (
      <ErrorMessage
        title={t('verification.widgetError.title')}
        error={
          described.key === 'error.unexpected'
            ? { key: 'verification.widgetError.body' }
            : described
        }
        onRetry={() =>
          void token.refetch().then(() => {
            setWidgetError(null);
            setAttempt((n) => n + 1);
          })
        }
      />
    );
  }

  return (
    <QueryState
      query={token}
      describeError={describeError}
      errorTitle={tokenErrorTitle}
      loadingLabel={t('verification.widgetLoading')}
    >
      {({ token: accessToken }) => (
        <Widget
          key={attempt}
          accessToken={accessToken}
          expirationHandler={expirationHandler}
          locale={locale}
          onMessage={onMessage}
          onError={(error) => setWidgetError({ error })}
        />
      )}
    </QueryState>
  );
}
