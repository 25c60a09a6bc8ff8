import { describe, expect, it } from 'vitest';
import { createTestBank } from '../../../mock/bank/test-bank';
import { combineAccounts, groupByCurrency, type CombinedAccount } from './accounts-with-balances';
import {
  accountListSchema,
  legacyAccountListSchema,
  type Account,
  type LegacyAccount,
} from '../../api/accounts/schemas';

const CLIENT = '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90';
const EUR_1 = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const EUR_2 = 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const GBP_1 = 'c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

function v1(id: string, currency: string, fields: Partial<Account> = {}): Account {
  return { id, currency, status: 'active', pending: '0', posted: '0', ...fields };
}

function legacy(
  account: string,
  currency: string,
  money: Pick<LegacyAccount, 'available' | 'holding' | 'pending' | 'balance'>,
  fields: Partial<LegacyAccount> = {},
): LegacyAccount {
  return { client: CLIENT, account, currency, status: 'activated', ...money, ...fields };
}

describe('combineAccounts', () => {
  it('joins by id, takes title, alias and status, and keeps the v1 order', () => {
    const combined = combineAccounts(
      [v1(GBP_1, 'GBP', { title: 'Pounds', alias: 'pounds' }), v1(EUR_1, 'EUR')],
      [
        legacy(
          EUR_1,
          'EUR',
          { available: 10, holding: 0, pending: 2.5, balance: 12.5 },
          {
            title: 'Euros (legacy title)',
            alias: 'euros',
            status: 'initiated',
          },
        ),
        legacy(GBP_1, 'GBP', { available: 0.1, holding: 0.2, pending: 0, balance: 0.1 }),
      ],
    );
    expect(combined.map(({ id, title, alias, status }) => ({ id, title, alias, status }))).toEqual([
      { id: GBP_1, title: 'Pounds', alias: 'pounds', status: 'activated' },
      { id: EUR_1, title: 'Euros (legacy title)', alias: 'euros', status: 'initiated' },
    ]);
    expect(combined[0]?.balances).toEqual({
      available: '0.10',
      holding: '0.20',
      pending: '0.00',
      balance: '0.10',
    });
    expect(combined[1]?.balances).toEqual({
      available: '10.00',
      holding: '0.00',
      pending: '2.50',
      balance: '12.50',
    });
  });

  it('an account missing from the legacy list, or no legacy list at all, has no balances', () => {
    const accounts = [v1(EUR_1, 'EUR'), v1(EUR_2, 'EUR')];
    const partial = combineAccounts(accounts, [
      legacy(EUR_1, 'EUR', { available: 1, holding: 0, pending: 0, balance: 1 }),
    ]);
    expect(partial.map((account) => account.balances === null)).toEqual([false, true]);
    expect(combineAccounts(accounts, null).every((account) => account.balances === null)).toBe(
      true,
    );
  });

  it('leaves out legacy-only accounts; an empty company id means the user’s own account', () => {
    const combined = combineAccounts(
      [v1(EUR_1, 'EUR', { companyId: '' })],
      [legacy(EUR_2, 'EUR', { available: 1, holding: 0, pending: 0, balance: 1 })],
    );
    expect(combined).toHaveLength(1);
    expect(combined[0]?.companyId).toBeUndefined();
    expect(combined[0]?.status).toBe('active');
  });
});

describe('groupByCurrency', () => {
  const accounts = (): CombinedAccount[] =>
    combineAccounts(
      [v1(EUR_1, 'EUR'), v1(GBP_1, 'GBP'), v1(EUR_2, 'EUR')],
      [
        legacy(EUR_1, 'EUR', { available: 0.1, holding: 5, pending: 0.7, balance: 0.8 }),
        legacy(EUR_2, 'EUR', { available: 0.2, holding: 1.05, pending: 0.1, balance: 0.3 }),
        legacy(GBP_1, 'GBP', { available: 99999999.99, holding: 0, pending: 0.01, balance: 1e8 }),
      ],
    );

  it('groups in order of first appearance, with exact totals per currency', () => {
    const groups = groupByCurrency(accounts());
    expect(groups.map((group) => group.currency)).toEqual(['EUR', 'GBP']);
    expect(groups[0]?.accounts.map((account) => account.id)).toEqual([EUR_1, EUR_2]);
    expect(groups[0]?.total).toEqual({
      available: '0.30',
      holding: '6.05',
      pending: '0.80',
      balance: '1.10',
    });
    expect(groups[1]?.total).toEqual({
      available: '99999999.99',
      holding: '0.00',
      pending: '0.01',
      balance: '100000000.00',
    });
    expect(groups.map((group) => group.withoutBalances)).toEqual([0, 0]);
  });

  it('totals only the known balances and counts the others', () => {
    const [eur] = groupByCurrency(
      combineAccounts(
        [v1(EUR_1, 'EUR'), v1(EUR_2, 'EUR')],
        [legacy(EUR_2, 'EUR', { available: 3, holding: 0, pending: 0, balance: 3 })],
      ),
    );
    expect(eur?.total.balance).toBe('3.00');
    expect(eur?.withoutBalances).toBe(1);
    const [none] = groupByCurrency(combineAccounts([v1(EUR_1, 'EUR')], null));
    expect(none?.total.balance).toBe('0.00');
    expect(none?.withoutBalances).toBe(1);
  });

  it('no accounts, no groups', () => {
    expect(groupByCurrency([])).toEqual([]);
  });
});

describe('with the mock bank’s answers', () => {
  it('reproduces the seeded balances exactly from GET /v1/accounts and GET /account', async () => {
    const { call } = createTestBank({ start: new Date('2026-11-21T09:00:00Z') });
    const read = async (url: string) => (await call('GET', url)).body;
    const combined = combineAccounts(
      accountListSchema.parse(await read('/v1/accounts')),
      legacyAccountListSchema.parse(await read('/account')),
    );
    // ada's seeded accounts (mock/bank/seed.ts): balance = available + pending.
    expect(combined.map((account) => [account.title, account.balances])).toEqual([
      [
        'Everyday euros',
        { available: '12057.91', holding: '2351.19', pending: '4649.23', balance: '16707.14' },
      ],
      [
        'Pounds',
        { available: '10652.22', holding: '2203.41', pending: '1727.68', balance: '12379.90' },
      ],
      // The crypto holdings (mock/bank/seed-crypto.ts): 0.05 BTC (0.01 more held by an open
      // order), no ETH.
      ['Bitcoin', { available: '0.05', holding: '0.01', pending: '0.00', balance: '0.05' }],
      ['Ether', { available: '0.00', holding: '0.00', pending: '0.00', balance: '0.00' }],
    ]);
    expect(groupByCurrency(combined).map((group) => group.total.balance)).toEqual([
      '16707.14',
      '12379.90',
      '0.05',
      '0.00',
    ]);
  });
});
