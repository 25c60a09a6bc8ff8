import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { companyIdOf, cryptoAccountOf, placedOrderId, setPrices } from './crypto/test-helpers';
import { createTestBank, type TestBank } from './test-bank';

// An order that names no accounts (the public reference's body): the exchange picks the
// paying account and the receiving one, opening a holding when the party has none.

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
  setPrices(bank, { 'BTC/EUR': { ask: '60000.00', bid: '59000.00' } });
});

const BUY = { pair: 'BTC/EUR', side: 'buy', volume: '100.00', settings: { type: 'market' } };
const place = (body: unknown, as = 'ada', query = '') =>
  call('POST', `/crypto-exchange/orders${query}`, { as, body });
const accountsOf = (login: string) =>
  (bank.state.users.get(login)?.accounts ?? []).map((account) => [
    account.title,
    account.currency,
    account.available,
  ]);

describe('POST /crypto-exchange/orders with {pair, side, volume, settings} only', () => {
  it('ada: pays from Everyday euros, receives into Bitcoin; the order names both', async () => {
    const id = placedOrderId(await place(BUY));
    expect(cryptoAccountOf(bank, 'ada', 'Everyday euros')).toMatchObject({
      available: '11957.91',
      holding: '2451.19', // 2351.19 held before, and the 100.00
    });
    advance(5000);
    expect(await call('GET', `/crypto-exchange/orders/${id}`)).toMatchObject({
      status: 200,
      body: {
        accountIdFrom: cryptoAccountOf(bank, 'ada', 'Everyday euros').id,
        accountIdTo: cryptoAccountOf(bank, 'ada', 'Bitcoin').id,
        state: { status: 'completed' },
      },
    });
    // 0.05 + (100.00 − 0.50) ÷ 60000.00, cut to 8 decimals.
    expect(cryptoAccountOf(bank, 'ada', 'Bitcoin').available).toBe('0.05165833');
  });

  it('grace, who holds no bitcoin: a BTC holding is opened for her and receives the order', async () => {
    const id = placedOrderId(await place(BUY, 'grace'));
    expect(accountsOf('grace')).toEqual([
      ['Grace euros', 'EUR', '7007.17'],
      ['Grace pounds', 'GBP', '6585.86'],
      ['BTC holding', 'BTC', '0.00000000'],
    ]);
    advance(5000);
    await call('GET', '/v1/accounts', { as: 'grace' });
    expect(cryptoAccountOf(bank, 'grace', 'BTC holding')).toMatchObject({
      available: '0.00165833',
      status: 'activated',
      companyId: null,
    });
    expect(await call('GET', `/crypto-exchange/orders/${id}`, { as: 'grace' })).toMatchObject({
      body: { accountIdTo: cryptoAccountOf(bank, 'grace', 'BTC holding').id },
    });
    expect((await call('GET', '/v1/accounts', { as: 'grace' })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency: 'BTC' })]),
    );
  });

  it('a refused order opens nothing: grace buying for 9.99 EUR', async () => {
    expect(await place({ ...BUY, volume: '9.99' }, 'grace')).toEqual({
      status: 400,
      body: { message: 'Volume is below the minimum for this pair' },
    });
    expect(accountsOf('grace')).toEqual([
      ['Grace euros', 'EUR', '7107.17'],
      ['Grace pounds', 'GBP', '6585.86'],
    ]);
  });

  it('nothing to pay with: grace selling bitcoin she does not hold → 400', async () => {
    expect(await place({ ...BUY, side: 'sell', volume: '0.01' }, 'grace')).toEqual({
      status: 400,
      body: { message: 'Account balance is not enough' },
    });
    expect(accountsOf('grace')).toHaveLength(2);
  });

  it('a company pays from its account in the currency with the most available', async () => {
    const corporation = companyIdOf(bank, 'acme', 'Acme Corporation');
    cryptoAccountOf(bank, 'acme', 'Savings').available = '20000.00';
    placedOrderId(await place(BUY, 'acme', `?companyId=${corporation}`));
    expect(cryptoAccountOf(bank, 'acme', 'Savings')).toMatchObject({
      available: '19900.00',
      holding: '423.41', // 323.41 held before, and the 100.00
    });
    expect(cryptoAccountOf(bank, 'acme', 'Acme operating').available).toBe('9298.28');
    advance(5000);
    await call('GET', '/v1/accounts', { as: 'acme' });
    // 0.75 + 0.00165833 into Acme bitcoin, the company's own holding.
    expect(cryptoAccountOf(bank, 'acme', 'Acme bitcoin').available).toBe('0.75165833');
  });

  it('named accounts are still held to (first reading): both named, or one of them', async () => {
    const bitcoin = cryptoAccountOf(bank, 'ada', 'Bitcoin');
    const pounds = cryptoAccountOf(bank, 'ada', 'Pounds');
    expect(await place({ ...BUY, accountIdFrom: pounds.id })).toEqual({
      status: 400,
      body: { message: 'Account currency does not match the pair' },
    });
    expect((await place({ ...BUY, accountIdTo: bitcoin.id })).status).toBe(201);
  });
});
