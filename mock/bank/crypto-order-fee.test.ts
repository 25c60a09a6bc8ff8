import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { companyIdOf, cryptoAccountOf, setPrices } from './crypto/test-helpers';
import { createTestBank, type TestBank } from './test-bank';

// The fee of an order: the percentage of the party's contract param that names the
// exchange (`action: 'cryptoExchange'`), from its `transferPlane` entry for the pair's quote
// currency; without one, or for a contract the catalogue does not hold, the exchange's 0.5 %.
// Every order answer says what was charged: `charge: {percentage, contractId}`.

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
  setPrices(bank, {
    'BTC/EUR': { ask: '60000.00', bid: '59000.00' },
    'BTC/GBP': { ask: '51000.00', bid: '50500.00' },
  });
});

const order = (pair: string, volume: string) => ({
  pair,
  side: 'buy',
  volume,
  settings: { type: 'market' },
});
const place = (body: unknown, as = 'ada', query = '') =>
  call('POST', `/crypto-exchange/orders${query}`, { as, body });

/** The exchange param as the catalogue writes it (the spec's contract param fields). */
const exchangeParam = (planes: { currency: string; percentage: number }[]) => ({
  title: 'Crypto exchange',
  operation: 'cryptoExchange',
  action: 'cryptoExchange',
  scope: 'client',
  calculated: true,
  controllers: ['transferPlane'],
  transferPlane: planes.map((plane) => ({ calculator: 'percentage', from: 0, flat: 0, ...plane })),
});

/** Replaces the params of a contract of the catalogue. */
function setParams(contractId: string, params: unknown[]) {
  const contract = bank.state.contracts.find((item) => item.id === contractId);
  if (!contract) throw new Error(`No contract ${contractId}`);
  contract.params = params as typeof contract.params;
}

const charged = (percentage: number, contractId: string) => ({
  status: 201,
  body: { order: { id: expect.any(String), charge: { percentage, contractId } } },
});

describe('the fee of an order', () => {
  it('is the exchange param’s percentage for the quote currency: EUR 0.4, GBP 0.3', async () => {
    setParams('BasicContract', [
      exchangeParam([
        { currency: 'EUR', percentage: 0.4 },
        { currency: 'GBP', percentage: 0.3 },
      ]),
    ]);
    expect(await place(order('BTC/EUR', '100.00'))).toEqual(charged(0.4, 'BasicContract'));
    expect(await place(order('BTC/GBP', '51.00'))).toEqual(charged(0.3, 'BasicContract'));
    advance(5000);
    await call('GET', '/v1/accounts');
    // 0.05 + (100.00 − 0.40) ÷ 60000.00 + (51.00 − 0.15) ÷ 51000.00, each cut to 8 decimals.
    expect(cryptoAccountOf(bank, 'ada', 'Bitcoin').available).toBe('0.05265705');
  });

  it('the reads carry the same charge as the answer', async () => {
    setParams('BasicContract', [exchangeParam([{ currency: 'EUR', percentage: 0.4 }])]);
    const answer = await place(order('BTC/EUR', '100.00'));
    const { id } = (answer.body as { order: { id: string } }).order;
    advance(2000);
    expect(await call('GET', `/crypto-exchange/orders/${id}`)).toMatchObject({
      status: 200,
      body: { charge: { percentage: 0.4, contractId: 'BasicContract' } },
    });
  });

  it('0.5 % when the param has no entry for the quote currency', async () => {
    setParams('BasicContract', [exchangeParam([{ currency: 'EUR', percentage: 0.4 }])]);
    expect(await place(order('BTC/GBP', '51.00'))).toEqual(charged(0.5, 'BasicContract'));
  });

  it('0.5 % under a contract with no exchange param (Legacy): trading is not refused', async () => {
    const client = bank.state.users.get('ada')?.client;
    if (client) client.contract = 'LegacyContract';
    expect(await place(order('BTC/EUR', '100.00'))).toEqual(charged(0.5, 'LegacyContract'));
  });

  it('an `exchangeCharge` field decides nothing: only the param naming the exchange counts', async () => {
    setParams('BasicContract', [{ action: 'other', exchangeCharge: { percentage: 2 } }]);
    expect(await place(order('BTC/EUR', '100.00'))).toEqual(charged(0.5, 'BasicContract'));
  });

  it('a company is charged under its own contract; one the catalogue does not hold, 0.5 %', async () => {
    const corporation = companyIdOf(bank, 'acme', 'Acme Corporation');
    const company = bank.state.users
      .get('acme')
      ?.companies.find((item) => item.name === 'Acme Corporation');
    if (!company) throw new Error('No Acme Corporation');
    setParams('PremiumContract', [exchangeParam([{ currency: 'EUR', percentage: 0.25 }])]);
    company.contractId = 'PremiumContract';
    const query = `?companyId=${corporation}`;
    expect(await place(order('BTC/EUR', '100.00'), 'acme', query)).toEqual(
      charged(0.25, 'PremiumContract'),
    );
    company.contractId = 'BusinessContract';
    expect(await place(order('BTC/EUR', '100.00'), 'acme', query)).toEqual(
      charged(0.5, 'BusinessContract'),
    );
  });
});
