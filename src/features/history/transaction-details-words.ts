import { feeOf } from '../../domain/transactions/history-totals';
import type { TransactionFlow } from '../../domain/transactions/flow';
import type { Transaction } from '../../api/transactions/schemas';
import { formatMoney } from '../../lib/i18n/format';
import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { sumDecimals } from '../../utils/decimal-sum';
import { isDecimal, isZeroDecimal } from '../../utils/decimal-text';
import { historyEn } from '../../lib/i18n/en/history';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(historyEn);

/**
 * A percentage in percent units ("0.5" → "0.5%") with the locale's percent style. The
 * division by 100 lowers the decimal exponent of the text, so no float is involved.
 */
function formatPercent(percent: string, locale: string): string {
  const value = percent.trim();
  if (!isDecimal(value)) return `${percent} %`;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 20 }).format(
    `${value}e-2` as Intl.StringNumericLiteral,
  );
}

const present = (value: string | undefined): value is string =>
  value !== undefined && isDecimal(value.trim());

/**
 * The charge in words: the fee and how it was made (flat and percentage parts), or null
 * when no fee applied. Money in carries no fee for the customer (the sender pays, A-98).
 */
export function describeFee(
  transaction: Transaction,
  currency: string,
  locale: string,
  t: Translate,
): { fee: string; rule: string | null } | null {
  const fee = feeOf(transaction);
  if (fee === null) return null;
  if (fee === '') return { fee: t('history.details.feeApplied'), rule: null };
  const charge = transaction.charge ?? {};
  const flatValue = present(charge.flat) && !isZeroDecimal(charge.flat) ? charge.flat : null;
  const percentValue =
    present(charge.percentage) && !isZeroDecimal(charge.percentage) ? charge.percentage : null;
  const flat = flatValue === null ? '' : formatMoney(flatValue, currency, locale);
  const percentage = percentValue === null ? '' : formatPercent(percentValue, locale);
  let rule: string | null = null;
  if (flatValue !== null && percentValue !== null) {
    rule = t(charge.calculator === 'max' ? 'history.details.feeMax' : 'history.details.feeParts', {
      flat,
      percentage,
    });
  } else if (flatValue !== null) rule = t('history.details.feeFlat', { flat });
  else if (percentValue !== null) rule = t('history.details.feePercent', { percentage });
  return { fee: formatMoney(fee, currency, locale), rule };
}

/**
 * What the payment cost in all: the charge's total when the bank gave one, else the amount
 * plus a known fee (money out), else the amount. A decimal string, or null when unknown.
 */
export function totalOf(transaction: Transaction, flow: TransactionFlow): string | null {
  const total = transaction.charge?.total;
  if (flow === 'out' && present(total)) return total.trim();
  const amount = transaction.amount.trim();
  if (!isDecimal(amount)) return null;
  const fee = flow === 'out' ? feeOf(transaction) : null;
  return fee ? sumDecimals([amount, fee]) : amount;
}

const KNOWN_STATUSES = new Set(['pending', 'on_hold_provider', 'completed', 'rejected']);

/** What a status means for this payment, and what happens next; in words. */
export function statusExplanation(
  status: string,
  flow: TransactionFlow,
): { meaning: MessageKey; next: MessageKey | null } {
  if (!KNOWN_STATUSES.has(status))
    return { meaning: 'history.details.meaning.unknown', next: null };
  // A payment of unknown direction is explained as money out: the cautious reading.
  const side = flow === 'in' ? 'in' : 'out';
  const meaning = `history.details.meaning.${status}.${side}` as MessageKey;
  const next = (
    status === 'completed'
      ? 'history.details.next.completed'
      : `history.details.next.${status}.${side}`
  ) as MessageKey;
  return { meaning, next };
}

const METHODS: Record<string, MessageKey> = {
  sepa: 'history.details.method.sepa',
  faster_payments: 'history.details.method.faster_payments',
  internal: 'history.details.method.internal',
};

/** How the money was sent, in words; null for a method the app does not know. */
export function methodWords(method: string | undefined): MessageKey | null {
  const key = (method ?? '').trim().toLowerCase();
  return Object.hasOwn(METHODS, key) ? (METHODS[key] ?? null) : null;
}
