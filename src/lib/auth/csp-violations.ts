/**
 * What the page's Content-Security-Policy refused, recorded from the moment the entry loads
 * (src/app/main.ts imports this module first): a fetch the policy refuses fails as a bare
 * network error, and the browser says why only in a `securitypolicyviolation` event. A screen
 * whose request failed can then tell the site's operators which address to allow (issue 36 §1).
 * Kept small: it loads with the entry, before the redirect to sign-in.
 */
export interface CspRefusal {
  /** The address refused, as the browser reports it. */
  address: string;
  /** The directive that refused it ("connect-src"). */
  directive: string;
}

let refusals: readonly CspRefusal[] = [];
const listeners = new Set<() => void>();

document.addEventListener('securitypolicyviolation', (event) => {
  const { blockedURI: address, effectiveDirective: directive } = event;
  // Only addresses: "inline", "eval" or a Trusted Types sink is no server's to allow.
  if (!/^https?:/.test(address)) return;
  if (refusals.some((seen) => seen.address === address && seen.directive === directive)) return;
  refusals = [...refusals, { address, directive }];
  for (const listener of listeners) listener();
});

/** The refusals so far, oldest first (a new list after each one: a snapshot for React). */
export const cspRefusals = (): readonly CspRefusal[] => refusals;

/** Calls `listener` after each new refusal; returns the way to stop. */
export function onCspRefusal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
