import { describe, expect, it } from 'vitest';
import { isIsoCurrency } from './currency';

describe('isIsoCurrency', () => {
  it('knows the bank’s money and not crypto holdings', () => {
    expect(['EUR', 'GBP', 'USD', 'eur'].map(isIsoCurrency)).toEqual([true, true, true, true]);
    expect(['BTC', 'ETH'].map(isIsoCurrency)).toEqual([false, false]);
  });
});
