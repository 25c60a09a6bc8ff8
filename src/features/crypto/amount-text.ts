import { formatCryptoAmount } from '../../lib/i18n/format';
import { isIsoCurrency } from '../../utils/currency';
import { decimalPlaces, isDecimal } from '../../utils/decimal-text';

const usual = new Map<string, number>();

/** The decimals a currency is usually written with (2 for EUR, 0 for JPY; 0 for crypto). */
function usualDecimals(currency: string): number {
  const code = currency.toUpperCase();
  if (!isIsoCurrency(code)) return 0;
  let decimals = usual.get(code);
  if (decimals === undefined) {
    decimals =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    usual.set(code, decimals);
  }
  return decimals;
}

// Assumption A-202 (docs/assumptions.md): prices and amounts at the precision the API gives.
/**
 * A price or amount of the exchange in words, never with fewer decimals than it was given
 * with: at least its own decimals, the pair's (`decimals`, maxdqc or maxdbc) and the
 * currency's usual ones ("0.9201" EUR → €0.9201, "60012.3" EUR → €60,012.30).
 */
export function exchangeAmountText(
  value: string,
  currency: string,
  decimals: number,
  locale: string,
): string {
  const own = isDecimal(value.trim()) ? decimalPlaces(value.trim()) : 0;
  const shown = Math.max(decimals, own, usualDecimals(currency));
  return formatCryptoAmount(value, currency, shown, locale);
}

/** A percentage given in per cent ("0.14" → "0.14%", "0.000017" → "0.000017%"), every decimal. */
export function exactPercentText(percent: string, locale: string): string {
  const value = percent.trim();
  if (!isDecimal(value)) return `${percent} %`;
  const digits = Math.max(2, decimalPlaces(value));
  // The point moved two places in the text, so Intl's percent style shows it as given.
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(`${value}E-2` as Intl.StringNumericLiteral);
}
