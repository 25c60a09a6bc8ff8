import { describe, expect, it } from 'vitest';
import { flowOf, formatSignedAmount, signedAmount } from './signed-amount';

describe('flowOf', () => {
  it('reads in/out (and incoming/outgoing) in any case; anything else is unknown', () => {
    expect(flowOf('in')).toBe('in');
    expect(flowOf('IN')).toBe('in');
    expect(flowOf('incoming')).toBe('in');
    expect(flowOf('out')).toBe('out');
    expect(flowOf(' Outgoing ')).toBe('out');
    expect(flowOf('internal')).toBe('unknown');
    expect(flowOf('')).toBe('unknown');
    expect(flowOf(undefined)).toBe('unknown');
    expect(flowOf(null)).toBe('unknown');
  });
});

describe('signedAmount', () => {
  it('prefixes money out with a minus and marks money in with a plus, keeping the digits', () => {
    expect(signedAmount('25.50', 'in')).toEqual({ flow: 'in', decimal: '25.50', sign: '+' });
    expect(signedAmount('25.50', 'out')).toEqual({ flow: 'out', decimal: '-25.50', sign: '-' });
    // Far beyond what a float holds exactly: the string is never converted.
    expect(signedAmount('90071992547409931.07', 'out').decimal).toBe('-90071992547409931.07');
    expect(signedAmount('0.10', 'in').decimal).toBe('0.10');
  });

  it('drops a sign the API sent when the direction is known', () => {
    expect(signedAmount('-25.50', 'out')).toEqual({ flow: 'out', decimal: '-25.50', sign: '-' });
    expect(signedAmount('+25.50', 'out').decimal).toBe('-25.50');
    expect(signedAmount('-25.50', 'in')).toEqual({ flow: 'in', decimal: '25.50', sign: '+' });
  });

  it('zero has no sign', () => {
    expect(signedAmount('0.00', 'out')).toEqual({ flow: 'out', decimal: '0.00', sign: '' });
    expect(signedAmount('0', 'in')).toEqual({ flow: 'in', decimal: '0', sign: '' });
  });

  it('an unknown direction adds no sign and keeps the API’s own minus', () => {
    expect(signedAmount('25.50', 'sideways')).toEqual({
      flow: 'unknown',
      decimal: '25.50',
      sign: '',
    });
    expect(signedAmount('-25.50', undefined)).toEqual({
      flow: 'unknown',
      decimal: '-25.50',
      sign: '-',
    });
    expect(signedAmount('+25.50', undefined).decimal).toBe('25.50');
  });

  it('something that is not a decimal gives no decimal', () => {
    for (const amount of ['', 'abc', '1e3', '1,000.00', '1.', '.5', '--1', 'NaN']) {
      expect(signedAmount(amount, 'in').decimal).toBeNull();
    }
  });
});

describe('formatSignedAmount', () => {
  it('formats with the currency and shows the sign in front (a true minus, U+2212)', () => {
    expect(formatSignedAmount('1234.5', 'in', 'EUR', 'en-GB')).toBe('+€1,234.50');
    expect(formatSignedAmount('1234.56', 'out', 'EUR', 'en-GB')).toBe('\u2212€1,234.56');
    expect(formatSignedAmount('0.10', 'out', 'GBP', 'en-GB')).toBe('\u2212£0.10');
    expect(formatSignedAmount('0.00', 'out', 'GBP', 'en-GB')).toBe('£0.00');
    expect(formatSignedAmount('7.00', 'unknown', 'EUR', 'en-GB')).toBe('€7.00');
  });

  it('uses the locale’s own placement of the currency and minus', () => {
    expect(formatSignedAmount('1234.56', 'out', 'EUR', 'de-DE')).toBe('\u22121.234,56\u00a0€');
    expect(formatSignedAmount('1234.56', 'in', 'EUR', 'de-DE')).toBe('+1.234,56\u00a0€');
  });

  it('keeps digits a float would round', () => {
    expect(formatSignedAmount('90071992547409931.07', 'in', 'EUR', 'en-GB')).toBe(
      '+€90,071,992,547,409,931.07',
    );
  });

  it('shows an amount that is not a decimal, or an unusable currency, as text', () => {
    expect(formatSignedAmount('n/a', 'in', 'EUR', 'en-GB')).toBe('n/a EUR');
    expect(formatSignedAmount('5.00', 'out', 'E', 'en-GB')).toBe('\u22125.00 E');
  });
});
