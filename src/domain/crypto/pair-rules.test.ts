import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  feePercentageOf,
  isOrderTypeEnabled,
  marketPrice,
  minimumVolume,
  orderEstimate,
  orderFee,
  pairCurrencies,
  receiveCurrency,
  receiveDecimals,
  spreadOf,
  volumeCurrency,
  volumeDecimals,
  volumeProblem,
} from './pair-rules';
import type { PairInfo } from '../../api/crypto/schemas';

/** A pair as the agreed mock serves BTC/EUR, with limit orders switched off. */
const btcEur: PairInfo = {
  ask: '60012.34',
  bid: '59987.66',
  maxdbc: 8,
  maxdqc: 2,
  orders: {
    market: { mode: 'enabled', minvbc: '0.0001', minvqc: '10' },
    limit: { mode: 'disabled', minvbc: '0.001', minvqc: '25' },
  },
};

describe('units of a pair', () => {
  it('splits a pair and refuses what is not one', () => {
    expect(pairCurrencies('BTC/EUR')).toEqual({ base: 'BTC', quote: 'EUR' });
    expect(pairCurrencies('BTCEUR')).toBeNull();
    expect(pairCurrencies('A/B/C')).toBeNull();
  });

  it('buying spends the quote (maxdqc) and brings the base (maxdbc); selling the reverse', () => {
    expect(volumeCurrency('BTC/EUR', 'buy')).toBe('EUR');
    expect(receiveCurrency('BTC/EUR', 'buy')).toBe('BTC');
    expect(volumeCurrency('BTC/EUR', 'sell')).toBe('BTC');
    expect(receiveCurrency('BTC/EUR', 'sell')).toBe('EUR');
    expect(volumeDecimals(btcEur, 'buy')).toBe(2);
    expect(receiveDecimals(btcEur, 'buy')).toBe(8);
    expect(volumeDecimals(btcEur, 'sell')).toBe(8);
    expect(receiveDecimals(btcEur, 'sell')).toBe(2);
  });

  it('minimum by type and side, type modes, and the market price of each side', () => {
    expect(minimumVolume(btcEur, 'market', 'buy')).toBe('10');
    expect(minimumVolume(btcEur, 'market', 'sell')).toBe('0.0001');
    expect(minimumVolume(btcEur, 'limit', 'buy')).toBe('25');
    expect(minimumVolume(btcEur, 'limit', 'sell')).toBe('0.001');
    expect(isOrderTypeEnabled(btcEur, 'market')).toBe(true);
    expect(isOrderTypeEnabled(btcEur, 'limit')).toBe(false);
    expect(marketPrice(btcEur, 'buy')).toBe('60012.34');
    expect(marketPrice(btcEur, 'sell')).toBe('59987.66');
  });
});

describe('volumeProblem', () => {
  it('accepts the minimum itself and the whole available balance', () => {
    expect(volumeProblem('10', btcEur, 'market', 'buy', '10.00')).toBeNull();
    expect(volumeProblem('0.0001', btcEur, 'market', 'sell')).toBeNull();
  });

  it.each([
    ['9.99', 'buy', undefined, 'belowMinimum'],
    ['0.00009999', 'sell', undefined, 'belowMinimum'],
    ['10.005', 'buy', undefined, 'tooManyDecimals'],
    ['0.000000001', 'sell', undefined, 'tooManyDecimals'],
    ['100.01', 'buy', '100.00', 'aboveAvailable'],
    ['1'.repeat(37), 'buy', undefined, 'tooLong'],
  ] as const)('%s (%s, available %s) → %s', (volume, side, available, problem) => {
    expect(volumeProblem(volume, btcEur, 'market', side, available)).toBe(problem);
  });
});

describe('orderFee', () => {
  it('is in the volume’s currency, rounded half-up to its decimals', () => {
    // Buying spends euros (2 decimals): 11 × 0.5 % = 0.055 → 0.06.
    expect(orderFee({ info: btcEur, side: 'buy', volume: '11', feePercentage: '0.5' })).toBe(
      '0.06',
    );
    // Selling spends bitcoin (8 decimals): 0.0015 × 0.25 % = 0.00000375.
    expect(orderFee({ info: btcEur, side: 'sell', volume: '0.0015', feePercentage: '0.25' })).toBe(
      '0.00000375',
    );
    expect(orderFee({ info: btcEur, side: 'buy', volume: '10', feePercentage: '0' })).toBe('0.00');
  });
});

describe('orderEstimate', () => {
  it('buying 100 EUR at 0.5 %: fee from the volume, the rest at the ask, cut to 8 decimals', () => {
    const estimate = orderEstimate({
      info: btcEur,
      side: 'buy',
      volume: '100',
      feePercentage: feePercentageOf(0.5),
    });
    const fee = new Big('100').times('0.5').div(100);
    const receives = new Big('100').minus(fee).div('60012.34').round(8, Big.roundDown);
    expect(estimate.price).toBe('60012.34');
    expect(estimate.fee).toBe(fee.toFixed(2));
    expect(estimate.exchanged).toBe('99.5');
    expect(estimate.receives).toBe(receives.toFixed(8));
  });

  it('selling 0.0015 BTC at 0.25 %: the rest at the bid, cut to 2 decimals', () => {
    const estimate = orderEstimate({
      info: btcEur,
      side: 'sell',
      volume: '0.0015',
      feePercentage: '0.25',
    });
    const fee = new Big('0.0015').times('0.25').div(100).round(8, Big.roundHalfUp);
    const receives = new Big('0.0015').minus(fee).times('59987.66').round(2, Big.roundDown);
    expect(estimate.fee).toBe(fee.toFixed(8));
    expect(estimate.receives).toBe(receives.toFixed(2));
  });

  it('rounds a fee of a fraction of a cent half-up, and takes a limit order’s own price', () => {
    const estimate = orderEstimate({
      info: btcEur,
      side: 'buy',
      volume: '13.00',
      feePercentage: '0.5',
      price: '50000',
    });
    // 13.00 × 0.5 % = 0.065 exactly: half-up gives 0.07, where cutting the fraction off or
    // rounding half to even would give 0.06.
    expect(estimate.fee).toBe('0.07');
    expect(estimate.price).toBe('50000');
    expect(estimate.receives).toBe(new Big('12.93').div('50000').toFixed(8));
  });

  it('charges nothing without a fee', () => {
    const estimate = orderEstimate({ info: btcEur, side: 'buy', volume: '10', feePercentage: '0' });
    expect(estimate.fee).toBe('0.00');
    expect(estimate.exchanged).toBe('10');
  });
});

describe('spreadOf', () => {
  it('is ask − bid, and in per cent of the mid price rounded to 2 decimals', () => {
    const ask = new Big(btcEur.ask);
    const bid = new Big(btcEur.bid);
    const percent = ask.minus(bid).div(ask.plus(bid).div(2)).times(100).round(2, Big.roundHalfUp);
    expect(spreadOf(btcEur)).toEqual({ absolute: '24.68', percent: percent.toFixed(2) });
  });

  it('keeps every decimal of prices quoted finer than the quote currency', () => {
    // bid 0.9201, ask 0.9214: 0.0013 apart, 0.0013 ÷ 0.92075 = 0.1412 % of the mid price.
    expect(spreadOf({ ...btcEur, ask: '0.9214', bid: '0.9201' })).toEqual({
      absolute: '0.0013',
      percent: '0.14',
    });
  });

  it('a spread under 0.01 % keeps two significant digits instead of reading 0.00', () => {
    // 0.01 ÷ 60000.005 × 100 = 0.0000166666… %.
    expect(spreadOf({ ...btcEur, ask: '60000.01', bid: '60000.00' })).toEqual({
      absolute: '0.01',
      percent: '0.000017',
    });
  });

  it('says 0 for a pair without prices', () => {
    expect(spreadOf({ ...btcEur, ask: '0', bid: '0' })).toEqual({ absolute: '0', percent: '0.00' });
  });
});
