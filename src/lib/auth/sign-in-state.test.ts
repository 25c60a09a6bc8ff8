import { afterEach, describe, expect, it, vi } from 'vitest';
import { OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { testAuthSettings } from '../../test/auth-settings';
import { signinResponse } from '../../test/signin-response';
import { AuthClient } from './auth-client';

const metadata = {
  issuer: 'http://idp.test',
  authorization_endpoint: 'http://idp.test/auth',
  token_endpoint: 'http://idp.test/token',
};
const settings = { ...testAuthSettings, metadata, leaveTo: vi.fn<(url: string) => void>() };

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** A sign-in left at the provider's page a moment ago: its PKCE verifier and where it was going. */
async function abandonSignIn(): Promise<void> {
  const client = new OidcClient({
    authority: settings.authority,
    metadata,
    client_id: settings.clientId,
    redirect_uri: settings.appOrigin + settings.callbackPath,
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  await client.createSigninRequest({ state: { returnTo: '/history?accountId=a-1&q=rent' } });
  window.sessionStorage.setItem('auth.returnTo', '/history?accountId=a-1&q=rent');
}

/** What sessionStorage holds of a sign-in: the library's state entries and the return path. */
function signInEntries(): string[] {
  return Object.keys(window.sessionStorage).filter(
    (key) => key.startsWith('oidc.') || key === 'auth.returnTo',
  );
}

const user = signinResponse({
  access_token: 'in-memory',
  profile: { sub: 'ada', iss: 'http://idp.test', aud: 'web-banking', exp: 0, iat: 0 },
  userState: { returnTo: '/accounts' },
});

describe('sign-in state in sessionStorage', () => {
  it('is there while a sign-in is under way: it must survive the redirect', async () => {
    await abandonSignIn();
    expect(signInEntries()).toHaveLength(2);
    // A new page of the same tab, before the callback: nothing is taken away.
    new AuthClient(settings);
    expect(signInEntries()).toHaveLength(2);
  });

  it('is all gone after a completed sign-in, an abandoned one’s included', async () => {
    await abandonSignIn();
    vi.spyOn(OidcClient.prototype, 'processSigninResponse').mockResolvedValue(user);
    const auth = new AuthClient(settings);

    await expect(auth.completeSignIn('http://app.test/auth/callback?code=c&state=s')).resolves.toBe(
      '/accounts',
    );
    expect(signInEntries()).toEqual([]);
  });

  it('is all gone after signing out', async () => {
    await abandonSignIn();
    const auth = new AuthClient(settings);
    await auth.signOut();
    expect(signInEntries()).toEqual([]);
    expect(auth.status()).toBe('signing-out');
  });

  it('is all gone when another tab signs out', async () => {
    await abandonSignIn();
    const auth = new AuthClient(settings);
    await auth.forgetUser('signed-out');
    expect(signInEntries()).toEqual([]);
  });

  it('returns to / when the state carried through the provider names a path off this site', async () => {
    const crafted = signinResponse({ ...user, userState: { returnTo: '/\\evil.example/x' } });
    vi.spyOn(OidcClient.prototype, 'processSigninResponse').mockResolvedValue(crafted);
    const auth = new AuthClient(settings);
    // Not a path React Router refuses to go to, which left the callback on "Completing sign-in…".
    await expect(auth.completeSignIn('http://app.test/auth/callback?code=c&state=s')).resolves.toBe(
      '/',
    );
    expect(auth.status()).toBe('signed-in');
  });
});
