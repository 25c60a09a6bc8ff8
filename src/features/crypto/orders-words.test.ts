import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { orderTitle, typeText, volumeText } from './orders-words';

const words = createI18n('en-GB');
const order = { pair: 'BTC/EUR', side: 'buy', volume: '100' } as const;

describe('typeText', () => {
  it('names the spec’s types in words', () => {
    expect(typeText({ ...order, settings: { type: 'market' } }, words)).toBe('Market order');
    expect(typeText({ ...order, settings: { type: 'limit', desiredPrice: '61000' } }, words)).toBe(
      'Limit order at €61,000.00',
    );
  });

  it('an order of a type the app does not know reads its type readably, not as a limit', () => {
    const stop = { ...order, settings: { type: 'stop_loss', desiredPrice: '50000' } };
    expect(typeText(stop, words)).toBe('Stop loss order');
  });
});

describe('an order of a side the spec does not list', () => {
  const short = { pair: 'BTC/EUR', side: 'short_sell', volume: '0.5' };

  it('reads its side readably and its volume as given, with no currency guessed', () => {
    expect(orderTitle(short, words)).toBe('Short sell BTC/EUR');
    expect(volumeText(short, words)).toBe('Amount: 0.5');
  });
});
