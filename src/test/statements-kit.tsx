import { Route, Routes } from 'react-router';
import type { Transaction } from '../api/transactions/schemas';
import type { RuntimeConfig } from '../config/runtime-config';
import type { MockBankHarness } from './mock-bank-harness';
import { renderWithProviders } from './mock-bank-harness';
import { AccountStatementsRoute } from '../app/routes/account-statements';

/** The day the statement tests live on: the last complete month is October 2026. */
export const STATEMENT_TODAY = '2026-11-27T12:00:00.000Z';

let next = 0;
/** A transaction of ada's euro account at `createdAt`, completed and incoming unless told. */
function booked(
  accountId: string,
  fields: Partial<Transaction> & Pick<Transaction, 'amount' | 'createdAt'>,
): Transaction {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    accountId,
    status: 'completed',
    direction: 'in',
    paymentMethod: 'sepa',
    provider: 'mock',
    updatedAt: fields.createdAt,
    fee: false,
    sender: { name: 'Grace', surname: 'Hopper', reference: 'Rent' },
    recipient: { name: 'Ada', surname: 'Lovelace' },
    ...fields,
  };
}

/**
 * Gives ada's "Everyday euros" a known history and balance: 1,000.00 now (available 987.66 +
 * pending 12.34); two transactions after October, five in it (one rejected, one pending, one
 * incoming on hold, money out with a 1.00 fee), one before. Days are mid-month, so no time
 * zone moves one across a month's edge.
 */
export function giveAdaAKnownHistory(harness: Pick<MockBankHarness, 'userOf' | 'accountOf'>) {
  const account = harness.accountOf('ada', 'Everyday euros');
  account.available = '987.66';
  account.pending = '12.34';
  account.holding = '50.50';
  const tx = (fields: Partial<Transaction> & Pick<Transaction, 'amount' | 'createdAt'>) =>
    booked(account.id, { extAccountId: account.extAccountId, ...fields });
  const user = harness.userOf('ada');
  user.transactions = user.transactions.filter((item) => item.accountId !== account.id);
  user.transactions.push(
    tx({ amount: '200.00', createdAt: '2026-11-10T10:00:00.000Z' }),
    tx({
      amount: '50.00',
      direction: 'out',
      status: 'pending',
      charge: { fee: '0.50', total: '50.50', currency: 'EUR' },
      createdAt: '2026-11-05T10:00:00.000Z',
    }),
    tx({
      amount: '30.00',
      direction: 'out',
      status: 'rejected',
      createdAt: '2026-10-20T10:00:00.000Z',
    }),
    tx({ amount: '12.34', status: 'pending', createdAt: '2026-10-18T10:00:00.000Z' }),
    tx({ amount: '99.99', status: 'on_hold_provider', createdAt: '2026-10-16T10:00:00.000Z' }),
    tx({
      amount: '100.00',
      direction: 'out',
      charge: { fee: '1.00', total: '101.00', currency: 'EUR' },
      sender: { name: 'Ada', surname: 'Lovelace' },
      recipient: { name: 'Alan', surname: 'Turing', reference: 'Books' },
      createdAt: '2026-10-10T10:00:00.000Z',
    }),
    tx({ amount: '500.00', createdAt: '2026-10-03T10:00:00.000Z' }),
    tx({ amount: '7.00', createdAt: '2026-09-20T10:00:00.000Z' }),
  );
  return account;
}

export function renderStatements(path: string, options: { config?: RuntimeConfig } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/accounts/:accountId/statements" element={<AccountStatementsRoute />} />
      <Route path="/accounts/:accountId" element={<p>Account page</p>} />
    </Routes>,
    { route: path, ...options },
  );
}
