import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_PASSWORD, personas } from '../personas';
import { startIdentityProvider, type IdentityProvider } from './identity-provider';
import { decodeJwtPayload, form, formAction, TestBrowser } from './test-browser';
import {
  APP_ORIGIN as appOrigin,
  AUDIENCE as audience,
  authorizationRequest,
  CLIENT_ID as clientId,
  CORS as cors,
  discover,
  REDIRECT_URI as redirectUri,
  signIn,
  tokenRequest,
} from './test-client';

describe('mock identity provider', () => {
  let idp: IdentityProvider;
  beforeAll(async () => {
    idp = await startIdentityProvider({ port: 0, appOrigin, audience, accessTokenTtlSeconds: 120 });
  });
  afterAll(() => idp.close());

  it('signs a persona in with code + PKCE, refreshes, and revokes', async () => {
    expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const discovery = await discover(idp);
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.code_challenge_methods_supported).toContain('S256');

    const browser = new TestBrowser();
    const request = authorizationRequest(discovery, clientId, redirectUri);
    const loginPage = await browser.follow(request.url, redirectUri);
    if (!(loginPage instanceof Response)) throw new Error('expected the login page');
    expect(loginPage.status).toBe(200);
    expect(new URL(loginPage.url).pathname).toMatch(/^\/interaction\/[\w-]+$/);
    const html = await loginPage.text();
    expect(html).toContain('<h1>Sign in to the mock bank</h1>');
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('type="password"');
    expect(html).toContain(MOCK_PASSWORD);
    for (const persona of personas) expect(html).toContain(`<code>${persona.login}</code>`);
    const action = formAction(html, loginPage.url);

    const wrong = await browser.request(action, form({ username: 'ada', password: 'nope' }));
    expect(wrong.status).toBe(200);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/role="alert"[^>]*>Incorrect username or password\.</);
    expect(wrongHtml).toContain('value="ada"');

    const callback = await browser.follow(
      action,
      redirectUri,
      form({ username: 'ada', password: MOCK_PASSWORD }),
    );
    if (!(callback instanceof URL)) throw new Error('expected the redirect to the app');
    expect(callback.searchParams.get('state')).toBe(request.state);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const preflight = await fetch(discovery.token_endpoint, {
      method: 'OPTIONS',
      headers: { ...cors, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);

    const { res, body } = await tokenRequest(discovery, {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: redirectUri,
      code_verifier: request.verifier,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeLessThanOrEqual(120);
    expect(body.access_token?.split('.')).toHaveLength(3);
    expect(await idp.verifyAccessToken(body.access_token!)).toEqual({ sub: 'ada' });
    expect(decodeJwtPayload(body.access_token!)).toMatchObject({ aud: audience, iss: idp.issuer });
    expect(decodeJwtPayload(body.id_token!)).toMatchObject({
      sub: 'ada',
      name: 'ada',
      preferred_username: 'ada',
      aud: clientId,
      nonce: request.nonce,
    });
    expect(body.refresh_token).toBeTruthy();
    // An ID token is not an access token for the bank.
    expect(await idp.verifyAccessToken(body.id_token!)).toBeNull();

    // Like oidc-client-ts, which sends the granted scope along.
    const refreshed = await tokenRequest(discovery, {
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token!,
      scope: 'openid profile email',
    });
    expect(refreshed.res.status).toBe(200);
    expect(refreshed.res.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(refreshed.body.access_token).not.toBe(body.access_token);
    expect(await idp.verifyAccessToken(refreshed.body.access_token!)).toEqual({ sub: 'ada' });
    // Refresh tokens of a public client rotate.
    const refreshToken = refreshed.body.refresh_token!;
    expect(refreshToken).toBeTruthy();
    expect(refreshToken).not.toBe(body.refresh_token);

    const revoked = await fetch(
      discovery.revocation_endpoint,
      form({ client_id: clientId, token: refreshToken, token_type_hint: 'refresh_token' }, cors),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('access-control-allow-origin')).toBe(appOrigin);

    const again = await tokenRequest(discovery, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    expect(again.res.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('keeps the session for a second sign-in and ends it on logout', async () => {
    const browser = new TestBrowser();
    const { discovery, tokens } = await signIn(idp, browser, 'acme');
    expect(await idp.verifyAccessToken(tokens.body.access_token!)).toEqual({ sub: 'acme' });

    // Single sign-on: the session cookie skips the login page.
    const sso = await browser.follow(
      authorizationRequest(discovery, clientId, redirectUri).url,
      redirectUri,
    );
    expect(sso).toBeInstanceOf(URL);

    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.body.id_token!,
      post_logout_redirect_uri: `${appOrigin}/signed-out`,
      state: 'bye',
    }).toString();
    const logoutPage = await browser.request(endSession.href);
    expect(logoutPage.status).toBe(200);
    const logoutHtml = await logoutPage.text();
    expect(logoutHtml).toContain('>Sign out</button>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)?.[1] ?? '';
    const signedOut = await browser.follow(
      formAction(logoutHtml, endSession.href),
      `${appOrigin}/signed-out`,
      form({ xsrf, logout: 'yes' }),
    );
    expect(signedOut).toBeInstanceOf(URL);
    expect((signedOut as URL).searchParams.get('state')).toBe('bye');

    // The refresh token died with the session, and the next sign-in shows the login page again.
    const refresh = await tokenRequest(discovery, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token!,
    });
    expect(refresh.body.error).toBe('invalid_grant');
    const next = await browser.follow(
      authorizationRequest(discovery, clientId, redirectUri).url,
      redirectUri,
    );
    expect(next).toBeInstanceOf(Response);
    expect(await (next as Response).text()).toContain('Sign in to the mock bank');
  });

  it("allows the app's origin, and only it, to call the provider from the browser", async () => {
    const discovery = await discover(idp);
    const jwks = await fetch(discovery.jwks_uri, { headers: cors });
    expect(jwks.headers.get('access-control-allow-origin')).toBeTruthy();
    for (const url of [discovery.userinfo_endpoint, discovery.revocation_endpoint]) {
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: { ...cors, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
    }
    const foreign = await fetch(
      discovery.token_endpoint,
      form(
        { client_id: clientId, grant_type: 'refresh_token', refresh_token: 'x' },
        {
          origin: 'http://127.0.0.1:6666',
        },
      ),
    );
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('approves a consent prompt without showing a consent page', async () => {
    const browser = new TestBrowser();
    const { discovery } = await signIn(idp, browser);
    const request = authorizationRequest(discovery, clientId, redirectUri, { prompt: 'consent' });
    const callback = await browser.follow(request.url, redirectUri);
    expect(callback).toBeInstanceOf(URL);
    expect((callback as URL).searchParams.get('code')).toBeTruthy();
  });

  it('rejects tampered, foreign and expired access tokens', async () => {
    const { tokens } = await signIn(idp, new TestBrowser());
    const [header, payload, signature = ''] = tokens.body.access_token!.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await idp.verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await idp.verifyAccessToken('not-a-jwt')).toBeNull();

    const shortLived = await startIdentityProvider({
      port: 0,
      appOrigin,
      audience,
      accessTokenTtlSeconds: 60,
    });
    try {
      const other = await signIn(shortLived, new TestBrowser());
      const token = other.tokens.body.access_token!;
      expect(await shortLived.verifyAccessToken(token)).toEqual({ sub: 'ada' });
      // Signed by another provider's key.
      expect(await idp.verifyAccessToken(token)).toBeNull();
      // A minute and a bit later (the clock is moved, not waited for) it has expired.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect(await shortLived.verifyAccessToken(token)).toBeNull();
    } finally {
      vi.useRealTimers();
      await shortLived.close();
    }
  });
});
