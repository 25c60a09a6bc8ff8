import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAuthSettings } from '../../test/auth-settings';
import { useFakeTimers, wait } from '../../test/fake-time';
import { signinResponse } from '../../test/signin-response';
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
    const leaveTo = vi.fn<(url: string) => void>();
    const client = new AuthClient({ ...base, leaveTo });
    vi.spyOn(client.oidc.metadataService, 'getMetadata').mockResolvedValue({
      issuer: 'http://idp.test',
      authorization_endpoint: 'http://idp.test/auth',
      token_endpoint: 'http://idp.test/token',
    });
    const request = vi.spyOn(client.oidc, 'createSigninRequest');
    expect(client.pendingReturnPath()).toBeNull();
    await client.signIn('/accounts?companyId=c-1');
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ state: { returnTo: '/accounts?companyId=c-1' } }),
    );
    // The browser leaves for the provider's authorization endpoint, with PKCE.
    const url = new URL(leaveTo.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('http://idp.test/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('response_type')).toBe('code');
    // A fresh nonce, which the answer's ID token must carry (the library checks it).
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client.pendingReturnPath()).toBe('/accounts?companyId=c-1');
    // Another site's address is never a place to go.
    window.sessionStorage.setItem('auth.returnTo', '//evil.example/x');
    expect(client.pendingReturnPath()).toBe('/');
    // Nor is one that only looks like a path: what is carried through the provider is checked.
    await client.signIn('/\\evil.example/x');
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ state: { returnTo: '/' } }));
    expect(window.sessionStorage.getItem('auth.returnTo')).toBe('/');
  });
});

describe('AuthClient renewal', () => {
  afterEach(() => vi.useRealTimers());

  /** A client signed in with tokens that expire in `seconds`, its refresh token 'r-1'. */
  async function signedIn(seconds: number, settings = base) {
    const client = new AuthClient(settings);
    vi.spyOn(client.oidc, 'processSigninResponse').mockResolvedValue(
      signinResponse({
        access_token: 'a-1',
        refresh_token: 'r-1',
        scope: 'openid',
        id_token: 'id-1',
        profile: {
          sub: 'ada',
          iss: 'http://idp.test',
          aud: 'web-banking',
          exp: Math.floor(Date.now() / 1000) + 3600,
          iat: 0,
        },
        expires_at: Math.floor(Date.now() / 1000) + seconds,
        userState: { returnTo: '/' },
      }),
    );
    await client.completeSignIn('http://app.test/auth/callback?code=c&state=s');
    return client;
  }

  it('renews 30 s before the access token expires, keeping the refresh token when none comes back', async () => {
    useFakeTimers({ date: true });
    const client = await signedIn(300);
    const events: string[] = [];
    client.subscribe((event) => events.push(event));
    // As Cognito answers a refresh: a new access token for 10 minutes, no new refresh token.
    const refresh = vi
      .spyOn(client.oidc, 'useRefreshToken')
      .mockImplementation(() =>
        Promise.resolve(
          signinResponse({ access_token: 'a-2', expires_at: Math.floor(Date.now() / 1000) + 600 }),
        ),
      );

    await wait(269_000);
    expect(refresh).not.toHaveBeenCalled();
    await wait(2_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh.mock.calls[0]?.[0].state.refresh_token).toBe('r-1');
    await vi.waitFor(() => expect(client.getAccessToken()).toBe('a-2'));
    expect(events).toEqual(['renewed']);
    expect(client.profileName()).toBeNull();

    // The next renewal still has the first refresh token.
    await wait(600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh.mock.calls[1]?.[0].state.refresh_token).toBe('r-1');
  });

  it('stops renewing once the user is forgotten', async () => {
    useFakeTimers({ date: true });
    const client = await signedIn(300);
    const refresh = vi.spyOn(client.oidc, 'useRefreshToken');
    await client.forgetUser();
    await wait(600_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(client.getAccessToken()).toBeNull();
  });

  it('revokes the refresh token on sign-out, then leaves', async () => {
    const leaveTo = vi.fn<(url: string) => void>();
    const client = await signedIn(300, {
      ...base,
      logoutUrl: 'https://auth.example/logout',
      leaveTo,
    });
    const revoke = vi.spyOn(client, 'revokeAtProvider').mockResolvedValue(undefined);
    await client.signOut();
    expect(revoke).toHaveBeenCalledWith('r-1');
    expect(leaveTo).toHaveBeenCalledTimes(1);
    expect(client.getAccessToken()).toBeNull();
  });

  it('tries a failed revocation once more, then warns on the console without the token', async () => {
    const leaveTo = vi.fn<(url: string) => void>();
    const client = await signedIn(300, {
      ...base,
      logoutUrl: 'https://auth.example/logout',
      leaveTo,
    });
    const revoke = vi
      .spyOn(client, 'revokeAtProvider')
      .mockRejectedValue(new Error('Failed to fetch r-1'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await client.signOut();
    expect(revoke).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('r-1');
    expect(JSON.stringify(warn.mock.calls)).toMatch(/revok/i);
    expect(leaveTo).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('a tab that hears another sign out revokes its own refresh token too', async () => {
    const client = await signedIn(300);
    const revoke = vi.spyOn(client, 'revokeAtProvider').mockResolvedValue(undefined);
    const otherTab = new BroadcastChannel('web-banking-auth');
    otherTab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(client.status()).toBe('signed-out'));
    expect(revoke).toHaveBeenCalledWith('r-1');
    expect(client.getAccessToken()).toBeNull();
    otherTab.close();
  });

  it('of two tabs signing out at once (both idle), one leaves for the provider, the other only forgets', async () => {
    // The browser's Web Locks, as two tabs share them: the first to ask holds the sign-out.
    let held = false;
    const locks = {
      request: (
        _name: string,
        _options: { ifAvailable: boolean },
        callback: (lock: object | null) => unknown,
      ) => {
        const lock = held ? null : {};
        held = true;
        return Promise.resolve(callback(lock));
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    const leaveFirst = vi.fn<(url: string) => void>();
    const leaveSecond = vi.fn<(url: string) => void>();
    const logoutUrl = 'https://auth.example/logout';
    const first = await signedIn(300, { ...base, logoutUrl, leaveTo: leaveFirst });
    const second = await signedIn(300, { ...base, logoutUrl, leaveTo: leaveSecond });
    for (const client of [first, second]) {
      vi.spyOn(client, 'revokeAtProvider').mockResolvedValue(undefined);
    }
    await Promise.all([first.signOut(), second.signOut()]);
    expect(leaveFirst).toHaveBeenCalledTimes(1);
    expect(leaveSecond).not.toHaveBeenCalled();
    expect(second.status()).toBe('signed-out');
    expect(second.getAccessToken()).toBeNull();
    vi.unstubAllGlobals();
  });

  it('refuses an ID token for another app, from another issuer or expired: no session starts', async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const good = {
      sub: 'ada',
      iss: 'http://idp.test',
      aud: 'web-banking',
      exp: nowS + 3600,
      iat: nowS,
    };
    for (const profile of [
      { ...good, aud: 'another-app' },
      { ...good, iss: 'http://evil.test' },
      { ...good, exp: nowS - 3600 },
    ]) {
      const client = new AuthClient(base);
      vi.spyOn(client.oidc, 'processSigninResponse').mockResolvedValue(
        signinResponse({
          access_token: 'a-1',
          id_token: 'id-1',
          profile,
          userState: { returnTo: '/' },
        }),
      );
      await expect(
        client.completeSignIn('http://app.test/auth/callback?code=c&state=s'),
      ).rejects.toThrow(/ID token/);
      expect(client.status()).toBe('anonymous');
      expect(client.getAccessToken()).toBeNull();
    }
  });

  it('a revocation answered 200 with a body that is not JSON is done (RFC 7009), a 503 is not', async () => {
    const endpoint = 'https://auth.example/oauth2/revoke';
    const client = new AuthClient({
      ...base,
      metadata: {
        issuer: 'http://idp.test',
        authorization_endpoint: 'http://idp.test/auth',
        token_endpoint: 'http://idp.test/token',
        revocation_endpoint: endpoint,
      },
    });
    const fetched = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response('<p>ok</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      )
      .mockResolvedValueOnce(new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetched);
    await expect(client.revokeAtProvider('r-1')).resolves.toBeUndefined();
    await expect(client.revokeAtProvider('r-1')).rejects.toThrow('RevocationRefused503');
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url).toBe(endpoint);
    expect(String(init?.body)).toBe(
      'token=r-1&token_type_hint=refresh_token&client_id=web-banking',
    );
    vi.unstubAllGlobals();
  });
});
