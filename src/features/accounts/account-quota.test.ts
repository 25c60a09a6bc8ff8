import { describe, expect, it } from 'vitest';
import { accountLimitsOf, accountQuotas } from './account-quota';

const basic = [
  { currency: 'EUR', accounts: 2 },
  { currency: 'GBP', accounts: 1 },
];

describe('accountQuotas', () => {
  it('counts the accounts per currency against the contract’s limits, in the contract’s order', () => {
    expect(accountQuotas(basic, [{ currency: 'GBP' }, { currency: 'EUR' }])).toEqual([
      { currency: 'EUR', allowed: 2, used: 1, remaining: 1 },
      { currency: 'GBP', allowed: 1, used: 1, remaining: 0 },
    ]);
  });

  it('with no accounts every currency has its full quota', () => {
    expect(accountQuotas(basic, [])).toEqual([
      { currency: 'EUR', allowed: 2, used: 0, remaining: 2 },
      { currency: 'GBP', allowed: 1, used: 0, remaining: 1 },
    ]);
  });

  it('never reports a negative remainder when there are more accounts than allowed', () => {
    const accounts = [{ currency: 'GBP' }, { currency: 'GBP' }, { currency: 'GBP' }];
    expect(accountQuotas(basic, accounts)[1]).toEqual({
      currency: 'GBP',
      allowed: 1,
      used: 3,
      remaining: 0,
    });
  });

  it('ignores accounts in currencies the contract does not list, and a limit of 0 leaves none', () => {
    expect(
      accountQuotas([{ currency: 'USD', accounts: 0 }], [{ currency: 'CHF' }, { currency: 'CHF' }]),
    ).toEqual([{ currency: 'USD', allowed: 0, used: 0, remaining: 0 }]);
  });

  it('uses the first entry when a currency is listed twice', () => {
    expect(
      accountQuotas(
        [
          { currency: 'EUR', accounts: 1 },
          { currency: 'EUR', accounts: 5 },
        ],
        [],
      ),
    ).toEqual([{ currency: 'EUR', allowed: 1, used: 0, remaining: 1 }]);
  });

  it('an empty accountLimit gives no currency at all', () => {
    expect(accountQuotas([], [{ currency: 'EUR' }])).toEqual([]);
  });
});

describe('accountLimitsOf', () => {
  it('collects the entries of every param, first entry of a currency wins', () => {
    expect(
      accountLimitsOf({
        params: [
          { action: 'transfer' },
          { accountLimit: [{ currency: 'EUR', accounts: 2 }] },
          {
            accountLimit: [
              { currency: 'EUR', accounts: 9 },
              { currency: 'GBP', accounts: 1 },
            ],
          },
        ],
      }),
    ).toEqual([
      { currency: 'EUR', accounts: 2 },
      { currency: 'GBP', accounts: 1 },
    ]);
  });

  it('a missing contract or one without params allows nothing', () => {
    expect(accountLimitsOf(undefined)).toEqual([]);
    expect(accountLimitsOf(null)).toEqual([]);
    expect(accountLimitsOf({})).toEqual([]);
  });
});
