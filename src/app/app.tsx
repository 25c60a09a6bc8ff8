import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { ErrorMessage } from '../components/errors/error-message';
import { CenteredMessage } from '../components/ui/centered-message';
import { ConfigProvider } from '../config/config-context';
import type { RuntimeConfig } from '../config/runtime-config';
import type { AuthClient } from '../lib/auth/auth-client';
import { AuthProvider } from '../lib/auth/auth-context';
import { useI18n } from '../lib/i18n/i18n';
import { LocaleProvider } from '../lib/i18n/locale-provider';
import { AppRoutes } from './router';

export interface AppServices {
  config: RuntimeConfig;
  auth: AuthClient;
  queryClient: QueryClient;
}

function AppCrashed({ reset }: { reset: () => void }) {
  const { t } = useI18n();
  return (
    <CenteredMessage title={t('error.title')}>
      <ErrorMessage error={{ key: 'error.unexpected' }} onRetry={reset} />
    </CenteredMessage>
  );
}

export interface AppProps extends AppServices {
  /** The locale chosen before the first render (startLocale); else the configured default. */
  locale?: string;
}

export function App({ config, auth, queryClient, locale }: AppProps) {
  return (
    <ConfigProvider config={config}>
      <LocaleProvider initialLocale={locale ?? config.defaultLocale} locales={config.locales}>
        <ErrorBoundary fallback={(reset) => <AppCrashed reset={reset} />}>
          <AuthProvider client={auth}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </QueryClientProvider>
          </AuthProvider>
        </ErrorBoundary>
      </LocaleProvider>
    </ConfigProvider>
  );
}
