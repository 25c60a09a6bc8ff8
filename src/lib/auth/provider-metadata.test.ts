import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAuthSettings } from '../../test/auth-settings';
import { AuthClient } from './auth-client';
import { keepMetadata, keptMetadata, METADATA_MAX_AGE_MS } from './provider-metadata';

const authority = testAuthSettings.authority;
const discovery = {
  issuer: 'http://idp.test',
  authorization_endpoint: 'http://idp.test/auth',
  token_endpoint: 'http://idp.test/token',
  end_session_endpoint: 'http://idp.test/session/end',
};
const settings = testAuthSettings;

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the provider metadata kept across the sign-in round trip', () => {
  it('is read back for the same authority while recent', () => {
    keepMetadata(authority, discovery, 1_000);
    expect(keptMetadata(authority, 1_000 + METADATA_MAX_AGE_MS)).toEqual(discovery);
  });

  it('is not used when too old, for another authority, or without the endpoints a sign-in needs', () => {
    keepMetadata(authority, discovery, 1_000);
    expect(keptMetadata(authority, 1_001 + METADATA_MAX_AGE_MS)).toBeUndefined();
    expect(keptMetadata('http://other-idp.test', 1_000)).toBeUndefined();

    keepMetadata(authority, { ...discovery, token_endpoint: '' }, 1_000);
    expect(keptMetadata(authority, 1_000)).toBeUndefined();

    window.sessionStorage.setItem('auth.providerMetadata', '{not json');
    expect(keptMetadata(authority)).toBeUndefined();
  });

  it('is kept by the page that starts a sign-in, and the callback page does not read discovery again', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const starting = new AuthClient(settings);
    vi.spyOn(starting.oidc.metadataService, 'getMetadata').mockResolvedValue(discovery);
    await starting.signIn('/accounts');

    // The callback is a new page: a new client, built from what the first one kept.
    const callback = new AuthClient(settings);
    await expect(callback.oidc.metadataService.getTokenEndpoint()).resolves.toBe(
      discovery.token_endpoint,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the provider metadata from the configuration', () => {
  it('is used as it is: a new page leaves for sign-in without reading discovery', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const client = new AuthClient({ ...settings, metadata: discovery });
    await expect(client.oidc.metadataService.getAuthorizationEndpoint()).resolves.toBe(
      discovery.authorization_endpoint,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
