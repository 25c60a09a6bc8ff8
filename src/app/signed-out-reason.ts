/**
 * Why the session ended, carried across the identity provider's logout to the signed-out page
 * one harmless word in sessionStorage for this tab, read once there. Never a token.
 */
export type SignedOutReason = 'idle';

const KEY = 'signedOut.reason';

export function rememberSignedOutReason(reason: SignedOutReason): void {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Storage disabled: the signed-out page says the usual text.
  }
}

export function readSignedOutReason(): SignedOutReason | null {
  try {
    return sessionStorage.getItem(KEY) === 'idle' ? 'idle' : null;
  } catch {
    return null;
  }
}

export function forgetSignedOutReason(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
