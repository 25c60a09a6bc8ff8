import type { TransactionFlow } from '../../domain/transactions/flow';
import { maskedAccountOf, partyName } from '../../domain/transactions/parties';
import type { Transaction, TransactionParty } from '../../api/transactions/schemas';
import { formatMoney, formatPercentAsGiven } from '../../lib/i18n/format';
import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { isDecimal, isZeroDecimal } from '../../utils/decimal-text';
import { formatSortCode } from '../../utils/iban';
import { receiptEn } from '../../lib/i18n/en/receipt';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(receiptEn);

const present = (value: string | undefined): value is string =>
  value !== undefined && isDecimal(value.trim()) && !isZeroDecimal(value.trim());

/**
 * How the bank made the fee, in words (flat and percentage parts, and which of the two it
 * took), or null when the charge does not say.
 */
export function feeRuleWords(
  transaction: Transaction,
  currency: string,
  locale: string,
  t: Translate,
): string | null {
  const charge = transaction.charge ?? {};
  const flat = present(charge.flat) ? formatMoney(charge.flat, currency, locale) : null;
  const percentage = present(charge.percentage)
    ? formatPercentAsGiven(charge.percentage, locale)
    : null;
  if (flat !== null && percentage !== null) {
    const key = charge.calculator === 'max' ? 'receipt.feeMax' : 'receipt.feeParts';
    return t(key, { flat, percentage });
  }
  if (flat !== null) return t('receipt.feeFlat', { flat });
  if (percentage !== null) return t('receipt.feePercent', { percentage });
  return null;
}

const KNOWN_STATUSES = new Set(['pending', 'on_hold_provider', 'completed', 'rejected']);

/** What a status means for this payment, and what happens next; in words. */
export function statusExplanation(
  status: string,
  flow: TransactionFlow,
): { meaning: MessageKey; next: MessageKey | null } {
  if (!KNOWN_STATUSES.has(status)) return { meaning: 'receipt.meaning.unknown', next: null };
  // A payment of unknown direction is explained as money out: the cautious reading.
  const side = flow === 'in' ? 'in' : 'out';
  const meaning = `receipt.meaning.${status}.${side}` as MessageKey;
  const next = (
    status === 'completed' ? 'receipt.next.completed' : `receipt.next.${status}.${side}`
  ) as MessageKey;
  return { meaning, next };
}

const METHODS: Record<string, MessageKey> = {
  sepa: 'receipt.method.sepa',
  faster_payments: 'receipt.method.faster_payments',
  internal: 'receipt.method.internal',
};

/** How the money was sent, in words; null for a method the app does not know. */
export function methodWords(method: string | undefined): MessageKey | null {
  const key = (method ?? '').trim().toLowerCase();
  return Object.hasOwn(METHODS, key) ? (METHODS[key] ?? null) : null;
}

/**
 * An account without showing all of it: "IBAN ending 3000", "Account ending 5555, sort code
 * 20-20-15"; null when the party gives neither.
 */
// Assumption A-321 (docs/assumptions.md): a receipt masks account numbers to their last four.
export function maskedAccountWords(
  party: TransactionParty | null | undefined,
  t: Translate,
): string | null {
  const masked = maskedAccountOf(party);
  if (!masked) return null;
  if (masked.kind === 'iban') return t('receipt.ibanEnding', { last4: masked.last4 });
  return masked.sortCode
    ? t('receipt.ukAccountEndingSortCode', {
        last4: masked.last4,
        sortCode: formatSortCode(masked.sortCode),
      })
    : t('receipt.ukAccountEnding', { last4: masked.last4 });
}

/** A party as a receipt names it: the name (or that none was given) and its masked account. */
export function partyWords(
  party: TransactionParty | null | undefined,
  t: Translate,
): { name: string; account: string | null } {
  return {
    name: partyName(party) || t('receipt.unknownParty'),
    account: maskedAccountWords(party, t),
  };
}

/**
 * A date and time in the customer's own time zone (the browser's), saying which zone it is:
 * "1 Mar 2026, 13:00 CET". A timestamp that does not parse is shown as given.
 */
// Assumption A-322 (docs/assumptions.md): the customer's time zone is the browser's.
export function formatDateTimeInZone(timestamp: string, locale: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}
