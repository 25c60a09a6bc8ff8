import { beforeEach, describe, expect, it } from 'vitest';
import type { Reading } from './readings';
import { accountOf, transactionOf } from './test-transfers';
import { createTestBank, type TestBank } from './test-bank';

// The contracts and what transfers are charged in each reading.

const START = new Date('2026-03-01T12:00:00.000Z');
let test: TestBank;
const start = (reading: Reading) => {
  test = createTestBank({ start: START, reading });
};

type Param = Record<string, unknown>;
async function paramsOf(id: string): Promise<Param[]> {
  const { body } = await test.call('GET', '/contracts/clients');
  const contract = (body as { id: string; params: Param[] }[]).find((c) => c.id === id);
  return contract?.params ?? [];
}

const sepa = (amount: string) => ({
  amount,
  from: { type: 'individual', accountId: accountOf(test.bank, 'ada', 'Everyday euros').id },
  payment: { method: 'sepa', recipient: { iban: 'FR1420041010050500013M02606', name: 'Hans' } },
});

async function chargeOf(path: string, body: unknown, as = 'ada') {
  const response = await test.call('POST', path, { as, body });
  expect(response.status).toBe(201);
  const { id } = response.body as { id: string };
  return transactionOf(test.bank, as, id).charge;
}

describe('alternate reading: one contract param per operation, nothing about the exchange', () => {
  beforeEach(() => start('alternate'));

  it('Basic lists accountInitiation (no plane), internalTransfer and sepaTransfer', async () => {
    const params = await paramsOf('BasicContract');
    expect(params.map((param) => [param['action'], param['operation']])).toEqual([
      ['accountInitiation', 'account'],
      ['internalTransfer', 'internalTransfer'],
      ['sepaTransfer', 'sepaTransfer'],
    ]);
    expect(params[0]).toMatchObject({ controllers: ['accountLimit', 'systemLimit'] });
    expect(params[0]).not.toHaveProperty('transferPlane');
    expect(params[1]?.['transferPlane']).toEqual([
      { calculator: 'max', currency: 'EUR', from: 0, flat: 0, percentage: 0.1 },
      { calculator: 'max', currency: 'GBP', from: 0, flat: 0, percentage: 0.1 },
    ]);
    expect(params[2]?.['transferPlane']).toEqual([
      { calculator: 'max', currency: 'EUR', from: 0, flat: 0.5, percentage: 0.2 },
    ]);
  });

  it('no contract carries an exchange param or field', async () => {
    const { body } = await test.call('GET', '/contracts/clients');
    expect(JSON.stringify(body)).not.toMatch(/exchange/i);
  });

  it.each([
    ['100.00', '0.50', '100.50'],
    ['2000.00', '4.00', '2004.00'],
  ])('SEPA of %s EUR is charged %s by the sepaTransfer plane', async (amount, fee, total) => {
    expect(await chargeOf('/v2/transfer', sepa(amount))).toMatchObject({
      amount,
      fee,
      total,
      currency: 'EUR',
      contractId: 'BasicContract',
      calculator: 'max',
      flat: '0.5',
      percentage: '0.2',
    });
  });

  it('an internal transfer of 100.00 EUR is charged 0.10 by the internalTransfer plane', async () => {
    const body = {
      amount: '100.00',
      from: { type: 'individual', accountId: accountOf(test.bank, 'ada', 'Everyday euros').id },
      recipient: { type: 'account', accountId: accountOf(test.bank, 'grace', 'Grace euros').id },
    };
    expect(await chargeOf('/v2/transfer/internal', body)).toMatchObject({
      fee: '0.10',
      total: '100.10',
      percentage: '0.1',
    });
  });

  it('Acme Corporation is on BusinessContract (not in the catalogue): 0.20 on 10.00', async () => {
    const { body } = await test.call('GET', '/v2/companies', { as: 'acme' });
    const corporation = (body as { companies: Record<string, unknown>[] }).companies[0];
    expect(corporation).toMatchObject({
      name: 'Acme Corporation',
      contractId: 'BusinessContract',
      companyType: 'Private limited company',
      position: 'Finance Manager',
      onboardingFee: { status: 'pending' },
    });
    const catalogue = (await test.call('GET', '/contracts/clients')).body as { id: string }[];
    expect(catalogue.map((contract) => contract.id)).toEqual([
      'BasicContract',
      'PremiumContract',
      'LegacyContract',
    ]);
    const transfer = {
      amount: '10.00',
      from: {
        type: 'company',
        accountId: accountOf(test.bank, 'acme', 'Acme operating').id,
        companyId: corporation?.['companyId'],
      },
      recipient: { type: 'account', accountId: accountOf(test.bank, 'ada', 'Everyday euros').id },
    };
    expect(await chargeOf('/v2/transfer/internal', transfer, 'acme')).toMatchObject({
      fee: '0.20',
      total: '10.20',
      contractId: 'BusinessContract',
    });
  });
});

describe('first reading: one accountInitiation plane; the exchange named by its own param', () => {
  beforeEach(() => start('first'));

  it('Basic lists accountInitiation with the transfer plane, then cryptoExchange', async () => {
    const params = await paramsOf('BasicContract');
    expect(params.map((param) => param['action'])).toEqual(['accountInitiation', 'cryptoExchange']);
    expect(params[1]).toEqual({
      title: 'Crypto exchange',
      description: 'Buying and selling crypto: the fee in percent of the order volume',
      operation: 'cryptoExchange',
      scope: 'client',
      action: 'cryptoExchange',
      calculated: true,
      controllers: ['transferPlane'],
      transferPlane: [
        { currency: 'EUR', calculator: 'percentage', from: 0, flat: 0, percentage: 0.5 },
        { currency: 'GBP', calculator: 'percentage', from: 0, flat: 0, percentage: 0.5 },
      ],
    });
    expect((await paramsOf('PremiumContract'))[1]?.['transferPlane']).toEqual([
      { currency: 'EUR', calculator: 'percentage', from: 0, flat: 0, percentage: 0.25 },
      { currency: 'GBP', calculator: 'percentage', from: 0, flat: 0, percentage: 0.25 },
    ]);
    const { body } = await test.call('GET', '/contracts/clients');
    expect(JSON.stringify(body)).not.toContain('exchangeCharge');
  });

  it('a SEPA transfer is charged by accountInitiation, not by the exchange param', async () => {
    // BasicContract EUR: max(1, 100.00 × 0.5 %) = 1.00.
    expect(await chargeOf('/v2/transfer', sepa('100.00'))).toMatchObject({
      fee: '1.00',
      total: '101.00',
      percentage: '0.5',
      flat: '1',
    });
  });

  it('Acme Corporation keeps the README’s description, and is charged by the client’s contract', async () => {
    const { body } = await test.call('GET', '/v2/companies', { as: 'acme' });
    expect((body as { companies: unknown[] }).companies[0]).toMatchObject({
      contractId: 'BasicContract',
      companyType: 'limited',
      position: 'director',
      onboardingFee: { status: 'paid' },
    });
  });
});
