import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { getExtAccount } from '../../api/accounts/requests';
import { createOrder } from '../../api/crypto/requests';
import { sendExternalTransfer } from '../../api/transfers/requests';
import { buildStatement, type Statement } from '../../domain/statements/statement';
import { isExact, unseenMovementsOf } from '../../domain/statements/unseen-movements';
import { adaBuysBitcoin } from '../../test/crypto-orders';
import { setupMockBank, type MockBankHarness } from '../../test/mock-bank-harness';
import { readOrdersSince } from './read-orders';
import { readTransactionsSince } from './read-transactions';

// Issue 35 §3: the invariants of a statement, tested against both readings of the mock bank
// (the fee in the payment's charge, or booked as a row of its own), through the app's own
// requests: a past month does not change when a payment is sent today; a month opens at the
// last one's close; opening + in − out − fees = closing; and where money moves without a
// transaction (an exchange order), the statement says it cannot be exact. Every expected
// figure comes from the bank's answers (its balance), worked out here with big.js.

const TODAY = '2026-11-27T12:00:00.000Z';
/** October 2026 and November so far, in the test's time zone (the customer's). */
const OCTOBER = { from: new Date(2026, 9, 1).getTime(), to: new Date(2026, 10, 1).getTime() };
const NOVEMBER = { from: OCTOBER.to, to: new Date(2026, 11, 1).getTime() };

/** The current balance as the bank gives it: `balance`, else available + pending. */
async function balanceOf(extAccountId: string): Promise<string> {
  const account = await getExtAccount(extAccountId);
  if (account.balance !== undefined) return String(account.balance);
  return new Big(String(account.available)).plus(String(account.pending)).toFixed(2);
}

interface Read {
  balance: string;
  october: Statement;
  november: Statement;
  exact: boolean;
}

/** Both statements as the statements screen makes them, from what the bank answers now. */
async function readStatements(accountId: string, extAccountId: string, currency: string) {
  const signal = new AbortController().signal;
  const transactions = await readTransactionsSince(
    { accountId, since: OCTOBER.from },
    signal,
    () => undefined,
  );
  const balance = await balanceOf(extAccountId);
  const orders = await readOrdersSince({ since: OCTOBER.from }, signal);
  const statement = (period: { from: number; to: number }) =>
    buildStatement({ transactions, currentBalance: balance, ...period });
  const unseen = unseenMovementsOf({
    account: { id: accountId, currency },
    orders,
    transactions,
    since: OCTOBER.from,
  });
  return {
    balance,
    october: statement(OCTOBER),
    november: statement(NOVEMBER),
    exact: isExact(unseen),
  } satisfies Read;
}

const figures = ({ opening, moneyIn, moneyOut, fees, closing }: Statement) => ({
  opening,
  moneyIn,
  moneyOut,
  fees,
  closing,
});

function expectBalanced(statement: Statement) {
  const worked = new Big(statement.opening)
    .plus(statement.moneyIn)
    .minus(statement.moneyOut)
    .minus(statement.fees);
  expect(worked.eq(statement.closing), 'opening + in − out − fees = closing').toBe(true);
}

function everydayEuros(harness: MockBankHarness) {
  const account = harness.accountOf('ada', 'Everyday euros');
  if (!account.extAccountId) throw new Error('ada’s everyday euros have no ext account');
  return { id: account.id, ext: account.extAccountId, currency: account.currency };
}

describe.each(['first', 'alternate'] as const)('statements against the %s reading', (reading) => {
  const harness = setupMockBank({ startAt: TODAY, reading });

  it('keep a past month and this month’s opening when a SEPA payment is sent today, counting its fee once', async () => {
    // No trades: only transactions move the account, so the statements can be exact.
    harness.userOf('ada').cryptoOrders = [];
    const account = everydayEuros(harness);
    const before = await readStatements(account.id, account.ext, account.currency);
    expect(before.exact).toBe(true);
    expectBalanced(before.october);
    expectBalanced(before.november);
    expect(before.november.opening).toBe(before.october.closing);

    await sendExternalTransfer({
      amount: '100.00',
      from: { type: 'individual', accountId: account.id },
      payment: {
        method: 'sepa',
        recipient: {
          iban: 'FR1420041010050500013M02606',
          name: 'Hans',
          surname: 'Muster',
          bicSwift: 'PSSTFRPPXXX',
          bankName: 'La Banque Postale',
          reference: 'Invoice 2026/11',
          city: 'Paris',
        },
      },
    });
    harness.advanceClock(60_000);
    const after = await readStatements(account.id, account.ext, account.currency);
    // What the bank took: the amount and its one fee, from its own balance.
    const taken = new Big(before.balance).minus(after.balance);
    const fee = taken.minus('100.00');
    expect(fee.gt(0), `the bank charged a fee (took ${taken.toFixed(2)})`).toBe(true);

    expect(figures(after.october)).toEqual(figures(before.october));
    expect(after.november.opening).toBe(before.november.opening);
    expect(new Big(before.november.moneyOut).plus('100.00').eq(after.november.moneyOut)).toBe(true);
    expect(new Big(before.november.fees).plus(fee).eq(after.november.fees)).toBe(true);
    expect(new Big(before.november.closing).minus(taken).eq(after.november.closing)).toBe(true);
    expectBalanced(after.november);
    expect(after.exact).toBe(true);
  });

  it('say they cannot be exact once an exchange order moves the account without a transaction', async () => {
    harness.userOf('ada').cryptoOrders = [];
    const account = everydayEuros(harness);
    const before = await readStatements(account.id, account.ext, account.currency);
    expect(before.exact).toBe(true);

    // As the app sends it by default: the bank takes the money from her euro account.
    const { pair, side, volume, settings } = adaBuysBitcoin(harness.accountOf);
    await createOrder({ pair, side, volume, settings });
    harness.advanceClock(60_000);
    const after = await readStatements(account.id, account.ext, account.currency);
    // The balance moved with no new transaction, so October's figures drift: said, not hidden.
    expect(new Big(after.balance).lt(before.balance)).toBe(true);
    expect(after.november.rows.length).toBe(before.november.rows.length);
    expect(after.exact).toBe(false);
  });
});
