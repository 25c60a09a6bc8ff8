/**
 * The fee of a transfer by its contract's `transferPlane` rules, as the review quotes it: pure.
 * The bank's own charge is what it records on the transaction (`charge`), read after sending.
 * Amounts are decimal strings; the rules' JSON numbers are read as decimals, never as floats.
 */
import type { TransferPlane } from '../../api/contracts/schemas';
import {
  addDecimals,
  compareDecimals,
  decimalFromNumber,
  maxDecimal,
  percentOf,
  roundDecimal,
} from '../../utils/decimal';

/** Calculators whose meaning is known (Assumption A-83). */
export const KNOWN_FEE_CALCULATORS = ['max'] as const;

export interface TransferFee {
  /** The fee, 2 decimals ("1.00"). */
  fee: string;
  /** Amount plus fee: what leaves the account, 2 decimals. */
  total: string;
  /** The rule applied, or null when none of that currency starts at or below the amount. */
  rule: TransferPlane | null;
  /**
   * False when the rule names a calculator whose meaning is not known: the fee is then the
   * "max" reading, an estimate, and the bank's own charge may differ.
   */
  known: boolean;
}

/** Scale wide enough for any JSON number's decimals, for comparing a rule's bound. */
const BOUND_SCALE = 400;

function decimalOf(value: number): string {
  const text = decimalFromNumber(value);
  if (text === null) throw new RangeError(`Not a finite number in a fee rule: ${value}`);
  return text;
}

/**
 * The rule of `currency` that applies to `amount`: the one with the greatest `from` not
 * above the amount (Assumption A-83), or null.
 */
export function applicableFeeRule(
  amount: string,
  rules: readonly TransferPlane[],
  currency: string,
): TransferPlane | null {
  const code = currency.trim().toUpperCase();
  let best: TransferPlane | null = null;
  for (const rule of rules) {
    if (rule.currency.trim().toUpperCase() !== code) continue;
    const from = decimalOf(rule.from);
    if (compareDecimals(from, amount, BOUND_SCALE) > 0) continue;
    if (best === null || compareDecimals(from, decimalOf(best.from), BOUND_SCALE) > 0) best = rule;
  }
  return best;
}

/**
 * Fee and total of sending `amount` (a canonical decimal, at most 2 decimals) in `currency`.
 * Assumption A-83 (docs/assumptions.md): calculator "max" = max(flat, amount × percentage / 100),
 * `percentage` in percent units. Without a rule `rule` is null and the fee reads 0.00: a
 * screen must not show that as "no fee" (quoteTransferFee says "not known" instead).
 * Assumption A-84 (docs/assumptions.md): the fee is rounded half-up to the cent.
 */
export function transferFee(
  amount: string,
  rules: readonly TransferPlane[],
  currency: string,
): TransferFee {
  const rule = applicableFeeRule(amount, rules, currency);
  if (rule === null) {
    return { fee: '0.00', total: addDecimals([amount]), rule: null, known: true };
  }
  const byPercentage = percentOf(amount, decimalOf(rule.percentage));
  const fee = roundDecimal(maxDecimal(decimalOf(rule.flat), byPercentage), 2);
  const known = (KNOWN_FEE_CALCULATORS as readonly string[]).includes(rule.calculator);
  return { fee, total: addDecimals([amount, fee]), rule, known };
}

/** What the review can say of a transfer's fee before it is sent. */
export type TransferFeeQuote =
  | {
      status: 'quoted';
      /** The fee, 2 decimals. */
      fee: string;
      /** Amount plus fee, 2 decimals. */
      total: string;
      rule: TransferPlane;
      /**
       * Why the bank may charge otherwise, or null: `untyped` when the rules are of a param
       * that names no kind of transfer; `calculator` when the rule's calculator is not known.
       */
      estimate: 'untyped' | 'calculator' | null;
    }
  /** No rule of the currency starts at or below the amount: the fee is not known. */
  | { status: 'notKnown' };

/**
 * The fee quoted on review for `amount` by the rules of the transfer (see transferFeeTermsOf):
 * never "no fee" for want of a rule, only when a rule says 0.
 * Assumption A-218 (docs/assumptions.md): no rule of the currency for the amount → not known.
 */
export function quoteTransferFee(
  amount: string,
  terms: { rules: readonly TransferPlane[]; estimate: boolean },
  currency: string,
): TransferFeeQuote {
  const { fee, total, rule, known } = transferFee(amount, terms.rules, currency);
  if (rule === null) return { status: 'notKnown' };
  const estimate = terms.estimate ? 'untyped' : known ? null : 'calculator';
  return { status: 'quoted', fee, total, rule, estimate };
}
