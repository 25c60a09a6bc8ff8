import type { Transaction, TransactionParty } from '../../api/transactions/schemas';
import type { TransactionFlow } from './flow';

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

/**
 * What identifies a party's account without showing all of it: the IBAN's country and last
 * four characters, else the UK account number's last four digits with the sort code, else
 * null. For a counterparty without a name ("account ending 3000").
 */
export type MaskedAccount =
  | { kind: 'iban'; country: string; last4: string }
  | { kind: 'ukAccount'; last4: string; sortCode: string | null };

export function maskedAccountOf(party: TransactionParty | null | undefined): MaskedAccount | null {
  const iban = party?.iban?.replace(/\s+/g, '').toUpperCase() ?? '';
  if (iban.length >= 8) return { kind: 'iban', country: iban.slice(0, 2), last4: iban.slice(-4) };
  const number = party?.ukAccountNumber?.replace(/\s+/g, '') ?? '';
  if (number.length >= 4) {
    const sortCode = party?.ukSortCode?.replace(/[\s-]+/g, '') ?? '';
    return { kind: 'ukAccount', last4: number.slice(-4), sortCode: sortCode || null };
  }
  return null;
}

/** The party on the other side: the sender of money in, the recipient of money out. */
export function otherPartyOf(
  transaction: Transaction,
  flow: TransactionFlow,
): TransactionParty | null {
  if (flow === 'in') return transaction.sender ?? null;
  if (flow === 'out') return transaction.recipient ?? null;
  return null;
}
