import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { sumDecimals } from '../../utils/decimal-sum';
import { buildStatement } from './statement';

// Issue 35 §3: the invariants of a statement, against the two ways a bank may book a SEPA
// payment's fee. The data is written here from the spec's transaction fields, and every
// expected figure is worked out by hand in the comments (the account held 1000.00 on 1 Sep).

/** A payment as the bank books it: the operation's charge, and maybe a fee row of its own. */
interface Operation {
  id: string;
  createdAt: string;
  direction: 'in' | 'out';
  amount: string;
  status?: string;
  /** The fee of money out, as the bank's charge gives it (with the total = amount + fee). */
  fee?: { fee: string; total: string };
}

/** A booking: how a bank turns an operation into the rows GET /v1/transactions lists. */
type Booking = (operation: Operation) => Transaction[];

function paymentRow(operation: Operation): Transaction {
  return {
    id: operation.id,
    accountId: 'acc-eur',
    amount: operation.amount,
    status: operation.status ?? 'completed',
    direction: operation.direction,
    paymentMethod: 'sepa',
    createdAt: operation.createdAt,
    updatedAt: operation.createdAt,
    fee: false,
    ...(operation.fee
      ? {
          charge: {
            amount: operation.amount,
            fee: operation.fee.fee,
            total: operation.fee.total,
            currency: 'EUR',
          },
        }
      : {}),
  };
}

/** The fee only in the payment's charge (`fee: false`): the mock bank's booking. */
const feeInCharge: Booking = (operation) => [paymentRow(operation)];

/**
 * The fee as a transaction of its own: a second row, `fee: true`, money out of the fee's
 * amount, with the operation's charge on both rows. It names no payment id on purpose: the
 * app must not rely on a link the spec does not promise.
 */
const feeAsOwnRow: Booking = (operation) => {
  const payment = paymentRow(operation);
  if (!operation.fee) return [payment];
  return [
    payment,
    {
      ...payment,
      id: `${operation.id}-fee`,
      amount: operation.fee.fee,
      direction: 'out',
      fee: true,
    },
  ];
};

const september = {
  from: Date.parse('2026-09-01T00:00:00.000Z'),
  to: Date.parse('2026-10-01T00:00:00.000Z'),
};
const october = {
  from: Date.parse('2026-10-01T00:00:00.000Z'),
  to: Date.parse('2026-11-01T00:00:00.000Z'),
};

// 1000.00 on 1 Sep.
const operations: Operation[] = [
  { id: 'op-01', createdAt: '2026-09-05T10:00:00.000Z', direction: 'in', amount: '500.00' },
  {
    id: 'op-02',
    createdAt: '2026-09-12T10:00:00.000Z',
    direction: 'out',
    amount: '100.00',
    fee: { fee: '0.50', total: '100.50' },
  },
  {
    id: 'op-03',
    createdAt: '2026-09-20T10:00:00.000Z',
    direction: 'out',
    amount: '40.00',
    fee: { fee: '0.80', total: '40.80' },
  },
  // 30 Sep: 1000.00 + 500.00 − 100.50 − 40.80 = 1358.70
  { id: 'op-04', createdAt: '2026-10-03T10:00:00.000Z', direction: 'in', amount: '250.00' },
  {
    id: 'op-05',
    createdAt: '2026-10-10T10:00:00.000Z',
    direction: 'out',
    amount: '100.00',
    fee: { fee: '0.50', total: '100.50' },
  },
  // Refused: no money moved, neither the payment nor its fee.
  {
    id: 'op-06',
    createdAt: '2026-10-25T10:00:00.000Z',
    direction: 'out',
    amount: '20.00',
    status: 'rejected',
    fee: { fee: '0.50', total: '20.50' },
  },
  // 31 Oct: 1358.70 + 250.00 − 100.50 = 1508.20
  { id: 'op-07', createdAt: '2026-11-02T10:00:00.000Z', direction: 'in', amount: '10.00' },
  // 27 Nov, before today's payment: 1518.20
];
const BALANCE_NOW = '1518.20';

// Today's SEPA payment of 100.00 with a fee of 0.50: the balance moves by 100.50 to 1417.70.
const todays: Operation = {
  id: 'op-08',
  createdAt: '2026-11-27T09:00:00.000Z',
  direction: 'out',
  amount: '100.00',
  fee: { fee: '0.50', total: '100.50' },
};
const BALANCE_AFTER_TODAY = '1417.70';

/** The rows as the bank lists them: newest first. */
const rowsOf = (booking: Booking, list: readonly Operation[]) => list.flatMap(booking).reverse();

describe.each([
  ['the fee only in the payment’s charge', feeInCharge],
  ['the fee as a row of its own, the charge on both rows', feeAsOwnRow],
])('statement invariants: %s', (_name, booking) => {
  it('a past period’s statement does not change when new transactions arrive', () => {
    const before = buildStatement({
      transactions: rowsOf(booking, operations),
      currentBalance: BALANCE_NOW,
      ...september,
    });
    const after = buildStatement({
      transactions: rowsOf(booking, [...operations, todays]),
      currentBalance: BALANCE_AFTER_TODAY,
      ...september,
    });
    expect(after.opening).toBe(before.opening);
    expect(after.closing).toBe(before.closing);
    expect(after.rows).toEqual(before.rows);
    expect(after).toEqual(before);
    expect(before).toMatchObject({ opening: '1000.00', closing: '1358.70' });
  });

  it('a month’s opening balance is the previous month’s closing, as issued then', () => {
    // September's statement as issued on 1 Oct: the rows until then, the balance then.
    const issued = buildStatement({
      transactions: rowsOf(
        booking,
        operations.filter((operation) => Date.parse(operation.createdAt) < september.to),
      ),
      currentBalance: '1358.70',
      ...september,
    });
    const now = { transactions: rowsOf(booking, operations), currentBalance: BALANCE_NOW };
    const octoberNow = buildStatement({ ...now, ...october });
    const septemberNow = buildStatement({ ...now, ...september });
    expect(issued.closing).toBe('1358.70');
    expect(octoberNow.opening).toBe(issued.closing);
    expect(octoberNow.opening).toBe(septemberNow.closing);
  });

  it('opening + money in − money out − fees = closing, to the cent, with the fee counted once', () => {
    const statement = buildStatement({
      transactions: rowsOf(booking, operations),
      currentBalance: BALANCE_NOW,
      ...october,
    });
    expect(statement).toMatchObject({
      opening: '1358.70',
      moneyIn: '250.00',
      moneyOut: '100.00',
      fees: '0.50',
      closing: '1508.20',
    });
    const { opening, moneyIn, moneyOut, fees, closing } = statement;
    expect(sumDecimals([opening, moneyIn, `-${moneyOut}`, `-${fees}`])).toBe(closing);
    // The last row's balance is the closing balance.
    expect(statement.rows.filter((row) => row.effect.counted).at(-1)?.balance).toBe(closing);
  });
});
