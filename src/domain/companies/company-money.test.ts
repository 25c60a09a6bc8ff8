import { describe, expect, it } from 'vitest';
import { createTestBank } from '../../../mock/bank/test-bank';
import { combineAccounts, type CombinedAccount } from '../accounts/accounts-with-balances';
import { availableTotals } from '../accounts/available-totals';
import { companyMoney } from './company-money';
import { accountListSchema, legacyAccountListSchema } from '../../api/accounts/schemas';
import { companiesResponseSchema, type Company } from '../../api/companies/schemas';

/** acme's companies and each one's accounts, read from the seeded mock bank as the app reads them. */
async function acme() {
  const { call } = createTestBank({ start: new Date('2026-11-21T09:00:00Z') });
  const read = async (url: string) => (await call('GET', url, { as: 'acme' })).body;
  const { companies } = companiesResponseSchema.parse(await read('/v2/companies'));
  const accountsOf = async (company: Company): Promise<CombinedAccount[]> => {
    const query = `?companyId=${company.companyId}`;
    return combineAccounts(
      accountListSchema.parse(await read(`/v1/accounts${query}`)),
      legacyAccountListSchema.parse(await read(`/account${query}`)),
    );
  };
  const byName = (name: string) => {
    const company = companies.find((candidate) => candidate.name === name);
    if (!company) throw new Error(`acme has no company ${name}`);
    return company;
  };
  return { byName, accountsOf };
}

describe('companyMoney', () => {
  it('Acme Corporation: its two EUR accounts summed exactly, its bitcoin apart, its email to confirm', async () => {
    const { byName, accountsOf } = await acme();
    const corporation = byName('Acme Corporation');
    const money = companyMoney(corporation, await accountsOf(corporation));
    // mock/bank/seed.ts: Acme operating 9298.28 + Savings 5776.78 available; 0.75 BTC apart.
    expect(money).toEqual({
      companyId: corporation.companyId,
      totals: [{ currency: 'EUR', available: '15075.06', accounts: 2, withoutBalances: 0 }],
      holdsCrypto: true,
      notActive: 0,
      needs: ['email'],
    });
  });

  it('Acme Rockets: nothing to use while its one account waits to be activated; KYB and a contract to do', async () => {
    const { byName, accountsOf } = await acme();
    const rockets = byName('Acme Rockets');
    expect(companyMoney(rockets, await accountsOf(rockets))).toEqual({
      companyId: rockets.companyId,
      totals: [],
      holdsCrypto: false,
      notActive: 1,
      needs: ['kyb', 'contract'],
    });
  });

  it('sums per currency, never across currencies, and leaves out another company’s account', async () => {
    const { byName, accountsOf } = await acme();
    const corporation = byName('Acme Corporation');
    const accounts = await accountsOf(corporation);
    const [operating] = accounts;
    if (!operating?.balances) throw new Error('Acme operating is not seeded with balances');
    const pounds: CombinedAccount = {
      ...operating,
      id: 'pounds',
      currency: 'GBP',
      balances: { ...operating.balances, available: '0.10' },
    };
    const elsewhere: CombinedAccount = { ...operating, id: 'other', companyId: 'someone-else' };
    expect(companyMoney(corporation, [...accounts, pounds, pounds, elsewhere]).totals).toEqual([
      { currency: 'EUR', available: '15075.06', accounts: 2, withoutBalances: 0 },
      { currency: 'GBP', available: '0.20', accounts: 2, withoutBalances: 0 },
    ]);
  });
});

describe('availableTotals', () => {
  it('an account whose balance is unknown is counted apart, not as zero', async () => {
    const { byName, accountsOf } = await acme();
    const [operating, savings] = await accountsOf(byName('Acme Corporation'));
    if (!operating || !savings) throw new Error('Acme Corporation’s accounts are not seeded');
    expect(availableTotals([operating, { ...savings, balances: null }])).toEqual([
      { currency: 'EUR', available: '9298.28', accounts: 2, withoutBalances: 1 },
    ]);
  });
});
