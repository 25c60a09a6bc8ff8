import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { createTestBank, type TestBank } from './test-bank';

const NOW = new Date('2026-03-01T12:00:00.000Z');

let bank: MockBank, call: TestBank['call'];
beforeEach(() => {
  ({ bank, call } = createTestBank({ start: NOW }));
});

const grace = {
  name: 'Grace',
  surname: 'Hopper',
  nationality: 'USA',
  birthday: '1906-12-09',
  phone: '+12025550100',
};
const invalid = { status: 400, body: { message: 'Invalid payload' } };

describe('POST /client: names need real text', () => {
  it.each([
    ['a name of spaces', { name: '   ' }],
    ['a surname of spaces', { surname: '     ' }],
    ['a name of tabs and line breaks', { name: '\t\n ' }],
  ])('%s → 400 Invalid payload, and no profile is stored', async (_name, change) => {
    expect(await call('POST', '/client', { as: 'new', body: { ...grace, ...change } })).toEqual(
      invalid,
    );
    expect(bank.state.users.get('new')?.client ?? null).toBeNull();
  });

  it('stores a name without the spaces around it', async () => {
    const body = { ...grace, name: '  Grace ', surname: ' Hopper  ' };
    expect((await call('POST', '/client', { as: 'new', body })).status).toBe(201);
    expect(await call('GET', '/client', { as: 'new' })).toMatchObject({
      status: 200,
      body: { name: 'Grace', surname: 'Hopper' },
    });
  });
});

describe('POST /v1/accounts: the title needs real text', () => {
  it('a title of spaces → 400 Invalid payload, and no account is stored', async () => {
    const before = bank.state.users.get('ada')?.accounts.length;
    expect(
      await call('POST', '/v1/accounts', { body: { title: '      ', currency: 'EUR' } }),
    ).toEqual(invalid);
    expect(bank.state.users.get('ada')?.accounts.length).toBe(before);
  });

  it('stores a title without the spaces around it', async () => {
    const body = { title: '  Holidays   ', currency: 'EUR' };
    expect((await call('POST', '/v1/accounts', { body })).status).toBe(201);
    expect(bank.state.users.get('ada')?.accounts.at(-1)?.title).toBe('Holidays');
  });
});
