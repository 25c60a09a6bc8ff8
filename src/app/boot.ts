import { forgetEarlyAnswers } from '../api/early-answers';
import { createHttpClient, installHttpClient } from '../api/http';
import { createQueryClient } from '../api/query-client';
import { unreadableItems } from '../api/shared/tolerant';
import { setTransactionsTakeCompanyId } from '../api/transactions/wire';
import type { RuntimeConfig } from '../config/runtime-config';
import { AuthClient } from '../lib/auth/auth-client';
import type { AppServices } from './app';
import { authSettingsOf } from './auth-settings';

/**
 * Wires configuration, auth, the HTTP client and the query cache together; `auth` is the client
 * the entry already started the code exchange with, on the callback page.
 */
export function createServices(
  config: RuntimeConfig,
  auth: AuthClient = new AuthClient(authSettingsOf(config)),
): AppServices {
  const queryClient = createQueryClient();

  installHttpClient(
    createHttpClient({
      baseUrls: { core: config.apiBaseUrl, crypto: config.cryptoApiBaseUrl },
      getAccessToken: () => auth.getAccessToken(),
      renewAccessToken: () => auth.renew(),
      onSessionEnded: () => void auth.forgetUser(),
    }),
  );

  setTransactionsTakeCompanyId(config.features.transactionsCompanyId);

  // No screen keeps data of a session that has ended (here or in another tab).
  auth.subscribe((event) => {
    if (event === 'signed-out') {
      queryClient.clear();
      unreadableItems.clear();
      forgetEarlyAnswers();
    }
  });

  return { config, auth, queryClient };
}
