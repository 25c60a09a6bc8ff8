import { describe, expect, it } from 'vitest';
import { READINGS } from './readings';
import { createTestBank } from './test-bank';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const REFUSED = { status: 400, body: { message: 'Invalid payload' } };

describe.each(READINGS)('query parameter names (reading %s)', (reading) => {
  const call = (url: string, as = 'ada') =>
    createTestBank({ start: NOW, reading }).call('GET', url, { as });

  it.each([
    '/client?x=1',
    '/contracts/clients?companyId=',
    '/v1/accounts?company_id=x',
    '/v1/transactions?accountID=x',
    '/v1/transactions?limit=5&offset=10',
    '/recipient/search/EUR?attribute=email&value=grace%40example.com&exact=1',
    '/crypto-exchange/info?pair=BTC%2FEUR',
    '/crypto-exchange/orders?pageLimit=5&page=2',
  ])('%s → 400 Invalid payload', async (url) => {
    expect(await call(url)).toEqual(REFUSED);
  });

  it('takes the names the route reads (companyId on the account list)', async () => {
    expect((await call('/v1/accounts?companyId=')).status).toBe(200);
  });

  it('takes the spec paging names on the transaction list', async () => {
    const test = createTestBank({ start: NOW, reading });
    const accountId = test.bank.state.users.get('ada')?.accounts[0]?.id ?? '';
    const query = `accountId=${accountId}&limit=1&sortOrder=ascending&status=completed`;
    expect((await test.call('GET', `/v1/transactions?${query}`)).status).toBe(200);
  });

  it('asks for the token first: no token with an unknown name is 401', async () => {
    const answer = await createTestBank({ start: NOW, reading }).call('GET', '/client?x=1', {
      as: null,
    });
    expect(answer.status).toBe(401);
  });

  it('an unknown path with an unknown name is still 404', async () => {
    expect((await call('/nowhere?x=1')).status).toBe(404);
  });
});
