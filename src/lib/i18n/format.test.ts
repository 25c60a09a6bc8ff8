import { describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatCryptoAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  formatPercentAsGiven,
} from './format';
import { formatPhone } from './format-phone';

const MINUS = '\u2212';

describe('formatMoney', () => {
  it('formats a decimal string in the currency and locale, with its cents', () => {
    expect(formatMoney('16707.14', 'EUR', 'en-GB')).toBe('€16,707.14');
    expect(formatMoney('1234.5', 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMoney('16707.14', 'EUR', 'de-DE')).toBe('16.707,14\u00a0€');
  });

  it('writes a negative amount with a true minus (U+2212), where the locale puts its sign', () => {
    expect(formatMoney('-0.10', 'EUR', 'en-GB')).toBe(`${MINUS}€0.10`);
    expect(formatMoney('-5', 'EUR', 'de-DE')).toBe(`${MINUS}5,00\u00a0€`);
    expect(formatMoney('-1234.5', 'GBP', 'en-GB')).not.toContain('-');
  });

  it('keeps digits a float would lose', () => {
    expect(formatMoney('90071992547409931.07', 'EUR', 'en-GB')).toBe('€90,071,992,547,409,931.07');
  });

  it('shows the amount in the locale’s digits and the code when Intl refuses the code', () => {
    expect(formatMoney('1234.5', 'E', 'en-GB')).toBe('1,234.5 E');
    expect(formatMoney('-5.00', 'EURO', 'de-DE')).toBe(`${MINUS}5,00 EURO`);
  });

  it('shows a value that is not a decimal as it came, with the code', () => {
    expect(formatMoney('n/a', 'EUR', 'en-GB')).toBe('n/a EUR');
    expect(formatMoney('1e3', 'EUR', 'en-GB')).toBe('1e3 EUR');
  });
});

describe('formatCryptoAmount', () => {
  it('shows a crypto amount with up to its decimals and its code after it', () => {
    expect(formatCryptoAmount('0.00165833', 'BTC', 8, 'en-GB')).toBe('0.00165833\u00a0BTC');
    expect(formatCryptoAmount('1', 'BTC', 8, 'en-GB')).toBe('1.00\u00a0BTC');
    expect(formatCryptoAmount('0.00165833', 'BTC', 8, 'de-DE')).toBe('0,00165833\u00a0BTC');
    expect(formatCryptoAmount('12345.5', 'USDT', 6, 'en-GB')).toBe('12,345.50\u00a0USDT');
    expect(formatCryptoAmount('-0.5', 'BTC', 8, 'en-GB')).toBe(`${MINUS}0.50\u00a0BTC`);
  });

  it('cuts decimals beyond the limit instead of rounding up', () => {
    expect(formatCryptoAmount('0.123456789', 'ETH', 8, 'en-GB')).toBe('0.12345678\u00a0ETH');
  });

  it('keeps the money format for an ISO currency', () => {
    expect(formatCryptoAmount('99.5', 'EUR', 2, 'en-GB')).toBe('€99.50');
    expect(formatCryptoAmount('60012.3456', 'EUR', 4, 'en-GB')).toBe('€60,012.3456');
    expect(formatCryptoAmount('n/a', 'BTC', 8, 'en-GB')).toBe('n/a BTC');
  });
});

describe('formatPercent', () => {
  it('shows per cent with two decimals in the locale', () => {
    expect(formatPercent('0.5', 'en-GB')).toBe('0.50%');
    expect(formatPercent('0.04', 'en-GB')).toBe('0.04%');
    expect(formatPercent('0.5', 'de-DE')).toBe('0,50\u00a0%');
  });
});

describe('formatPercentAsGiven', () => {
  it('keeps every decimal the bank gave, in the locale', () => {
    expect(formatPercentAsGiven('0.5', 'en-GB')).toBe('0.5%');
    expect(formatPercentAsGiven('12.345', 'en-GB')).toBe('12.345%');
    expect(formatPercentAsGiven(' 0.0000005 ', 'en-GB')).toBe('0.0000005%');
    expect(formatPercentAsGiven('0.5', 'de-DE')).toBe('0,5\u00a0%');
  });

  it('shows a value that is not a decimal as given', () => {
    expect(formatPercentAsGiven('n/a', 'en-GB')).toBe('n/a %');
  });
});

describe('formatCount', () => {
  it('groups a count as the locale does', () => {
    expect(formatCount(1234, 'en-GB')).toBe('1,234');
    expect(formatCount(1234, 'de-DE')).toBe('1.234');
    expect(formatCount(7, 'de-DE')).toBe('7');
  });
});

describe('dates', () => {
  it('shows a moment as date and time of day in the locale (the zone of the machine)', () => {
    // 20:51 local time on 21 November 2026, whatever the machine's zone.
    const moment = new Date(2026, 10, 21, 20, 51).toISOString();
    expect(formatDateTime(moment, 'en-GB')).toBe('21 Nov 2026, 20:51');
    expect(formatDateTime(moment, 'de-DE')).toBe('21.11.2026, 20:51');
  });

  it('shows a calendar date in the same style, without shifting its day', () => {
    expect(formatDate('2026-11-21', 'en-GB')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21', 'de-DE')).toBe('21.11.2026');
  });
});

describe('formatPhone', () => {
  it('shows an E.164 number in its international format', () => {
    expect(formatPhone('+442079460000')).toBe('+44 20 7946 0000');
    expect(formatPhone('+4930901820')).toBe('+49 30 901820');
  });

  it('shows a number it cannot read as given', () => {
    expect(formatPhone('0800 123')).toBe('0800 123');
    expect(formatPhone('')).toBe('');
  });
});

describe('formatters', () => {
  it('are built once per locale and options, and still format each value as given', () => {
    const Real = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    } as typeof Intl.NumberFormat);
    expect(formatMoney('1234.5', 'EUR', 'en-IE')).toBe('€1,234.50');
    expect(formatMoney('-0.75', 'EUR', 'en-IE')).toBe('−€0.75');
    expect(formatMoney('2', 'GBP', 'en-IE')).toBe('£2.00');
    // One for euros, one for pounds: the second euro amount reused the first formatter.
    expect(built).toHaveBeenCalledTimes(2);
    // A count, however often it is drawn (the history's reading progress, page after page).
    expect(formatCount(1200, 'en-IE')).toBe('1,200');
    expect(formatCount(1300, 'en-IE')).toBe('1,300');
    expect(built).toHaveBeenCalledTimes(3);
  });
});
