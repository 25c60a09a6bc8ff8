import { formatMoney } from '../../lib/i18n/format';

/**
 * A decimal string as money of `currency`; when Intl does not know the currency code (it
 * throws on a malformed one), the amount followed by the code.
 */
export function formatAmount(amount: string, currency: string, locale: string): string {
  try {
    return formatMoney(amount, currency, locale);
  } catch {
    return `${amount} ${currency}`;
  }
}
