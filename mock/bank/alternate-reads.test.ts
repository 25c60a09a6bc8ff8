import { describe, expect, it } from 'vitest';
import { READINGS, type Reading } from './readings';
import { accountOf } from './test-transfers';
import { createTestBank } from './test-bank';

// The alternate reading's answers to account opening and transaction reads, and which body
// properties each reading refuses.

const START = new Date('2026-03-01T12:00:00.000Z');
const INVALID = { status: 400, body: { message: 'Invalid payload' } };

function bankIn(reading: Reading) {
  const test = createTestBank({ start: START, reading });
  const adaEuros = accountOf(test.bank, 'ada', 'Everyday euros').id;
  const page = (query: string) => test.call('GET', `/v1/transactions?${query}`);
  return { ...test, adaEuros, page };
}

type Page = { transactions: { id: string }[]; lastKey: unknown }[];

describe('POST /v1/accounts', () => {
  it('alternate: answers 201 {}', async () => {
    const { call } = bankIn('alternate');
    const body = { title: 'Holiday money', currency: 'EUR' };
    expect(await call('POST', '/v1/accounts', { body })).toEqual({ status: 201, body: {} });
  });

  it('first: answers the public reference’s {entity, operation, status}', async () => {
    const { call } = bankIn('first');
    const body = { title: 'Holiday money', currency: 'EUR' };
    expect(await call('POST', '/v1/accounts', { body })).toEqual({
      status: 201,
      body: { entity: 'account', operation: 'async', status: 'processed' },
    });
  });

  it('alternate refuses a property the body does not list; first drops it', async () => {
    const body = { title: 'Holiday money', currency: 'EUR', colour: 'blue' };
    expect(await bankIn('alternate').call('POST', '/v1/accounts', { body })).toEqual(INVALID);
    expect((await bankIn('first').call('POST', '/v1/accounts', { body })).status).toBe(201);
  });
});

describe('GET /v1/transactions', () => {
  it('alternate: without accountId → 400 Invalid payload', async () => {
    const { page } = bankIn('alternate');
    expect(await page('limit=5')).toEqual(INVALID);
  });

  it('first: without accountId reads every account of the scope', async () => {
    expect((await bankIn('first').page('limit=5')).status).toBe(200);
  });

  it('alternate: lastKey is an opaque string, taken back exactly as given', async () => {
    const { page, adaEuros } = bankIn('alternate');
    const first = (await page(`accountId=${adaEuros}&limit=2`)).body as Page;
    const lastKey = first[0]?.lastKey;
    expect(typeof lastKey).toBe('string');
    expect(lastKey).toMatch(/^[A-Za-z0-9_-]+$/);
    const next = await page(`accountId=${adaEuros}&limit=2&lastKey=${String(lastKey)}`);
    expect(next.status).toBe(200);
    const second = next.body as Page;
    expect(second[0]?.transactions).toHaveLength(2);
    expect(second[0]?.transactions[0]?.id).not.toBe(first[0]?.transactions[1]?.id);
  });

  it('alternate: a cursor in the first reading’s form, or an edited one → 400', async () => {
    const { page, adaEuros } = bankIn('alternate');
    const first = (await page(`accountId=${adaEuros}&limit=2`)).body as Page;
    const lastKey = String(first[0]?.lastKey);
    const decoded = Buffer.from(lastKey, 'base64url').toString('utf8');
    const asJson = encodeURIComponent(decoded);
    expect(await page(`accountId=${adaEuros}&lastKey=${asJson}`)).toEqual(INVALID);
    expect(await page(`accountId=${adaEuros}&lastKey=${lastKey}x`)).toEqual(INVALID);
    expect(await page(`accountId=${adaEuros}&lastKey=${lastKey.slice(1)}`)).toEqual(INVALID);
  });

  it('first: lastKey is the spec’s {accountId, id} object, sent back as JSON', async () => {
    const { page, adaEuros } = bankIn('first');
    const first = (await page(`accountId=${adaEuros}&limit=2`)).body as Page;
    const lastKey = first[0]?.lastKey as { accountId: string; id: string };
    expect(lastKey).toEqual({ accountId: adaEuros, id: first[0]?.transactions[1]?.id });
    const cursor = encodeURIComponent(JSON.stringify(lastKey));
    expect((await page(`accountId=${adaEuros}&limit=2&lastKey=${cursor}`)).status).toBe(200);
  });
});

describe.each(READINGS)(
  'POST /v2/transfer/internal refuses unlisted properties (%s)',
  (reading) => {
    const transfer = (test: ReturnType<typeof bankIn>, extra: Record<string, unknown>) => ({
      amount: '1.00',
      from: { type: 'individual', accountId: test.adaEuros },
      recipient: { type: 'account', accountId: accountOf(test.bank, 'grace', 'Grace euros').id },
      ...extra,
    });

    it.each([
      ['at the top', { note: 'hi' }],
      ['in from', { from: { type: 'individual', accountId: '', currency: 'EUR' } }],
    ])('a property %s → 400 Invalid payload', async (_where, extra) => {
      const test = bankIn(reading);
      const body = transfer(test, extra);
      if ('from' in extra) body.from = { ...extra.from, accountId: test.adaEuros } as never;
      expect(await test.call('POST', '/v2/transfer/internal', { body })).toEqual(INVALID);
    });

    it.each([
      ['an amount of 15 characters', '100000000000.00'],
      ['three decimals', '1.005'],
    ])('%s → 400 Invalid payload', async (_name, amount) => {
      const test = bankIn(reading);
      const body = { ...transfer(test, {}), amount };
      expect(await test.call('POST', '/v2/transfer/internal', { body })).toEqual(INVALID);
    });

    it('a reference outside ^[A-Za-z0-9 ]{2,120}$ → 400 Invalid payload', async () => {
      const test = bankIn(reading);
      const body = transfer(test, {});
      body.recipient = { ...body.recipient, reference: 'Rent!' } as never;
      expect(await test.call('POST', '/v2/transfer/internal', { body })).toEqual(INVALID);
    });
  },
);
