/**
 * The people and businesses the party paid lately, from its history's outgoing payments: pure.
 * A recipient is offered again only when the history says enough to pay them again.
 */
import type { Transaction } from '../../api/transactions/schemas';
import { ibanProblem, normalizeIban } from '../../utils/iban';
import { flowOf } from '../transactions/flow';
import { partyName } from '../transactions/parties';
import { createdTimeOf } from '../transactions/created-time';

/** How many recent recipients the first step offers. */
export const RECENT_RECIPIENTS_MAX = 5;

/** A saved recipient as far as matching needs it (GET /recipient's item). */
export interface SavedForMatch {
  recipientKey: string;
  iban?: string | null | undefined;
}

/** Someone paid lately, and how they are paid again. */
export interface RecentRecipient {
  /** The IBAN paid, compact ("DE89370400440532013000"): what identifies the recipient. */
  iban: string;
  name: string;
  surname: string;
  bic: string | null;
  /** The saved recipient with the same IBAN, paid through its key instead (null: by IBAN). */
  savedKey: string | null;
  /** When they were last paid (ISO 8601), or null when the bank did not say. */
  paidAt: string | null;
}

/** A payment between the party's own accounts: the recipient is named as the sender. */
function isToSelf(transaction: Transaction): boolean {
  const recipient = partyName(transaction.recipient).toLowerCase();
  return recipient !== '' && recipient === partyName(transaction.sender).toLowerCase();
}

function newestFirst(a: Transaction, b: Transaction): number {
  // Rows without a time go last.
  const older = createdTimeOf(a) ?? Number.NEGATIVE_INFINITY;
  const newer = createdTimeOf(b) ?? Number.NEGATIVE_INFINITY;
  return older === newer ? 0 : newer > older ? 1 : -1;
}

// Assumption A-325 (docs/assumptions.md): who counts as a recent recipient, and how they are paid again.
/**
 * The recipients of the party's outgoing payments, newest first, each once: those whose
 * record carries a valid IBAN and a first name (what a transfer to them needs), not rejected,
 * and not a payment to oneself (the recipient named as the sender: the party's own accounts,
 * which the step lists by themselves). One whose IBAN is a saved recipient's is paid as that
 * saved recipient.
 */
export function recentRecipients(
  transactions: readonly Transaction[],
  {
    saved = [],
    max = RECENT_RECIPIENTS_MAX,
  }: { saved?: readonly SavedForMatch[]; max?: number } = {},
): RecentRecipient[] {
  const savedByIban = new Map<string, string>();
  for (const item of saved) {
    const iban = normalizeIban(item.iban ?? '');
    if (iban && !savedByIban.has(iban)) savedByIban.set(iban, item.recipientKey);
  }
  const found = new Map<string, RecentRecipient>();
  for (const transaction of [...transactions].sort(newestFirst)) {
    if (found.size >= max) break;
    if (flowOf(transaction.direction) !== 'out' || transaction.status === 'rejected') continue;
    const party = transaction.recipient;
    const iban = normalizeIban(party?.iban ?? '');
    const name = party?.name?.trim() ?? '';
    if (!iban || ibanProblem(iban) !== null || name === '') continue;
    if (found.has(iban) || isToSelf(transaction)) continue;
    found.set(iban, {
      iban,
      name,
      surname: party?.surname?.trim() ?? '',
      bic: party?.bicSwift?.replace(/\s+/g, '').toUpperCase() || null,
      savedKey: savedByIban.get(iban) ?? null,
      paidAt: transaction.createdAt ?? null,
    });
  }
  return [...found.values()];
}
