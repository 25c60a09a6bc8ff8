import type { OidcMetadata } from 'oidc-client-ts';

/**
 * The provider's discovery document, kept for the tab's sign-in round trip: the page that
 * starts a sign-in reads it, and the callback page (a new document, a moment later) would
 * otherwise read it again before it can exchange the code. It is public metadata, never a
 * token; it is kept in sessionStorage (this tab only) for a few minutes, for one authority.
 */
const KEY = 'auth.providerMetadata';
export const METADATA_MAX_AGE_MS = 10 * 60 * 1000;

interface Kept {
  authority: string;
  savedAt: number;
  metadata: Partial<OidcMetadata>;
}

const isEndpoint = (value: unknown) => typeof value === 'string' && value.length > 0;

/** The kept metadata of `authority` if it is recent and names the endpoints a sign-in needs. */
export function keptMetadata(
  authority: string,
  now: number = Date.now(),
): Partial<OidcMetadata> | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as Partial<Kept>;
    const { metadata } = kept;
    if (kept.authority !== authority || typeof kept.savedAt !== 'number') return undefined;
    if (now - kept.savedAt > METADATA_MAX_AGE_MS || now < kept.savedAt) return undefined;
    if (typeof metadata !== 'object' || metadata === null) return undefined;
    const complete = [
      metadata.issuer,
      metadata.authorization_endpoint,
      metadata.token_endpoint,
    ].every(isEndpoint);
    return complete ? metadata : undefined;
  } catch {
    return undefined;
  }
}

export function keepMetadata(
  authority: string,
  metadata: Partial<OidcMetadata>,
  now: number = Date.now(),
): void {
  const kept: Kept = { authority, savedAt: now, metadata };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage disabled or full: the callback reads the discovery document itself.
  }
}
