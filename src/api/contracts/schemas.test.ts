import { describe, it, expect } from 'vitest';
import {
  accountLimitSchema,
  contractListSchema,
  contractSchema,
  transferPlaneSchema,
} from './schemas';

const contract = {
  id: 'BasicContract',
  title: 'Basic',
  level: 1,
  available: true,
  params: [
    {
      title: 'Account initiation',
      description: 'Limits for opening accounts',
      operation: 'account',
      scope: 'client',
      action: 'accountInitiation',
      calculated: true,
      controllers: ['accountLimit', 'transferPlane', 'systemLimit'],
      accountLimit: [{ currency: 'EUR', accounts: 2 }],
      transferPlane: [{ currency: 'EUR', calculator: 'max', from: 0, flat: 0.5, percentage: 0.1 }],
      systemLimit: 'riskLevel',
    },
  ],
};

describe('contractListSchema', () => {
  it('accepts a realistic list and strips unknown keys at every level', () => {
    const raw = [
      { ...contract, vendor: 'x', params: [{ ...contract.params[0], internal: 1 }] },
      { id: 'PremiumContract' },
    ];
    expect(contractListSchema.parse(raw)).toEqual([contract, { id: 'PremiumContract' }]);
  });

  it('fails when a contract has no id', () => {
    const { id: _id, ...withoutId } = contract;
    // Left out of the list, the others kept (issue 35 §1).
    expect(contractListSchema.parse([withoutId, contract])).toEqual([contract]);
    expect(contractSchema.safeParse({ ...contract, id: '' }).success).toBe(false);
  });

  it('requires level to be an integer', () => {
    expect(contractSchema.safeParse({ ...contract, level: 1.5 }).success).toBe(false);
  });
});

describe('accountLimitSchema', () => {
  it('accepts 0 accounts and refuses negative or fractional counts', () => {
    expect(accountLimitSchema.safeParse({ currency: 'EUR', accounts: 0 }).success).toBe(true);
    expect(accountLimitSchema.safeParse({ currency: 'EUR', accounts: -1 }).success).toBe(false);
    expect(accountLimitSchema.safeParse({ currency: 'EUR', accounts: 1.5 }).success).toBe(false);
  });
});

describe('transferPlaneSchema', () => {
  it('needs numbers for from, flat and percentage', () => {
    const plane = { currency: 'EUR', calculator: 'max', from: 100, flat: 1, percentage: 0.2 };
    expect(transferPlaneSchema.parse(plane)).toEqual(plane);
    expect(transferPlaneSchema.safeParse({ ...plane, flat: '1' }).success).toBe(false);
    expect(transferPlaneSchema.safeParse({ ...plane, calculator: undefined }).success).toBe(false);
  });
});
