import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import {
  acmeCorporationSale,
  companyIdOf,
  cryptoAccountOf,
  orderBody,
  setPrices,
} from './crypto/test-helpers';
import { createTestBank, type TestBank } from './test-bank';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'];

beforeEach(() => {
  ({ bank, call } = createTestBank({ start: START }));
  setPrices(bank, { 'BTC/EUR': { ask: '60000.00', bid: '59000.00' } });
});

const ada = (title: string) => cryptoAccountOf(bank, 'ada', title);
const place = (body: unknown, as = 'ada', query = '') =>
  call('POST', `/crypto-exchange/orders${query}`, { as, body });
const refusal = (status: number, message: string) => ({ status, body: { message } });
const buy = (fields: Partial<Parameters<typeof orderBody>[0]> = {}) =>
  orderBody({ from: ada('Everyday euros'), to: ada('Bitcoin'), ...fields });
const sell = (fields: Partial<Parameters<typeof orderBody>[0]> = {}) =>
  orderBody({
    side: 'sell',
    volume: '0.01',
    from: ada('Bitcoin'),
    to: ada('Everyday euros'),
    ...fields,
  });

/** Every balance of every user, to prove a refusal moved nothing. */
const balances = () =>
  [...bank.state.users.values()].flatMap((user) =>
    user.accounts.map((account) => `${account.id}:${account.available}:${account.holding}`),
  );

describe('POST /crypto-exchange/orders: each refusal, with its message, booking nothing', () => {
  const cases: [string, () => unknown, number, string][] = [
    [
      'a volume of 37 characters',
      () => buy({ volume: `1.${'0'.repeat(35)}` }),
      400,
      'Volume is longer than 36 characters',
    ],
    [
      'a limit order without desiredPrice',
      () => buy({ settings: { type: 'limit' } }),
      400,
      'Desired price is required for a limit order',
    ],
    ['a volume as a number', () => buy({ volume: 100 }), 400, 'Invalid payload'],
    ['a volume with a sign', () => buy({ volume: '-100' }), 400, 'Invalid payload'],
    ['an unknown side', () => ({ ...buy(), side: 'hold' }), 400, 'Invalid payload'],
    ['an unknown order type', () => buy({ settings: { type: 'stop' } }), 400, 'Invalid payload'],
    ['an accountIdTo that is not a uuid', () => buy({ to: 'bitcoin' }), 400, 'Invalid payload'],
    [
      'a pair the exchange does not list',
      () => buy({ pair: 'DOGE/EUR' }),
      400,
      'Pair is not supported',
    ],
    ['a pair in lower case', () => buy({ pair: 'btc/eur' }), 400, 'Pair is not supported'],
    [
      'a limit order on ETH/EUR (limit disabled there)',
      () =>
        buy({
          pair: 'ETH/EUR',
          to: ada('Ether'),
          settings: { type: 'limit', desiredPrice: '2000.00' },
        }),
      400,
      'Order type is disabled for this pair',
    ],
    ['a volume of zero', () => buy({ volume: '0.00' }), 400, 'Volume must be greater than zero'],
    [
      'buying for 9.99 EUR (minvqc 10)',
      () => buy({ volume: '9.99' }),
      400,
      'Volume is below the minimum for this pair',
    ],
    [
      'selling 0.00009 BTC (minvbc 0.0001)',
      () => sell({ volume: '0.00009' }),
      400,
      'Volume is below the minimum for this pair',
    ],
    [
      'buying for 100.001 EUR (maxdqc 2)',
      () => buy({ volume: '100.001' }),
      400,
      'Volume has too many decimal places for this pair',
    ],
    [
      'selling 0.000100001 BTC (maxdbc 8)',
      () => sell({ volume: '0.000100001' }),
      400,
      'Volume has too many decimal places for this pair',
    ],
    [
      'a desired price with 3 decimals',
      () => buy({ settings: { type: 'limit', desiredPrice: '55000.001' } }),
      400,
      'Desired price is not valid for this pair',
    ],
    [
      'a desired price of zero',
      () => buy({ settings: { type: 'limit', desiredPrice: '0' } }),
      400,
      'Desired price is not valid for this pair',
    ],
    [
      'buying BTC/EUR from the GBP account',
      () => buy({ from: ada('Pounds') }),
      400,
      'Account currency does not match the pair',
    ],
    [
      'buying into the Ether account',
      () => buy({ to: ada('Ether') }),
      400,
      'Account currency does not match the pair',
    ],
    [
      'selling with the accounts swapped',
      () => sell({ from: ada('Everyday euros'), to: ada('Bitcoin') }),
      400,
      'Account currency does not match the pair',
    ],
    [
      'buying from grace’s account',
      () => buy({ from: cryptoAccountOf(bank, 'grace', 'Grace euros') }),
      403,
      'Sender has no access to this account',
    ],
    [
      'an account id nobody holds',
      () => buy({ to: '00000000-0000-4000-8000-000000000000' }),
      403,
      'Sender has no access to this account',
    ],
    [
      'more than the EUR account holds',
      () => buy({ volume: '999999.00' }),
      400,
      'Account balance is not enough',
    ],
    [
      'selling more BTC than available (0.05)',
      () => sell({ volume: '0.05000001' }),
      400,
      'Account balance is not enough',
    ],
  ];

  it.each(cases)('%s → %i %s', async (_name, body, status, message) => {
    const before = balances();
    expect(await place(body())).toEqual(refusal(status, message));
    expect(balances()).toEqual(before);
    expect(bank.state.users.get('ada')?.cryptoOrders).toHaveLength(30);
  });

  it('the whole available balance may be sold (the fee comes out of the volume)', async () => {
    expect((await place(sell({ volume: ada('Bitcoin').available }))).status).toBe(201);
    expect(ada('Bitcoin').available).toBe('0.00000000');
  });
});

describe('who may place an order', () => {
  it.each([
    ['blocked', refusal(403, 'Account is not active')],
    ['rejected', refusal(403, 'Account has no access to this product')],
    ['new', refusal(404, 'Client not found')],
  ])('%s → the transfers’ refusal', async (login, answer) => {
    expect(await place(buy(), login)).toEqual(answer);
  });

  it('no contract → 403 Sender has no contract (no contract field decides the exchange)', async () => {
    const client = bank.state.users.get('ada')?.client;
    if (!client) throw new Error('ada has no profile');
    client.contract = null;
    expect(await place(buy())).toEqual(refusal(403, 'Sender has no contract'));
  });

  it('acme for Acme Corporation, from its own accounts; not from acme’s company it does not own', async () => {
    const { corporation, body } = acmeCorporationSale(bank);
    expect(await place(body, 'acme')).toEqual(refusal(403, 'Sender has no access to this account'));
    expect((await place(body, 'acme', `?companyId=${corporation}`)).status).toBe(201);
    expect(await place(body, 'ada', `?companyId=${corporation}`)).toEqual(
      refusal(403, 'Sender has no access to this account'),
    );
  });

  it('a company that may not trade yet (Acme Rockets: KYB not done) → 403', async () => {
    const rockets = companyIdOf(bank, 'acme', 'Acme Rockets');
    const body = orderBody({ from: ada('Everyday euros'), to: ada('Bitcoin') });
    expect(await place(body, 'acme', `?companyId=${rockets}`)).toEqual(
      refusal(403, 'Account has no access to this product'),
    );
  });

  it('a companyId that is not a uuid → 400 Invalid payload', async () => {
    expect(await place(buy(), 'ada', '?companyId=acme')).toEqual(refusal(400, 'Invalid payload'));
  });

  it('needs a token', async () => {
    expect((await call('POST', '/crypto-exchange/orders', { as: null, body: buy() })).status).toBe(
      401,
    );
  });
});
