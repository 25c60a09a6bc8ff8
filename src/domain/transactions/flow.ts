/** Which way money moved, as far as the app can tell. */
export type TransactionFlow = 'in' | 'out' | 'unknown';

/**
 * The flow of a transaction from its `direction`: shared by the history (its sign) and the
 * search for a sent transfer (money out only).
 */
// Assumption A-49 (docs/assumptions.md): in/incoming is money in, out/outgoing money out.
export function flowOf(direction: string | null | undefined): TransactionFlow {
  const value = (direction ?? '').trim().toLowerCase();
  if (value === 'in' || value === 'incoming') return 'in';
  if (value === 'out' || value === 'outgoing') return 'out';
  return 'unknown';
}
