import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { accountOf, savedOf, toAccount, transactionOf } from './test-transfers';
import { createTestBank, type TestBank } from './test-bank';
import { transactionListResponseSchema, transferResultSchema } from './spec/responses';
import { sum as addDecimals } from './spec/decimal';

const START = new Date('2026-03-01T12:00:00.000Z');
const INVALID = { status: 400, body: { message: 'Invalid payload' } };
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

const adaEur = () => accountOf(bank, 'ada', 'Everyday euros');
const graceEur = () => accountOf(bank, 'grace', 'Grace euros');
const send = (body: unknown, as = 'ada') => call('POST', '/v2/transfer/internal', { as, body });
const minus = (a: string, b: string) => addDecimals([a, `-${b}`]);

describe('POST /v2/transfer/internal: the body as the spec gives it', () => {
  const valid = () => toAccount(adaEur(), graceEur().id);

  it.each([
    ['an unknown property', (body: Record<string, unknown>) => ({ ...body, note: 'x' })],
    [
      'an unknown property in from',
      (b: Record<string, unknown>) => ({ ...b, from: { ...(b['from'] as object), x: 1 } }),
    ],
    [
      'a company from without companyId',
      (b: Record<string, unknown>) => ({
        ...b,
        from: { ...(b['from'] as object), type: 'company' },
      }),
    ],
    ['no recipient', ({ recipient: _r, ...rest }: Record<string, unknown>) => rest],
    [
      'a recipient of another type',
      (b: Record<string, unknown>) => ({
        ...b,
        recipient: { type: 'iban', accountId: graceEur().id },
      }),
    ],
    [
      'a searchBy outside alias, email, phone',
      (b: Record<string, unknown>) => ({
        ...b,
        recipient: { ...(b['recipient'] as object), searchBy: 'name' },
      }),
    ],
    ['an amount with 3 decimals', (b: Record<string, unknown>) => ({ ...b, amount: '1.005' })],
    [
      'an amount of 15 characters',
      (b: Record<string, unknown>) => ({ ...b, amount: '123456789012.50' }),
    ],
    ['an amount as a number', (b: Record<string, unknown>) => ({ ...b, amount: 10 })],
    ['a zero amount', (b: Record<string, unknown>) => ({ ...b, amount: '0.00' })],
    [
      'a reference of one character',
      (b: Record<string, unknown>) => ({
        ...b,
        recipient: { ...(b['recipient'] as object), reference: 'x' },
      }),
    ],
    [
      'a reference with punctuation',
      (b: Record<string, unknown>) => ({
        ...b,
        recipient: { ...(b['recipient'] as object), reference: 'Rent, May' },
      }),
    ],
  ])('refuses %s with 400 Invalid payload, booking nothing', async (_name, change) => {
    const before = adaEur().available;
    expect(await send(change(valid()))).toEqual(INVALID);
    expect(adaEur().available).toBe(before);
  });

  it('takes 14 characters, 2 decimals and a 120-character reference', async () => {
    const body = toAccount(adaEur(), graceEur().id, '1.50');
    const response = await send({
      ...body,
      recipient: { ...body.recipient, reference: 'A'.repeat(120) },
    });
    expect(response.status).toBe(201);
  });
});

describe('POST /v2/transfer/internal: what it changes', () => {
  it('answers 201 {id, operationId}; id is the new transaction of the source account', async () => {
    const response = await send(toAccount(adaEur(), graceEur().id, '10.00'));
    expect(response.status).toBe(201);
    const result = transferResultSchema.parse(response.body);
    expect(Object.keys(response.body as object).sort()).toEqual(['id', 'operationId']);
    expect(transactionOf(bank, 'ada', result.id)).toMatchObject({
      accountId: adaEur().id,
      amount: '10.00',
      status: 'pending',
      direction: 'out',
      createdAt: START.toISOString(),
    });
  });

  it('moves amount + fee from available to holding at once, by the contract (10.00 → fee 1.00)', async () => {
    const { available, holding, pending } = adaEur();
    await send(toAccount(adaEur(), graceEur().id, '10.00'));
    // BasicContract EUR: max(flat 1, 0.5 % of 10.00 = 0.05) = 1.00, total 11.00.
    expect(adaEur()).toMatchObject({
      available: minus(available, '11.00'),
      holding: addDecimals([holding, '11.00']),
      pending,
    });
  });

  it('fills the charge and both parties (500.00 → fee 2.50: 0.5 % is above the flat 1)', async () => {
    const result = transferResultSchema.parse(
      (await send(toAccount(adaEur(), graceEur().id, '500.00'))).body,
    );
    const sent = transactionOf(bank, 'ada', result.id);
    expect(sent.charge).toEqual({
      amount: '500.00',
      fee: '2.50',
      total: '502.50',
      currency: 'EUR',
      contractId: 'BasicContract',
      calculator: 'max',
      flat: '1',
      percentage: '0.5',
    });
    expect(sent.sender).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      iban: 'DE89370400440532013000',
    });
    expect(sent.recipient).toMatchObject({
      name: 'Grace',
      surname: 'Hopper',
      reference: 'Lunch money',
    });
    expect(sent.recipient?.iban).toMatch(/^DE\d{20}$/);
  });

  it("adds the amount (not the fee) to the recipient's pending, with an incoming transaction", async () => {
    const { available, pending } = graceEur();
    const result = transferResultSchema.parse(
      (await send(toAccount(adaEur(), graceEur().id, '10.00'))).body,
    );
    expect(graceEur()).toMatchObject({ available, pending: addDecimals([pending, '10.00']) });
    const incoming = bank.state.users
      .get('grace')
      ?.transactions.find((t) => t.outTransactionId === result.id);
    expect(incoming).toMatchObject({
      accountId: graceEur().id,
      amount: '10.00',
      direction: 'in',
      status: 'pending',
    });
  });

  it('completes after 3 s: holding released for the sender, pending moved to available for the recipient', async () => {
    const ada = { ...adaEur() };
    const grace = { ...graceEur() };
    const result = transferResultSchema.parse(
      (await send(toAccount(adaEur(), graceEur().id, '10.00'))).body,
    );
    advance(2999);
    await call('GET', '/v1/accounts');
    expect(transactionOf(bank, 'ada', result.id).status).toBe('pending');
    advance(1);
    const list = await call('GET', `/v1/transactions?accountId=${ada.id}&limit=1`);
    const [page] = transactionListResponseSchema.parse(list.body);
    expect(page?.transactions[0]).toMatchObject({ id: result.id, status: 'completed' });
    expect(adaEur()).toMatchObject({
      available: minus(ada.available, '11.00'),
      holding: ada.holding,
    });
    expect(graceEur()).toMatchObject({
      available: addDecimals([grace.available, '10.00']),
      pending: grace.pending,
    });
  });

  it('the newest transaction of the source account is the transfer (the app looks for it there)', async () => {
    const result = transferResultSchema.parse(
      (await send(toAccount(adaEur(), graceEur().id, '12.34'))).body,
    );
    const list = await call('GET', `/v1/transactions?accountId=${adaEur().id}&limit=1`);
    expect(transactionListResponseSchema.parse(list.body)[0]?.transactions[0]?.id).toBe(result.id);
  });

  it('sends to an INTERNAL saved recipient: its account is credited', async () => {
    const saved = savedOf(bank, 'Hopper', 'INTERNAL');
    const { pending } = graceEur();
    const response = await send({
      amount: '5.00',
      from: { type: 'individual', accountId: adaEur().id },
      recipient: { type: 'persisted', key: saved.recipientKey, reference: 'Thanks' },
    });
    expect(response.status).toBe(201);
    expect(graceEur().pending).toBe(addDecimals([pending, '5.00']));
  });

  it('sends from a company account with from.type company', async () => {
    const acme = bank.state.users.get('acme');
    const operating = accountOf(bank, 'acme', 'Acme operating');
    const response = await send(
      {
        amount: '1.00',
        from: {
          type: 'company',
          accountId: operating.id,
          companyId: acme?.companies[0]?.companyId,
        },
        recipient: { type: 'account', accountId: graceEur().id },
      },
      'acme',
    );
    expect(response.status).toBe(201);
  });

  it('refuses a company account sent as an individual one (no access)', async () => {
    const operating = accountOf(bank, 'acme', 'Acme operating');
    const response = await send(toAccount(operating, graceEur().id), 'acme');
    expect(response).toEqual({
      status: 403,
      body: { message: 'Sender has no access to this account' },
    });
  });

  it('refuses what the available balance cannot pay with the fee (available exactly, fee on top)', async () => {
    const response = await send(toAccount(adaEur(), graceEur().id, adaEur().available));
    expect(response).toEqual({ status: 400, body: { message: 'Account balance is not enough' } });
  });
});
