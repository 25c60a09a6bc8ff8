import { describe, expect, it } from 'vitest';
import { createTestBank } from './test-bank';

const START = new Date('2026-03-01T12:00:00.000Z');
const BODY = { fromDate: '2026-02-01', toDate: '2026-02-28', timezone: 'Europe/Berlin' };

function adaAccount(bank: ReturnType<typeof createTestBank>['bank']) {
  const record = bank.state.users.get('ada')?.accounts.find((item) => item.companyId === null);
  if (!record) throw new Error('ada has no account');
  return record.id;
}

describe('POST /v1/accounts/{accountId}/statements', () => {
  it('accepts a statement request in the first reading', async () => {
    const { bank, call } = createTestBank({ start: START });
    const response = await call('POST', `/v1/accounts/${adaAccount(bank)}/statements`, {
      body: BODY,
    });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ status: 'accepted', ...BODY });
  });

  it('refuses what the public reference would not take', async () => {
    const { bank, call } = createTestBank({ start: START });
    const path = `/v1/accounts/${adaAccount(bank)}/statements`;
    for (const body of [
      { ...BODY, fromDate: '2026-02-30' },
      { ...BODY, fromDate: '2026-03-01' },
      { ...BODY, timezone: 'Mars/Olympus' },
      { fromDate: BODY.fromDate, toDate: BODY.toDate },
    ]) {
      const response = await call('POST', path, { body });
      expect(response).toMatchObject({ status: 400, body: { message: 'Invalid payload' } });
    }
    const other = await call('POST', `/v1/accounts/${adaAccount(bank)}/statements`, {
      as: 'grace',
      body: BODY,
    });
    expect(other.status).toBe(404);
  });

  it('does not offer statements in the alternate reading', async () => {
    const { bank, call } = createTestBank({ start: START, reading: 'alternate' });
    const response = await call('POST', `/v1/accounts/${adaAccount(bank)}/statements`, {
      body: BODY,
    });
    expect(response).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});
