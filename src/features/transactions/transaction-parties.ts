import type { Transaction, TransactionParty } from '../../api/transactions/schemas';
import type { TransactionFlow } from './signed-amount';

/** A party's name and surname; empty when neither is known. */
export function partyName(party: TransactionParty | null | undefined): string {
  return [party?.name, party?.surname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * Who is on the other side: the sender of money in, the recipient of money out. With an
 * unknown direction both parties are given, since either could be the account holder.
 */
export type Counterparty =
  | { flow: 'in'; name: string }
  | { flow: 'out'; name: string }
  | { flow: 'unknown'; sender: string; recipient: string };

export function counterpartyOf(transaction: Transaction, flow: TransactionFlow): Counterparty {
  if (flow === 'in') return { flow, name: partyName(transaction.sender) };
  if (flow === 'out') return { flow, name: partyName(transaction.recipient) };
  return {
    flow,
    sender: partyName(transaction.sender),
    recipient: partyName(transaction.recipient),
  };
}

/**
 * The payment reference. The transaction has none of its own; the parties carry `reference`.
 */
// Assumption A-51 (docs/assumptions.md): the counterparty's reference first.
export function referenceOf(transaction: Transaction, flow: TransactionFlow): string {
  const parties =
    flow === 'in'
      ? [transaction.sender, transaction.recipient]
      : [transaction.recipient, transaction.sender];
  for (const party of parties) {
    const reference = party?.reference?.trim();
    if (reference) return reference;
  }
  return '';
}
