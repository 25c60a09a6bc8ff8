// Test helper: the SPA's side of the flow (a public OIDC client with PKCE), driving a TestBrowser.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { MOCK_PASSWORD } from '../personas';
import type { IdentityProvider } from './identity-provider';
import { form, formAction, type TestBrowser } from './test-browser';

export const APP_ORIGIN = 'http://127.0.0.1:5173';
export const AUDIENCE = 'http://127.0.0.1:4500';
export const CLIENT_ID = 'web-banking';
export const REDIRECT_URI = `${APP_ORIGIN}/auth/callback`;
/** Headers of a cross-origin request from the SPA. */
export const CORS = { origin: APP_ORIGIN };

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint: string;
  code_challenge_methods_supported: string[];
}

export interface TokenResponse {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
  error?: string;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  verifier: string;
}

export function authorizationRequest(
  discovery: Discovery,
  clientId: string,
  redirectUri: string,
  extra: Record<string, string> = {},
): AuthorizationRequest {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return { url: url.href, state, nonce, verifier };
}

export async function discover(idp: IdentityProvider): Promise<Discovery> {
  const res = await fetch(`${idp.issuer}/.well-known/openid-configuration`, { headers: CORS });
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toMatch(
    /^(\*|http:\/\/127\.0\.0\.1:5173)$/,
  );
  return (await res.json()) as Discovery;
}

export async function tokenRequest(discovery: Discovery, fields: Record<string, string>) {
  const res = await fetch(
    discovery.token_endpoint,
    form({ client_id: CLIENT_ID, ...fields }, CORS),
  );
  return { res, body: (await res.json()) as TokenResponse };
}

/** Signs in as `login` in `browser` and returns the authorization code's token response. */
export async function signIn(idp: IdentityProvider, browser: TestBrowser, login = 'ada') {
  const discovery = await discover(idp);
  const request = authorizationRequest(discovery, CLIENT_ID, REDIRECT_URI);
  const page = await browser.follow(request.url, REDIRECT_URI);
  if (!(page instanceof Response)) throw new Error('expected the login page');
  const action = formAction(await page.text(), page.url);
  const callback = await browser.follow(
    action,
    REDIRECT_URI,
    form({ username: login, password: MOCK_PASSWORD }),
  );
  if (!(callback instanceof URL)) throw new Error('expected the redirect to the app');
  const code = callback.searchParams.get('code') ?? '';
  const tokens = await tokenRequest(discovery, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: request.verifier,
  });
  return { discovery, request, tokens };
}
