import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/accounts/schemas';
import type { CryptoOrder, PairInfo } from '../../api/crypto/schemas';
import { createI18n } from '../../lib/i18n/i18n';
import { receivedText } from './order-received';

const i18n = createI18n('en-GB');
/** The words with every kind of space as a plain one (amounts keep their code on the line). */
const words = {
  ...i18n,
  t: ((...args: Parameters<typeof i18n.t>) => i18n.t(...args).replace(/\s/g, ' ')) as typeof i18n.t,
};

const pair: PairInfo = {
  ask: '61000.00',
  bid: '60000.00',
  maxdbc: 8,
  maxdqc: 2,
  orders: {
    market: { mode: 'enabled', minvbc: '0.0001', minvqc: '10' },
    limit: { mode: 'enabled', minvbc: '0.0001', minvqc: '10' },
  },
};

const bitcoin: Account = {
  id: '0190a1b2-0000-7000-8000-000000000002',
  currency: 'BTC',
  status: 'active',
  pending: '0',
  posted: '0',
  title: 'Bitcoin',
};

function order(fields: Partial<CryptoOrder>): CryptoOrder {
  return {
    id: '0190a1b2-0000-7000-8000-000000000001',
    pair: 'BTC/EUR',
    side: 'buy',
    volume: '100.00',
    settings: { type: 'market' },
    state: { status: 'completed' },
    charge: { percentage: 0.5 },
    accountIdTo: bitcoin.id,
    ...fields,
  };
}

describe('receivedText', () => {
  it('works out what a completed limit order brought at its own price, after the fee', () => {
    // Buying: (100.00 − 0.50 fee) ÷ 60,000.00 = 0.00165833 BTC (cut to 8 decimals).
    expect(
      receivedText(
        order({ settings: { type: 'limit', desiredPrice: '60000.00' } }),
        pair,
        [bitcoin],
        words,
      ),
    ).toBe('0.00165833 BTC, at your price of €60,000.00, after the fee');
    // Selling 0.01 BTC: (0.01 − 0.00005) × 61,000.00 = €606.95.
    expect(
      receivedText(
        order({ side: 'sell', volume: '0.01', settings: { type: 'limit', desiredPrice: '61000' } }),
        pair,
        [bitcoin],
        words,
      ),
    ).toBe('€606.95, at your price of €61,000.00, after the fee');
  });

  it('says where a market order’s proceeds went, as its price is not in the answer', () => {
    expect(receivedText(order({}), pair, [bitcoin], words)).toBe(
      'BTC into Bitcoin, at the market price when the order was carried out. The exchange does not send the exact amount: the account shows it.',
    );
    expect(receivedText(order({ accountIdTo: undefined }), pair, [bitcoin], words)).toBe(
      'BTC, at the market price when the order was carried out. The exchange does not send the exact amount: your BTC account shows it.',
    );
  });

  it('says nothing of an order not completed, of an unknown side or of a pair it cannot read', () => {
    expect(receivedText(order({ state: { status: 'open' } }), pair, [bitcoin], words)).toBeNull();
    expect(receivedText(order({ side: 'swap' }), pair, [bitcoin], words)).toBeNull();
    expect(receivedText(order({ pair: 'BTCEUR' }), pair, [bitcoin], words)).toBeNull();
  });
});
