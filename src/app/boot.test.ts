import { describe, expect, it, vi } from 'vitest';
import { clientQueries } from '../api/client/queries';
import { setupMockBank } from '../test/mock-bank-harness';
import { signinResponse } from '../test/signin-response';
import { testConfig } from '../test/test-config';
import type { AppServices } from './app';
import { createServices } from './boot';

setupMockBank();

/**
 * The app's services, signed in as ada: the provider's answer to the code
 * exchange is the one thing stood in for (the bank takes `t:ada` as ada).
 */
async function signedInServices(): Promise<AppServices> {
  const services = createServices(testConfig);
  const user = signinResponse({
    access_token: 't:ada',
    refresh_token: 'refresh',
    profile: { sub: 'ada', iss: testConfig.oidc.authority, aud: 'web-banking', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 300,
  });
  vi.spyOn(services.auth.oidc, 'processSigninResponse').mockResolvedValue(user);
  // A tab that hears another sign out revokes its own refresh token: the provider agrees.
  vi.spyOn(services.auth, 'revokeAtProvider').mockResolvedValue(undefined);
  await services.auth.completeSignIn('http://app.test/auth/callback?code=c&state=s');
  return services;
}

describe('when the session ends, no customer data stays in the tab', () => {
  it('another tab signing out clears every cached query', async () => {
    const { auth, queryClient } = await signedInServices();
    const profile = await queryClient.fetchQuery(clientQueries.profile());
    expect(profile?.name).toBe('Ada');
    expect(queryClient.getQueryCache().getAll()).not.toHaveLength(0);

    const otherTab = new BroadcastChannel('web-banking-auth');
    otherTab.postMessage({ type: 'signed-out' });
    otherTab.close();

    await vi.waitFor(() => expect(auth.status()).toBe('signed-out'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(queryClient.getQueryData(clientQueries.profile().queryKey)).toBeUndefined();
  });

  it('a session the bank ended (second 401) clears every cached query', async () => {
    const { auth, queryClient } = await signedInServices();
    await queryClient.fetchQuery(clientQueries.profile());

    await auth.forgetUser();

    expect(auth.status()).toBe('anonymous');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
