import { describe, expect, it } from 'vitest';
import { formatCryptoAmount, formatMoney, formatPercent } from './format';

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

describe('formatCryptoAmount', () => {
  it('shows a crypto amount with up to its decimals and its code after it', () => {
    expect(formatCryptoAmount('0.00165833', 'BTC', 8, 'en')).toBe('0.00165833\u00a0BTC');
    expect(formatCryptoAmount('1', 'BTC', 8, 'en')).toBe('1.00\u00a0BTC');
    expect(formatCryptoAmount('0.00165833', 'BTC', 8, 'de')).toBe('0,00165833\u00a0BTC');
    expect(formatCryptoAmount('12345.5', 'USDT', 6, 'en')).toBe('12,345.50\u00a0USDT');
  });

  it('cuts decimals beyond the limit instead of rounding up', () => {
    expect(formatCryptoAmount('0.123456789', 'ETH', 8, 'en')).toBe('0.12345678\u00a0ETH');
  });

  it('keeps the money format for an ISO currency', () => {
    expect(formatCryptoAmount('99.5', 'EUR', 2, 'en')).toBe('€99.50');
    expect(formatCryptoAmount('60012.3456', 'EUR', 4, 'en')).toBe('€60,012.3456');
    expect(formatCryptoAmount('n/a', 'BTC', 8, 'en')).toBe('n/a BTC');
  });
});

describe('formatPercent', () => {
  it('shows per cent with two decimals in the locale', () => {
    expect(formatPercent('0.5', 'en')).toBe('0.50%');
    expect(formatPercent('0.04', 'en')).toBe('0.04%');
    expect(formatPercent('0.5', 'de')).toBe('0,50\u00a0%');
  });
});
