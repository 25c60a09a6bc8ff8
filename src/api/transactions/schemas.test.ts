import { describe, it, expect } from 'vitest';
import {
  encodeTransactionsLastKey,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionSchema,
} from './schemas';

const ACCOUNT = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const TX = '0f1e2d3c-4b5a-4697-8887-766554433221';

const transaction = {
  id: TX,
  accountId: ACCOUNT,
  extAccountId: 'ext-123',
  extId: 'bank-ref-1',
  inTransactionId: '',
  outTransactionId: 'out-1',
  amlId: 'aml-1',
  amlScore: '0',
  amlStatus: 'passed',
  amount: '25.50',
  direction: 'outgoing',
  paymentMethod: 'sepa',
  provider: 'bank',
  status: 'completed',
  createdAt: '2024-02-01T10:00:00.000Z',
  updatedAt: '2024-02-01T10:05:00.000Z',
  fee: false,
  charge: {
    total: '25.75',
    fee: '0.25',
    percentage: '1',
    flat: '0',
    calculator: 'max',
    contractId: 'BasicContract',
    amount: '25.50',
    currency: 'EUR',
    revenueAccount: 'rev-1',
  },
  recipient: {
    name: 'Grace',
    surname: 'Hopper',
    iban: 'DE89370400440532013000',
    type: 'individual',
  },
  sender: { name: 'Ada', surname: 'Lovelace', ukAccountNumber: '12345678', ukSortCode: '123456' },
};

describe('transactionListResponseSchema', () => {
  it('accepts a realistic page, keeps the amount as a string and strips unknown keys', () => {
    const page = { transactions: [transaction], lastKey: { accountId: ACCOUNT, id: TX } };
    const parsed = transactionListResponseSchema.parse([
      { ...page, scanned: 10, transactions: [{ ...transaction, internal: true }] },
    ]);
    expect(parsed).toEqual([page]);
    expect(parsed[0]?.transactions[0]?.amount).toBe('25.50');
  });

  it('accepts the last page with lastKey absent or null', () => {
    expect(transactionListResponseSchema.parse([{ transactions: [] }])).toEqual([
      { transactions: [] },
    ]);
    expect(
      transactionListResponseSchema.safeParse([{ transactions: [], lastKey: null }]).success,
    ).toBe(true);
  });

  it('fails when the response is not an array or transactions are missing', () => {
    expect(transactionListResponseSchema.safeParse({ transactions: [] }).success).toBe(false);
    expect(transactionListResponseSchema.safeParse([{ lastKey: null }]).success).toBe(false);
  });
});

describe('transactionSchema', () => {
  it('accepts every listed status and any other as given (A-295), but requires one', () => {
    for (const status of ['pending', 'on_hold_provider', 'completed', 'rejected', 'failed']) {
      expect(transactionSchema.parse({ ...transaction, status }).status).toBe(status);
    }
    const { status: _status, ...withoutStatus } = transaction;
    expect(transactionSchema.safeParse(withoutStatus).success).toBe(false);
  });

  it('keeps open-ended fields open and fails without the amount', () => {
    expect(transactionSchema.parse({ ...transaction, direction: 'sideways' }).direction).toBe(
      'sideways',
    );
    const { amount: _amount, ...withoutAmount } = transaction;
    expect(transactionSchema.safeParse(withoutAmount).success).toBe(false);
    expect(transactionSchema.safeParse({ ...transaction, amount: 25.5 }).success).toBe(false);
  });
});

describe('transactionListQuerySchema', () => {
  it('accepts limit 1 and 100, refuses 0 and 101', () => {
    expect(transactionListQuerySchema.parse({ limit: 1 })).toEqual({ limit: 1 });
    expect(transactionListQuerySchema.parse({ limit: '100' })).toEqual({ limit: 100 });
    expect(transactionListQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ limit: '1.5' }).success).toBe(false);
  });

  it('checks sortOrder, status and accountId', () => {
    const query = { accountId: ACCOUNT, sortOrder: 'descending', status: 'on_hold_provider' };
    expect(transactionListQuerySchema.parse(query)).toEqual(query);
    expect(transactionListQuerySchema.safeParse({ sortOrder: 'desc' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ accountId: '' }).success).toBe(false);
  });

  it('round-trips the lastKey cursor as a JSON string', () => {
    const lastKey = encodeTransactionsLastKey({ accountId: ACCOUNT, id: TX });
    expect(JSON.parse(lastKey)).toEqual({ accountId: ACCOUNT, id: TX });
    expect(transactionListQuerySchema.parse({ lastKey })).toEqual({ lastKey });
  });
});
