import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../config/runtime-config';
import { AuthClient } from '../lib/auth/auth-client';
import { testConfig } from '../test/test-config';
import { signInFirst } from './early-sign-in';

afterEach(() => {
  vi.restoreAllMocks();
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
