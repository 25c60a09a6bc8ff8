import type { Transaction } from '../../api/transactions/schemas';
import { flowOf } from './flow';
import { partyName } from './parties';

/**
 * What kind of payment a transaction is, for the icon of a row without a name: money in, money
 * out, between the holder's own accounts, crypto, a fee; `unknown` when the direction is not
 * known (the row then names both parties).
 */
export type PaymentKind = 'in' | 'out' | 'own' | 'crypto' | 'fee' | 'unknown';

const CRYPTO = /crypto/i;

/** A holder's name compared as people read it: spacing and case aside. */
const sameName = (a: string, b: string) =>
  a !== '' && a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();

/**
 * The kind of a transaction, in this order: the bank's fee flag; a payment method or provider
 * that says crypto; the same holder on both sides (between own accounts); else its direction.
 */
// Assumption A-346 (docs/assumptions.md): the spec lists no values of paymentMethod or provider.
export function paymentKindOf(
  transaction: Pick<
    Transaction,
    'fee' | 'paymentMethod' | 'provider' | 'direction' | 'sender' | 'recipient'
  >,
): PaymentKind {
  if (transaction.fee === true) return 'fee';
  if (CRYPTO.test(transaction.paymentMethod ?? '') || CRYPTO.test(transaction.provider ?? '')) {
    return 'crypto';
  }
  if (sameName(partyName(transaction.sender), partyName(transaction.recipient))) return 'own';
  return flowOf(transaction.direction);
}
