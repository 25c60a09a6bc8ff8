import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { accountOf, transactionOf } from './test-transfers';
import { createTestBank, type TestBank } from './test-bank';
import { transferResultSchema } from './spec/responses';
import { sum as addDecimals } from './spec/decimal';

const START = new Date('2026-03-01T12:00:00.000Z');
const INVALID = { status: 400, body: { message: 'Invalid payload' } };
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

const adaEur = () => accountOf(bank, 'ada', 'Everyday euros');
const send = (body: unknown, as = 'ada') => call('POST', '/v2/transfer', { as, body });

/** A SEPA transfer from ada's EUR account to a French IBAN (a published example). */
function sepa(amount = '20.00', recipient: Record<string, unknown> = {}, accountId?: string) {
  return {
    amount,
    from: { type: 'individual', accountId: accountId ?? adaEur().id },
    payment: {
      method: 'sepa',
      recipient: {
        iban: 'FR1420041010050500013M02606',
        name: 'Hans',
        surname: 'Muster',
        bicSwift: 'PSSTFRPPXXX',
        bankName: 'La Banque Postale',
        reference: 'Invoice 2026/04',
        city: 'Paris',
        ...recipient,
      },
    },
  };
}

describe('POST /v2/transfer (SEPA)', () => {
  it('books an outgoing sepa transaction with the recipient as given, amount + fee held', async () => {
    const { available, holding } = adaEur();
    const response = await send(sepa('20.00'));
    expect(response.status).toBe(201);
    const { id } = transferResultSchema.parse(response.body);
    expect(transactionOf(bank, 'ada', id)).toMatchObject({
      amount: '20.00',
      direction: 'out',
      status: 'pending',
      paymentMethod: 'sepa',
      // BasicContract EUR: max(1, 0.10) = 1.00.
      charge: { fee: '1.00', total: '21.00' },
      recipient: {
        name: 'Hans',
        surname: 'Muster',
        iban: 'FR1420041010050500013M02606',
        bicSwift: 'PSSTFRPPXXX',
        bankName: 'La Banque Postale',
        reference: 'Invoice 2026/04',
        city: 'Paris',
      },
    });
    expect(adaEur()).toMatchObject({
      available: addDecimals([available, '-21.00']),
      holding: addDecimals([holding, '21.00']),
    });
  });

  it('completes a small one after 3 s', async () => {
    const { id } = transferResultSchema.parse((await send(sepa('20.00'))).body);
    advance(3000);
    await call('GET', '/v1/accounts');
    expect(transactionOf(bank, 'ada', id).status).toBe('completed');
  });

  it('holds one of 1,000.00 or more with the provider first, then completes it', async () => {
    const { id } = transferResultSchema.parse((await send(sepa('1000.00'))).body);
    advance(3000);
    await call('GET', '/v1/accounts');
    expect(transactionOf(bank, 'ada', id).status).toBe('on_hold_provider');
    advance(5000);
    await call('GET', '/v1/accounts');
    expect(transactionOf(bank, 'ada', id).status).toBe('completed');
  });

  it.each([
    ['an unknown property of the recipient', () => sepa('20.00', { nickname: 'H' })],
    ['a wrong IBAN checksum', () => sepa('20.00', { iban: 'FR1420041010050500013M02607' })],
    ['an IBAN with spaces', () => sepa('20.00', { iban: 'FR14 2004 1010 0505 0001 3M02 606' })],
    ['no recipient name', () => sepa('20.00', { name: undefined })],
    [
      'a payment method other than sepa',
      () => ({ ...sepa(), payment: { method: 'swift', recipient: {} } }),
    ],
    [
      'an IBAN outside the SEPA countries',
      () => sepa('20.00', { iban: 'BR1800360305000010009795493C1', bicSwift: undefined }),
    ],
    ['a BIC of another country than the IBAN', () => sepa('20.00', { bicSwift: 'COBADEFFXXX' })],
  ])('refuses %s with 400 Invalid payload', async (_name, body) => {
    expect(await send(JSON.parse(JSON.stringify(body())))).toEqual(INVALID);
  });

  it('takes a transfer without a BIC', async () => {
    expect((await send(sepa('20.00', { bicSwift: undefined }))).status).toBe(201);
  });

  it('refuses above its maximum, 50,000.00, with the spec message', async () => {
    expect(await send(sepa('50000.01'))).toEqual({
      status: 400,
      body: { message: 'Amount is too big for this payment method' },
    });
  });

  it('refuses a sender without contract and one without profile with the spec messages', async () => {
    bank.patchClient('ada', { contract: null });
    expect(await send(sepa())).toEqual({
      status: 403,
      body: { message: 'Sender has no contract' },
    });
    expect(await send(sepa(), 'new')).toEqual({
      status: 404,
      body: { message: 'Sender not found' },
    });
  });

  it('refuses SEPA from a GBP account (only EUR accounts send SEPA)', async () => {
    const pounds = accountOf(bank, 'ada', 'Pounds');
    expect(await send(sepa('20.00', {}, pounds.id))).toEqual({
      status: 403,
      body: { message: 'Account has no access to this product' },
    });
  });

  it('refuses what the balance cannot pay', async () => {
    expect(await send(sepa('49999.00'))).toEqual({
      status: 400,
      body: { message: 'Account balance is not enough' },
    });
  });
});
