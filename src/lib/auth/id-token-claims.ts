/** What the app checks of the ID token's claims (oidc-client-ts checks `sub` and `nonce`). */
export interface IdTokenClaims {
  iss?: unknown;
  aud?: unknown;
  azp?: unknown;
  exp?: unknown;
}

/** How far the provider's clock may be ahead of the browser's, in seconds. */
export const CLOCK_SKEW_S = 300;

/** An issuer as compared: the same URL with or without a trailing slash. */
const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Why the ID token's claims are not the ones this app may accept, or null when they are
 * (OpenID Connect Core 3.1.3.7): `iss` is the provider's issuer; `aud` names this app's
 * client id (and, naming others too, `azp` is this app); `exp` has not passed (allowing
 * CLOCK_SKEW_S for clocks that differ). The reason is for the console, never a token's value.
 */
export function idTokenProblem(
  claims: IdTokenClaims,
  { issuer, clientId, nowS }: { issuer: string; clientId: string; nowS: number },
): string | null {
  if (typeof claims.iss !== 'string' || !sameIssuer(claims.iss, issuer)) {
    return 'the ID token was issued by another issuer';
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(clientId)) return 'the ID token is not for this app';
  if (audiences.length > 1 && claims.azp !== clientId) {
    return 'the ID token is for several parties, and this app is not the one it was given to';
  }
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S <= nowS) {
    return 'the ID token has expired';
  }
  return null;
}
