import { formatMoney } from '../../lib/i18n/format';
import { isZeroDecimal, splitSign } from '../../utils/decimal-text';
import { flowOf, type TransactionFlow } from '../../domain/transactions/flow';

export { flowOf, type TransactionFlow } from '../../domain/transactions/flow';

export interface SignedAmount {
  flow: TransactionFlow;
  /** A decimal string with a leading `-` for money out; null when `amount` is not a decimal. */
  decimal: string | null;
  /** The sign shown in front of the amount: `+` in, `-` out, none for zero or an unknown flow. */
  sign: '+' | '-' | '';
}

/**
 * The signed decimal of a transaction, built by string prefix (never through a float).
 */
// Assumption A-50 (docs/assumptions.md): amount is unsigned; direction gives the sign.
export function signedAmount(amount: string, direction: string | null | undefined): SignedAmount {
  const flow = flowOf(direction);
  const parts = splitSign(amount);
  if (!parts) return { flow, decimal: null, sign: '' };
  const { sign: ownSign, magnitude } = parts;
  if (flow === 'unknown') {
    return {
      flow,
      decimal: `${ownSign === '-' ? '-' : ''}${magnitude}`,
      sign: ownSign === '-' ? '-' : '',
    };
  }
  if (isZeroDecimal(magnitude)) return { flow, decimal: magnitude, sign: '' };
  return flow === 'in'
    ? { flow, decimal: magnitude, sign: '+' }
    : { flow, decimal: `-${magnitude}`, sign: '-' };
}

/**
 * The amount as a person reads it: `+€25.50` in, `−€25.50` (a true minus) out, in the locale's
 * currency format. An amount that is not a decimal is shown as the API sent it, with its code.
 */
export function formatSignedAmount(
  amount: string,
  direction: string | null | undefined,
  currency: string,
  locale: string,
): string {
  const { decimal, sign } = signedAmount(amount, direction);
  if (decimal === null) return `${amount} ${currency}`;
  const formatted = formatMoney(decimal, currency, locale);
  // Intl places the minus itself; the plus goes in front.
  return sign === '+' ? `+${formatted}` : formatted;
}
