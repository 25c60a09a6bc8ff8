import { afterEach, describe, expect, it, vi } from 'vitest';
import { OidcClient } from 'oidc-client-ts';
import { ConfigError } from '../config/runtime-config';
import { AuthClient } from '../lib/auth/auth-client';
import { signinResponse } from '../test/signin-response';
import { testConfig } from '../test/test-config';
import { exchangeCodeFirst, signInFirst } from './early-sign-in';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('signInFirst', () => {
  it('sends a new page to the provider with the whole address to come back to', async () => {
    const signIn = vi.spyOn(AuthClient.prototype, 'signIn').mockResolvedValue(undefined);
    window.history.replaceState(null, '', '/accounts/a-1?companyId=c-1#balances');

    await expect(signInFirst(Promise.resolve(testConfig))).resolves.toBe(true);
    expect(signIn).toHaveBeenCalledWith('/accounts/a-1?companyId=c-1#balances');
  });

  it('leaves a configuration the app refuses to the app, which says why', async () => {
    const signIn = vi.spyOn(AuthClient.prototype, 'signIn').mockResolvedValue(undefined);

    await expect(
      signInFirst(Promise.reject(new ConfigError(['/config.json answered 404']))),
    ).resolves.toBe(false);
    // White links and buttons on the light background: refused at start.
    const unreadable = { ...testConfig, brand: { ...testConfig.brand, primaryColor: '#ffffff' } };
    await expect(signInFirst(Promise.resolve(unreadable))).resolves.toBe(false);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('rejects when the provider cannot be reached, so the app starts and tries again', async () => {
    vi.spyOn(AuthClient.prototype, 'signIn').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(signInFirst(Promise.resolve(testConfig))).rejects.toThrow('Failed to fetch');
  });
});

describe('exchangeCodeFirst', () => {
  it('starts the code exchange on the callback page, and the app shares it instead of a second one', async () => {
    const callbackUrl = '/auth/callback?code=c-1&state=s-1';
    window.history.replaceState(null, '', callbackUrl);
    const user = signinResponse({
      access_token: 'in-memory',
      profile: { sub: 'ada', iss: testConfig.oidc.authority, aud: 'web-banking', exp: 0, iat: 0 },
      userState: { returnTo: '/accounts' },
    });
    const exchange = vi
      .spyOn(OidcClient.prototype, 'processSigninResponse')
      .mockResolvedValue(user);

    const auth = await exchangeCodeFirst(Promise.resolve(testConfig));
    expect(exchange).toHaveBeenCalledWith(window.location.href);

    // The callback screen asks for the exchange of the same address: the one under way.
    await expect(auth?.completeSignIn(window.location.href)).resolves.toBe('/accounts');
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(auth?.status()).toBe('signed-in');
  });

  it('leaves no sign-in state behind once the early exchange completes, an abandoned one’s included', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=c-2&state=s-2');
    window.sessionStorage.setItem(
      'oidc.abandoned',
      JSON.stringify({ id: 'abandoned', created: Math.floor(Date.now() / 1000) }),
    );
    window.sessionStorage.setItem('auth.returnTo', '/history?accountId=a-1&q=rent');
    const user = signinResponse({
      access_token: 'in-memory',
      profile: { sub: 'ada', iss: testConfig.oidc.authority, aud: 'web-banking', exp: 0, iat: 0 },
      userState: { returnTo: '/accounts' },
    });
    vi.spyOn(OidcClient.prototype, 'processSigninResponse').mockResolvedValue(user);

    const auth = await exchangeCodeFirst(Promise.resolve(testConfig));
    await expect(auth?.completeSignIn(window.location.href)).resolves.toBe('/accounts');
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });

  it('has no client to offer without a configuration', async () => {
    await expect(exchangeCodeFirst(Promise.reject(new ConfigError(['bad'])))).resolves.toBe(
      undefined,
    );
  });
});
