import { describe, expect, it } from 'vitest';
import { matchesUnknownOrder, type UnknownOrder } from './order-search';
import type { CryptoOrder } from './schemas';

const sent: UnknownOrder = {
  body: { pair: 'BTC/EUR', side: 'buy', volume: '100', settings: { type: 'market' } },
  companyId: undefined,
  sentAt: '2026-03-01T10:00:00.000Z',
};

/** The order as an exchange records it: with the accounts it chose itself. */
const recorded: CryptoOrder = {
  id: '01890a5d-ac96-774b-bcce-b302099a8057',
  pair: 'BTC/EUR',
  side: 'buy',
  volume: '100.00',
  settings: { type: 'market' },
  state: { status: 'initiated' },
  accountIdFrom: '6f1c2b9e-3d4a-4c5b-8e7f-1a2b3c4d5e6f',
  accountIdTo: '7a2d3c0f-4e5b-4d6c-9f80-2b3c4d5e6f70',
  createdAt: '2026-03-01T10:00:01.000Z',
};

describe('matchesUnknownOrder', () => {
  it('finds an order sent without accounts, whatever accounts the exchange chose', () => {
    expect(matchesUnknownOrder(recorded, sent)).toBe(true);
  });

  it('tells apart an order sent with other accounts, and one of another volume', () => {
    const withAccounts = {
      ...sent,
      body: {
        ...sent.body,
        accountIdFrom: recorded.accountIdTo,
        accountIdTo: recorded.accountIdTo,
      },
    };
    expect(matchesUnknownOrder(recorded, withAccounts)).toBe(false);
    expect(matchesUnknownOrder({ ...recorded, volume: '100.01' }, sent)).toBe(false);
  });
});
