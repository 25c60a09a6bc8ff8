import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { isPersonaLogin } from '../personas';
import { generateCookieKey } from './keys';
import { renderErrorPage, renderLogoutPage, renderSignedOutPage } from './login-page';

const OIDC_SCOPE = 'openid profile email';
const EIGHT_HOURS = 8 * 60 * 60;

export interface ConfigurationOptions {
  clientId: string;
  appOrigin: string;
  audience: string;
  accessTokenTtlSeconds: number;
  /** Private signing key (ID tokens and JWT access tokens). */
  signingJwk: JWK;
  /** oidc-provider's InvalidTarget error (the module is imported lazily). */
  invalidTarget: () => Error;
}

function sendHtml(ctx: KoaContextWithOIDC, html: string): void {
  ctx.type = 'html';
  ctx.body = html;
}

/** The oidc-provider configuration: one first-party public client (the SPA) and one API (the bank). */
export function createConfiguration(options: ConfigurationOptions): Configuration {
  const { clientId, appOrigin, audience, accessTokenTtlSeconds, signingJwk, invalidTarget } =
    options;
  return {
    clients: [
      {
        client_id: clientId,
        client_name: 'Web banking',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${appOrigin}/auth/callback`],
        post_logout_redirect_uris: [`${appOrigin}/signed-out`],
        scope: OIDC_SCOPE,
      },
    ],
    jwks: { keys: [{ ...signingJwk }] },
    // The app (5173), the bank and this provider share the host 127.0.0.1, and cookies are per
    // host: distinct names keep the provider's cookies apart from anything the others set.
    cookies: {
      names: {
        session: 'mock_idp_session',
        interaction: 'mock_idp_interaction',
        resume: 'mock_idp_resume',
      },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
      keys: [generateCookieKey()],
    },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => sendHtml(ctx, renderLogoutPage(form)),
        postLogoutSuccessSource: (ctx) => sendHtml(ctx, renderSignedOutPage()),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) =>
          oneOf ? (oneOf.includes(audience) ? audience : oneOf) : audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw invalidTarget();
          return {
            scope: OIDC_SCOPE,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
          };
        },
      },
    },
    findAccount: (_ctx, sub) =>
      isPersonaLogin(sub)
        ? {
            accountId: sub,
            claims: () => ({
              sub,
              name: sub,
              preferred_username: sub,
              email: `${sub}@example.com`,
              email_verified: true,
            }),
          }
        : undefined,
    // First-party client: pre-approve its scopes so the user only ever sees the login page.
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing || client.clientId !== clientId) return existing;
      const grant = new provider.Grant({ accountId: session.accountId, clientId });
      grant.addOIDCScope(OIDC_SCOPE);
      grant.addResourceScope(audience, OIDC_SCOPE);
      await grant.save();
      return grant;
    },
    // Like Cognito: refresh tokens on the code flow, without offline_access.
    issueRefreshToken: (_ctx, client) =>
      client.clientId === clientId && client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris.some((uri) => new URL(uri).origin === origin),
    renderError: (ctx, out) => sendHtml(ctx, renderErrorPage('Something went wrong', out)),
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: accessTokenTtlSeconds,
      RefreshToken: EIGHT_HOURS,
      Session: EIGHT_HOURS,
      Interaction: 60 * 60,
      Grant: EIGHT_HOURS,
    },
  };
}
