import { describe, expect, it } from 'vitest';
import { holdingValue } from './holding-value';

const pairs = {
  'BTC/EUR': { bid: '60990.50' },
  'BTC/GBP': { bid: '52000.00' },
  'ETH/EUR': { bid: '3000.10' },
};

describe('holdingValue', () => {
  it('values a holding at the bid, in the first of the customer’s currencies quoted', () => {
    expect(holdingValue('0.12345678', 'BTC', pairs, ['GBP', 'EUR'])).toEqual({
      value: '6419.75',
      currency: 'GBP',
      price: '52000.00',
    });
    // 0.12345678 × 60990.5 = 7529.690...
    expect(holdingValue('0.12345678', 'BTC', pairs, ['EUR'])).toEqual({
      value: '7529.69',
      currency: 'EUR',
      price: '60990.50',
    });
  });

  it('falls back to the first pair the exchange lists for the holding', () => {
    expect(holdingValue('2', 'ETH', pairs, ['USD'])).toEqual({
      value: '6000.20',
      currency: 'EUR',
      price: '3000.10',
    });
  });

  it('leaves an empty holding unvalued: "worth about €0.00" says nothing (issue 38)', () => {
    expect(holdingValue('0', 'ETH', pairs, ['EUR'])).toBeNull();
    expect(holdingValue('0.00000000', 'ETH', pairs, ['EUR'])).toBeNull();
    expect(holdingValue('0.00000001', 'ETH', pairs, ['EUR'])).toEqual({
      value: '0.00',
      currency: 'EUR',
      price: '3000.10',
    });
  });

  it('shows nothing without a usable price or amount', () => {
    expect(holdingValue('1', 'SOL', pairs, ['EUR'])).toBeNull();
    expect(holdingValue('1', 'BTC', { 'BTC/EUR': { bid: '0' } }, ['EUR'])).toBeNull();
    expect(holdingValue('1', 'BTC', { 'BTC/EUR': { bid: 'n/a' } }, ['EUR'])).toBeNull();
    expect(holdingValue('1', 'BTC', { 'BTC/EUR': { bid: '-5' } }, ['EUR'])).toBeNull();
    expect(holdingValue('lots', 'BTC', pairs, ['EUR'])).toBeNull();
  });
});
