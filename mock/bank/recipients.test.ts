import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { accountOf } from './test-transfers';
import { createTestBank, type TestBank } from './test-bank';
import { persistedRecipientListSchema, recipientSearchResponseSchema } from './spec/responses';

const START = new Date('2026-03-01T12:00:00.000Z');
const INVALID = { status: 400, body: { message: 'Invalid payload' } };
let bank: MockBank, call: TestBank['call'];

beforeEach(() => {
  ({ bank, call } = createTestBank({ start: START }));
});

function search(currency: string, attribute: string, value: string, as = 'ada') {
  const query = new URLSearchParams({ attribute, value });
  return call('GET', `/recipient/search/${currency}?${query.toString()}`, { as });
}

describe('GET /recipient/search/{currency}', () => {
  it('finds grace by phone, with her EUR account, the found flag as the word "true"', async () => {
    const response = await search('EUR', 'phone', '+447700900456');
    expect(response.status).toBe(200);
    const [result, ...more] = recipientSearchResponseSchema.parse(response.body);
    expect(more).toEqual([]);
    expect((response.body as Record<string, unknown>[])[0]?.['isRecipientFound']).toBe('true');
    expect(result).toMatchObject({
      isTransferPossible: true,
      name: 'Grace',
      surname: 'Hopper',
      account: accountOf(bank, 'grace', 'Grace euros').id,
      client: bank.state.users.get('grace')?.client?.client,
      currency: 'EUR',
    });
  });

  it('finds grace by email, in any letter case, with her GBP account for GBP', async () => {
    const [result] = recipientSearchResponseSchema.parse(
      (await search('GBP', 'email', 'Grace@Example.com')).body,
    );
    expect(result && result.isRecipientFound === 'true').toBe(true);
    expect(result?.account).toBe(accountOf(bank, 'grace', 'Grace pounds').id);
  });

  it('finds oliver, who has only a GBP account, but no transfer is possible in EUR', async () => {
    const [eur] = recipientSearchResponseSchema.parse(
      (await search('EUR', 'email', 'oliver@example.com')).body,
    );
    expect(eur).toMatchObject({
      isRecipientFound: 'true',
      isTransferPossible: false,
      name: 'Oliver',
    });
    expect(eur).not.toHaveProperty('account');
    const [gbp] = recipientSearchResponseSchema.parse(
      (await search('GBP', 'phone', '+447700900789')).body,
    );
    expect(gbp).toMatchObject({ isTransferPossible: true });
  });

  it('does not count an account that is not active yet', async () => {
    bank.state.users.get('grace')!.accounts.forEach((record) => (record.status = 'pending'));
    const [result] = recipientSearchResponseSchema.parse(
      (await search('EUR', 'phone', '+447700900456')).body,
    );
    expect(result?.isTransferPossible).toBe(false);
  });

  it('answers one result with "false" for nobody found', async () => {
    const response = await search('EUR', 'phone', '+447700900999');
    expect(response).toEqual({
      status: 200,
      body: [{ isRecipientFound: 'false', isTransferPossible: false }],
    });
  });

  it.each([
    ['a phone not in E.164 form', 'EUR', 'phone', '07700 900456'],
    ['an invalid email', 'EUR', 'email', 'grace@'],
    ['an attribute other than phone or email', 'EUR', 'alias', 'grace'],
    ['a currency not of 3 capitals', 'eur', 'phone', '+447700900456'],
  ])('refuses %s with 400 Invalid payload', async (_name, currency, attribute, value) => {
    expect(await search(currency, attribute, value)).toEqual(INVALID);
  });

  it('needs a client profile to search', async () => {
    expect((await search('EUR', 'phone', '+447700900456', 'new')).status).toBe(404);
  });
});

describe('GET /recipient (saved recipients)', () => {
  it("lists ada's saved recipients with keys, types, currencies and account data", async () => {
    const response = await call('GET', '/recipient');
    expect(response.status).toBe(200);
    const list = persistedRecipientListSchema.parse(response.body);
    expect(list).toMatchObject({ count: 4, nextToken: null });
    expect(list.items?.map((item) => [item.surname, item.transferType, item.currency])).toEqual([
      ['Hopper', 'INTERNAL', 'EUR'],
      ['Hopper', 'INTERNAL', 'GBP'],
      ['Pound', 'UKLT', 'GBP'],
      ['Muster', 'SEPA', 'EUR'],
    ]);
    expect(list.items?.[2]).toMatchObject({ accountNumber: '87654321', sortCode: '404784' });
    // The mock's own bookkeeping is not listed.
    for (const item of (response.body as { items: object[] }).items) {
      expect(Object.keys(item)).not.toContain('accountId');
      expect(Object.keys(item)).not.toContain('companyId');
    }
  });

  it('pages with limit, nextToken and lastRecipientKey', async () => {
    const first = persistedRecipientListSchema.parse(
      (await call('GET', '/recipient?limit=3')).body,
    );
    expect(first.count).toBe(3);
    expect(first.nextToken).toBe(first.items?.[2]?.recipientKey);
    const second = persistedRecipientListSchema.parse(
      (await call('GET', `/recipient?limit=3&lastRecipientKey=${first.nextToken}`)).body,
    );
    expect(second).toMatchObject({ count: 1, nextToken: null });
    expect(second.items?.[0]?.surname).toBe('Muster');
  });

  it('lists none for a customer without saved recipients, and for their company', async () => {
    expect((await call('GET', '/recipient', { as: 'grace' })).body).toEqual({
      items: [],
      count: 0,
      nextToken: null,
    });
    const corp = bank.state.users.get('acme')?.companies[0]?.companyId ?? '';
    expect((await call('GET', `/recipient?companyId=${corp}`, { as: 'acme' })).body).toMatchObject({
      count: 0,
    });
  });

  it("refuses another user's company, a limit out of 1-100 and an unknown lastRecipientKey", async () => {
    const corp = bank.state.users.get('acme')?.companies[0]?.companyId ?? '';
    expect(await call('GET', `/recipient?companyId=${corp}`)).toEqual({
      status: 403,
      body: { message: 'Sender has no access to this account' },
    });
    expect(await call('GET', '/recipient?limit=0')).toEqual(INVALID);
    expect(await call('GET', '/recipient?lastRecipientKey=nope')).toEqual(INVALID);
  });
});
