import { describe, expect, it } from 'vitest';
import type { TransferPlane } from '../../api/contracts/schemas';
import { describeFeeRule, formatContractAmount, formatPercentage } from './fee-rule';

const rule = (fields: Partial<TransferPlane>): TransferPlane => ({
  currency: 'EUR',
  calculator: 'max',
  from: 0,
  flat: 1,
  percentage: 0.5,
  ...fields,
});

describe('describeFeeRule', () => {
  it('reads a "max" rule as a percentage with a minimum; a lower bound only when above zero', () => {
    expect(describeFeeRule(rule({}), 'en')).toBe('0.5%, at least €1.00');
    expect(describeFeeRule(rule({ currency: 'GBP', from: 100 }), 'en')).toBe(
      '0.5%, at least £1.00, on amounts from £100.00',
    );
    expect(describeFeeRule(rule({ currency: 'USD', flat: 0.5, percentage: 0.25 }), 'en')).toBe(
      '0.25%, at least $0.50',
    );
  });

  it('leaves out the parts that are zero', () => {
    expect(describeFeeRule(rule({ flat: 0, percentage: 0.2 }), 'en')).toBe('0.2%');
    expect(describeFeeRule(rule({ flat: 2.5, percentage: 0 }), 'en')).toBe('€2.50 per transfer');
    expect(describeFeeRule(rule({ flat: 0, percentage: 0 }), 'en')).toBe('No fee');
    expect(describeFeeRule(rule({ flat: 0, percentage: 0, from: 50 }), 'en')).toBe(
      'No fee, on amounts from €50.00',
    );
  });

  it('gives both parts of a calculator it does not know, without the calculator’s name', () => {
    expect(describeFeeRule(rule({ calculator: 'sum' }), 'en')).toBe(
      '0.5% and €1.00, as the bank works it out',
    );
  });

  it('leaves out a zero part of a calculator it does not know', () => {
    expect(describeFeeRule(rule({ calculator: 'percentage', flat: 0 }), 'en')).toBe(
      '0.5%, as the bank works it out',
    );
    expect(describeFeeRule(rule({ calculator: 'fixed', percentage: 0 }), 'en')).toBe(
      '€1.00, as the bank works it out',
    );
  });

  it('keeps the exact decimal of values that are not exact in binary', () => {
    // 0.1 and 0.3 have no exact binary form; 0.1 * 3 / 100 in floats would show noise.
    expect(describeFeeRule(rule({ percentage: 0.3, flat: 0.1, from: 0.3 }), 'en')).toBe(
      '0.3%, at least €0.10, on amounts from €0.30',
    );
    expect(formatPercentage(0.07, 'en')).toBe('0.07%');
    expect(formatPercentage(1.1, 'en')).toBe('1.1%');
    expect(formatPercentage(12.345, 'en')).toBe('12.345%');
  });

  it('formats for the locale', () => {
    expect(describeFeeRule(rule({ from: 1000 }), 'en-GB')).toBe(
      '0.5%, at least €1.00, on amounts from €1,000.00',
    );
    expect(formatPercentage(0.5, 'de')).toBe('0,5\u00a0%');
    expect(formatContractAmount(1000, 'EUR', 'de')).toBe('1.000,00\u00a0€');
  });
});

describe('formatPercentage', () => {
  it('takes percent units: 0.5 is half a percent, 100 is all', () => {
    expect(formatPercentage(0.5, 'en')).toBe('0.5%');
    expect(formatPercentage(100, 'en')).toBe('100%');
    expect(formatPercentage(0, 'en')).toBe('0%');
  });

  it('copes with numbers that JavaScript writes with an exponent', () => {
    expect(String(0.0000005)).toBe('5e-7');
    expect(formatPercentage(0.0000005, 'en')).toBe('0.0000005%');
    expect(formatPercentage(1e21, 'en')).toBe('1,000,000,000,000,000,000,000%');
  });
});

describe('formatContractAmount', () => {
  it('formats in the currency, or shows the code when Intl does not know it', () => {
    expect(formatContractAmount(1, 'EUR', 'en')).toBe('€1.00');
    expect(formatContractAmount(1.5, 'X', 'en')).toBe('1.5 X');
  });
});
