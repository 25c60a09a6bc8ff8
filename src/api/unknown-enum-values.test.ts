// Values of the spec's enums the app does not know (issue 19 §1): an answer carrying one is
// read, and the value never unlocks anything nor counts as settled money.
import { describe, expect, it } from 'vitest';
import { legacyAccountSchema } from './accounts/schemas';
import { capabilitiesOf } from '../domain/client/capabilities';
import { clientProfileSchema, type ClientProfile } from './client/schemas';
import { companyCapabilitiesOf } from '../domain/companies/capabilities';
import { exchangeInfoSchema, ordersPageSchema } from './crypto/schemas';
import { isOrderTypeEnabled } from '../domain/crypto/pair-rules';
import { amountLook } from '../components/transactions/amount-look';
import { totalsOf } from '../domain/transactions/history-totals';
import { transactionListQuerySchema, transactionSchema } from './transactions/schemas';

const onboarded: ClientProfile = {
  client: '3f1c6a52-9a4e-4c1b-8d2f-5b7e9c0a1d23',
  adm: 'adm:active',
  kyc: 'kyc:confirmed',
  contract: 'BasicContract',
};

describe('responses with values the spec does not list', () => {
  it('a profile with kyc "kyc:in_review" and adm "adm:closed" is read as given', () => {
    const profile = clientProfileSchema.parse({
      ...onboarded,
      kyc: 'kyc:in_review',
      adm: 'adm:closed',
    });
    expect(profile.kyc).toBe('kyc:in_review');
    expect(profile.adm).toBe('adm:closed');
  });

  it('a transaction "cancelled" and a legacy account "closed" are read as given', () => {
    const transaction = { id: 't1', accountId: 'a1', amount: '1.00', status: 'cancelled' };
    expect(transactionSchema.parse(transaction).status).toBe('cancelled');
    const legacy = legacyAccountSchema.parse({
      client: onboarded.client,
      account: '7d0c1e2f-3a4b-4c5d-8e6f-9a0b1c2d3e4f',
      available: 1,
      holding: 0,
      pending: 0,
      balance: 1,
      currency: 'EUR',
      status: 'closed',
    });
    expect(legacy.status).toBe('closed');
  });

  it('an order of type "stop" and a pair whose limit mode is "paused" are read as given', () => {
    const page = ordersPageSchema.parse({
      orders: [
        {
          id: '01890a5d-ac96-774b-bcce-b302099a8057',
          pair: 'BTC/EUR',
          side: 'buy',
          volume: '100',
          settings: { type: 'stop', desiredPrice: '50000' },
          state: { status: 'initiated' },
        },
      ],
    });
    expect(page.orders[0]?.settings?.type).toBe('stop');
    const sides = ordersPageSchema.parse({
      orders: [{ ...page.orders[0], side: 'short_sell' }],
    });
    expect(sides.orders[0]?.side).toBe('short_sell');
    const mode = { minvbc: '1', minvqc: '1' };
    const info = exchangeInfoSchema.parse({
      pairs: {
        'BTC/EUR': {
          ask: '2',
          bid: '1',
          maxdbc: 8,
          maxdqc: 2,
          orders: { market: { mode: 'enabled', ...mode }, limit: { mode: 'paused', ...mode } },
        },
      },
    });
    const pair = info.pairs['BTC/EUR']!;
    expect(isOrderTypeEnabled(pair, 'limit')).toBe(false);
    expect(isOrderTypeEnabled(pair, 'market')).toBe(true);
  });

  it('what the app sends stays strict: the history filter takes the spec’s statuses only', () => {
    expect(transactionListQuerySchema.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ status: 'pending' }).success).toBe(true);
  });
});

describe('an unknown value unlocks nothing', () => {
  it('an adm other than active refuses every action, as not active', () => {
    for (const capability of Object.values(capabilitiesOf({ ...onboarded, adm: 'adm:closed' })))
      expect(capability).toEqual({ allowed: false, reason: 'admOther' });
  });

  it('a kyc the app does not know refuses every action, as not confirmed', () => {
    for (const capability of Object.values(capabilitiesOf({ ...onboarded, kyc: 'kyc:in_review' })))
      expect(capability).toEqual({ allowed: false, reason: 'identityOther' });
  });

  it('a company whose adm is "adm:closed" may do nothing', () => {
    const company = {
      userId: onboarded.client,
      companyId: '7d0c1e2f-3a4b-4c5d-8e6f-9a0b1c2d3e4f',
      adm: 'adm:closed',
      kyb: 'kyb:confirmed',
      contractId: 'BasicContract',
    };
    expect(companyCapabilitiesOf(onboarded, company).transfer).toEqual({
      allowed: false,
      reason: 'companyBlocked',
    });
  });
});

describe('an unknown transaction status is neither completed nor rejected', () => {
  const base = { id: 't', accountId: 'a', direction: 'in' } as const;

  it('counts in the totals as the customer sees it in the list, like pending money', () => {
    const totals = totalsOf([
      { ...base, amount: '10.00', status: 'completed' },
      { ...base, amount: '2.50', status: 'cancelled' },
      { ...base, amount: '100.00', status: 'rejected' },
    ]);
    expect(totals.moneyIn).toBe('12.50');
  });

  it('its amount reads muted and not struck, as money not settled', () => {
    expect(amountLook({ amount: '2.50', direction: 'in', status: 'cancelled' })).toEqual({
      amount: '2.50',
      plus: true,
      tone: 'muted',
      struck: false,
    });
  });
});
