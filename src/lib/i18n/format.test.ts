import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('formats a decimal string in the currency and locale, with its cents', () => {
    expect(formatMoney('16707.14', 'EUR', 'en')).toBe('€16,707.14');
    expect(formatMoney('1234.5', 'GBP', 'en')).toBe('£1,234.50');
    expect(formatMoney('-0.10', 'EUR', 'en')).toBe('-€0.10');
    expect(formatMoney('16707.14', 'EUR', 'de')).toBe('16.707,14\u00a0€');
  });

  it('keeps digits a float would lose', () => {
    expect(formatMoney('90071992547409931.07', 'EUR', 'en')).toBe('€90,071,992,547,409,931.07');
  });

  it('shows the amount in the locale’s digits and the code when Intl refuses the code', () => {
    expect(formatMoney('1234.5', 'E', 'en')).toBe('1,234.5 E');
    expect(formatMoney('-5.00', 'EURO', 'de')).toBe('-5,00 EURO');
  });

  it('shows a value that is not a decimal as it came, with the code', () => {
    expect(formatMoney('n/a', 'EUR', 'en')).toBe('n/a EUR');
    expect(formatMoney('1e3', 'EUR', 'en')).toBe('1e3 EUR');
  });
});
