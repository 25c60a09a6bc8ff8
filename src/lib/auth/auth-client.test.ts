import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAuthSettings } from '../../test/auth-settings';
import { AuthClient, safeReturnPath } from './auth-client';

const base = testAuthSettings;

afterEach(() => {
  window.sessionStorage.clear();
});

describe('safeReturnPath', () => {
  it('returns a path of this app', () => {
    expect(safeReturnPath({ returnTo: '/history?accountId=1#top' })).toBe(
      '/history?accountId=1#top',
    );
  });

  it.each([
    ['another origin', { returnTo: 'https://evil.example/' }],
    ['a protocol-relative URL', { returnTo: '//evil.example/' }],
    ['a script URL', { returnTo: 'javascript:alert(1)' }],
    ['no state', undefined],
    ['a number', { returnTo: 7 }],
    // The browser reads a backslash as a slash: these lead to evil.example.
    ['a slash and a backslash', { returnTo: '/\\evil.example/' }],
    ['two backslashes', { returnTo: '\\\\evil.example/' }],
    ['a backslash further on', { returnTo: '/history\\x' }],
    // Tabs and newlines are dropped from an address, leaving //evil.example.
    ['a tab between the slashes', { returnTo: '/\t/evil.example/' }],
    ['a newline between the slashes', { returnTo: '/\n/evil.example/' }],
    ['a control character', { returnTo: '/history\u0000' }],
    ['a scheme without slashes', { returnTo: 'https:evil.example' }],
    ['a path that does not start with a slash', { returnTo: 'history' }],
  ])('falls back to / for %s', (_name, state) => {
    expect(safeReturnPath(state)).toBe('/');
  });
});

describe('AuthClient', () => {
  it('starts anonymous, with no token', () => {
    const client = new AuthClient(base);
    expect(client.status()).toBe('anonymous');
    expect(client.getAccessToken()).toBeNull();
    expect(client.profileName()).toBeNull();
  });

  it('cannot renew without a refresh token: the session has ended', async () => {
    const client = new AuthClient(base);
    await expect(client.renew()).rejects.toThrow('The session has ended');
  });

  it('signs out through a Cognito-style logout URL with client_id and logout_uri', async () => {
    const leaveTo = vi.fn<(url: string) => void>();
    const client = new AuthClient({ ...base, logoutUrl: 'https://auth.example/logout', leaveTo });
    const events: string[] = [];
    client.subscribe((event) => events.push(event));

    await client.signOut();

    expect(leaveTo).toHaveBeenCalledTimes(1);
    const url = new URL(leaveTo.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://auth.example/logout');
    expect(url.searchParams.get('client_id')).toBe('web-banking');
    expect(url.searchParams.get('logout_uri')).toBe('http://app.test/signed-out');
    // Nothing token-like travels in the logout URL.
    expect(url.searchParams.has('id_token_hint')).toBe(false);
    expect(client.status()).toBe('signing-out');
  });

  it('tells other tabs when it signs out, and a tab that hears it forgets its user', async () => {
    const leaveTo = vi.fn<(url: string) => void>();
    const here = new AuthClient({ ...base, logoutUrl: 'https://auth.example/logout', leaveTo });
    const other = new AuthClient(base);
    const heard = new Promise<void>((resolve) => {
      const listener = new BroadcastChannel('web-banking-auth');
      listener.onmessage = () => {
        listener.close();
        resolve();
      };
    });
    await here.signOut();
    await heard;
    // The other tab shows the signed-out page instead of starting a new sign-in.
    await vi.waitFor(() => expect(other.status()).toBe('signed-out'));
  });

  it('keeps where a sign-in returns to (a path, never a token) for the callback to read early', async () => {
    const client = new AuthClient(base);
    vi.spyOn(client.userManager.metadataService, 'getMetadata').mockResolvedValue({
      issuer: 'http://idp.test',
      authorization_endpoint: 'http://idp.test/auth',
      token_endpoint: 'http://idp.test/token',
    });
    const redirect = vi
      .spyOn(client.userManager, 'signinRedirect')
      .mockResolvedValue(undefined as never);
    expect(client.pendingReturnPath()).toBeNull();
    await client.signIn('/accounts?companyId=c-1');
    expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/accounts?companyId=c-1' } });
    expect(client.pendingReturnPath()).toBe('/accounts?companyId=c-1');
    // Another site's address is never a place to go.
    window.sessionStorage.setItem('auth.returnTo', '//evil.example/x');
    expect(client.pendingReturnPath()).toBe('/');
    // Nor is one that only looks like a path: what is carried through the provider is checked.
    await client.signIn('/\\evil.example/x');
    expect(redirect).toHaveBeenLastCalledWith({ state: { returnTo: '/' } });
    expect(window.sessionStorage.getItem('auth.returnTo')).toBe('/');
  });
});
