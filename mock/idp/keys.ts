import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** The algorithm of the keys that sign the ID tokens and the JWT access tokens. */
export const SIGNING_ALG = 'RS256';

export interface SigningKeys {
  /** Private JWK handed to oidc-provider as its `jwks`. */
  privateJwk: JWK;
  /** Public key used by `verifyAccessToken`. */
  publicKey: CryptoKey;
}

/** A fresh key pair for each start: tokens of an earlier run are never accepted. */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const privateJwk: JWK = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: SIGNING_ALG,
    use: 'sig',
  };
  return { privateJwk, publicKey };
}

/** A random key for the provider's signed cookies. */
export function generateCookieKey(): string {
  return randomBytes(32).toString('base64url');
}
