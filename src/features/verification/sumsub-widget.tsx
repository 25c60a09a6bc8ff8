import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { ErrorMessage } from '../../components/errors/error-message';
import { Loading } from '../../components/ui/loading';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { VerifierWidgetProps } from '../../components/verifier/verifier-widget-props';
import { verificationEn } from '../../lib/i18n/en/verification';

registerTexts(verificationEn);

// Loaded only when this widget renders, so the SDK stays out of every other chunk.
const SumsubWebSdk = lazy(() => import('@sumsub/websdk-react'));

const OPTIONS = { addViewportTag: false, adaptIframeHeight: true } as const;

type Callbacks = Pick<VerifierWidgetProps, 'expirationHandler' | 'onMessage' | 'onError'>;

/**
 * The Sumsub WebSDK (an iframe served by Sumsub). The SDK reads its props once
 * when it mounts, so it gets stable callbacks that forward to the latest props.
 */
export function SumsubWidget({
  accessToken,
  expirationHandler,
  locale,
  onMessage,
  onError,
}: VerifierWidgetProps) {
  const { t } = useI18n();
  const latest = useRef<Callbacks>({ expirationHandler, onMessage, onError });
  useEffect(() => {
    latest.current = { expirationHandler, onMessage, onError };
  });
  const [stable] = useState<Callbacks>(() => ({
    expirationHandler: () => latest.current.expirationHandler(),
    onMessage: (type, payload) => latest.current.onMessage(type, payload),
    onError: (error) => latest.current.onError(error),
  }));

  return (
    <ErrorBoundary
      fallback={() => (
        <ErrorMessage
          title={t('verification.widgetError.title')}
          error={{ key: 'error.network' }}
        />
      )}
    >
      <Suspense fallback={<Loading label={t('verification.widgetLoading')} />}>
        <SumsubWebSdk
          className="verifier-frame"
          accessToken={accessToken}
          expirationHandler={stable.expirationHandler}
          config={{ lang: locale.split('-')[0] ?? 'en' }}
          options={OPTIONS}
          onMessage={stable.onMessage}
          onError={stable.onError}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
