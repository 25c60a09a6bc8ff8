import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema, type FaultRule } from '../../../mock/bank/faults';
import { ACCOUNT_OPENING_DELAY_MS } from '../../../mock/bank/routes/accounts';
import type { Transaction } from '../../api/transactions/schemas';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { RecentTransactions } from './recent-transactions';

const { bank, signInAs, advanceClock, accountOf } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

/** The seeded transactions of an account, newest first. */
function newest(login: string, accountId: string, count: number): Transaction[] {
  return (bank.state.users.get(login)?.transactions ?? [])
    .filter((transaction) => transaction.accountId === accountId)
    .sort(
      (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id.localeCompare(a.id),
    )
    .slice(0, count);
}

/** The test's locale: the configuration's default (src/test/test-config.ts). */
const LOCALE = 'en-GB';

/**
 * The expected amount text, from Intl's own sign display (an oracle independent of the app),
 * with the true minus sign (U+2212) the issue asks for money out.
 */
function expectedAmount(transaction: Transaction, currency: string): string {
  const signed = transaction.direction === 'out' ? `-${transaction.amount}` : transaction.amount;
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    signDisplay: 'exceptZero',
  })
    .formatToParts(signed as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'minusSign' ? '\u2212' : part.value))
    .join('');
}

/** A date and time as the medium en-GB date and short time ("27 Feb 2026, 13:17"). */
/** A row says its time; its day is the heading of its list. */
const expectedTime = (timestamp: string) =>
  new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' }).format(new Date(timestamp));
const expectedDay = (timestamp: string) =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' }).format(new Date(timestamp));

const STATUS_WORDS: Record<string, string> = {
  pending: 'Pending',
  on_hold_provider: 'On hold',
  completed: 'Completed',
  rejected: 'Rejected',
};

function addFault(rule: Partial<FaultRule> & Pick<FaultRule, 'kind'>) {
  bank.faults.add(faultRuleSchema.parse({ path: '/v1/transactions', method: 'GET', ...rule }));
}

const renderRecent = (props: { accountId: string; companyId?: string; currency: string }) =>
  renderWithProviders(<RecentTransactions {...props} historyHref="/history?account=x" />);

function transactionRequests() {
  return bank.log.filter((entry) => entry.path === '/v1/transactions');
}

describe('RecentTransactions against the mock bank', () => {
  it('shows ada’s 10 newest EUR transactions, newest first, each a link named by party, signed amount and status', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    renderRecent({ accountId: eur.id, currency: 'EUR' });

    const list = await screen.findByRole('group', {
      name: 'Your 10 most recent transactions, newest first',
    });
    const region = screen.getByRole('region', { name: 'Recent transactions' });
    expect(region).toContainElement(list);

    const rows = within(list).getAllByRole('listitem');
    const expected = newest('ada', eur.id, 10);
    expect(rows).toHaveLength(10);
    expect(new Set(expected.map((item) => item.direction))).toEqual(new Set(['in', 'out']));
    rows.forEach((row, index) => {
      const transaction = expected[index]!;
      const incoming = transaction.direction === 'in';
      const party = incoming ? transaction.sender : transaction.recipient;
      // One link per row, nothing else to press in it.
      const [link, ...others] = within(row).getAllByRole('link');
      expect(others).toEqual([]);
      // A settled transaction needs no status word; any other says its status.
      const status =
        transaction.status === 'completed' ? '' : ` ${STATUS_WORDS[transaction.status]}`;
      expect(link).toHaveAccessibleName(
        `${incoming ? 'From' : 'To'} ${party?.name} ${party?.surname} ${expectedAmount(transaction, 'EUR')}${status}`,
      );
      expect(link).toHaveAccessibleDescription(
        `${expectedTime(transaction.createdAt!)} Reference: ${party?.reference}`,
      );
      // Under the heading of its day: one heading per day, its list named by it.
      const day = expectedDay(transaction.createdAt!);
      expect(row.closest('ol')).toHaveAccessibleName(day);
      expect(row.closest('ol')?.previousElementSibling).toHaveTextContent(day);
      expect(link).toHaveAttribute('href', `/history/${transaction.id}?accountId=${eur.id}`);
      expect(within(row).getByText(expectedAmount(transaction, 'EUR')).textContent).toMatch(
        incoming ? /^\+€/ : /^\u2212€/,
      );
    });

    expect(screen.getByRole('link', { name: 'See full history' })).toHaveAttribute(
      'href',
      '/history?account=x',
    );
    // One request for the list.
    expect(transactionRequests()).toHaveLength(1);
  });

  it('a rejected transaction is visibly no money that moved: struck through, muted, “Rejected” in words', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const [rejected, completed] = newest('ada', eur.id, 2);
    if (!rejected || !completed) throw new Error('ada has EUR transactions');
    rejected.status = 'rejected';
    completed.status = 'completed';
    renderRecent({ accountId: eur.id, currency: 'EUR' });

    const list = await screen.findByRole('group', { name: /most recent transactions/ });
    const [rejectedRow, completedRow] = within(list).getAllByRole('listitem');
    expect(within(rejectedRow!).getByRole('link')).toHaveAccessibleName(/ Rejected$/);
    // The amount is still there to recognise, struck through and muted, never shown as money moved.
    const struck = within(rejectedRow!).getByText(expectedAmount(rejected, 'EUR'));
    expect(struck.closest('.money-figure')).toHaveClass(
      'money-figure--struck',
      'money-figure--muted',
    );
    const settled = within(completedRow!).getByText(expectedAmount(completed, 'EUR'));
    expect(settled.closest('.money-figure')).not.toHaveClass('money-figure--struck');
    expect(completedRow).not.toHaveTextContent('Rejected');
  });

  it('asks for a company account with its companyId', async () => {
    signInAs('acme');
    const operating = accountOf('acme', 'Acme operating');
    renderRecent({
      accountId: operating.id,
      companyId: operating.companyId ?? undefined,
      currency: 'EUR',
    });
    const list = await screen.findByRole('group', { name: /most recent transactions/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(`accountId=${operating.id}&companyId=${operating.companyId}$`),
      ),
    );
  });

  it('a fresh account shows “No transactions yet” and still links to the history', async () => {
    const opened = await bank.handle({
      method: 'POST',
      url: '/v1/accounts',
      authorization: 'Bearer t:ada',
      body: JSON.stringify({ title: 'Holidays', currency: 'EUR' }),
      contentType: 'application/json',
    });
    expect(opened.status).toBe(201);
    advanceClock(ACCOUNT_OPENING_DELAY_MS);
    renderRecent({ accountId: accountOf('ada', 'Holidays').id, currency: 'EUR' });

    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See full history' })).toBeVisible();
  });

  it('a failure shows the error in plain words; Try again loads the list', async () => {
    addFault({ kind: 'error500' });
    const eur = accountOf('ada', 'Everyday euros');
    const { user } = renderRecent({ accountId: eur.id, currency: 'EUR' });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Transactions could not be loaded' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('The bank had a problem answering');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Recent transactions' })).toHaveFocus();

    const list = await screen.findByRole('group', { name: /most recent transactions/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(transactionRequests().map((entry) => entry.status)).toEqual([500, 200]);
  });

  it('shows the API’s own message of a refusal (Invalid payload, Account not found), never a server error’s', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    addFault({ kind: 'reject', status: 500, message: 'Proses failed' });
    renderRecent({ accountId: eur.id, currency: 'EUR' });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The bank had a problem answering');
    expect(failed).not.toHaveTextContent(/Proses failed|The bank said/);
    cleanup();

    addFault({ kind: 'reject', status: 400, message: 'Invalid payload' });
    renderRecent({ accountId: eur.id, currency: 'EUR' });
    const invalid = await screen.findByRole('alert');
    expect(invalid).toHaveTextContent('The bank could not accept this request.');
    expect(invalid).toHaveTextContent('The bank said: Invalid payload');
    cleanup();

    renderRecent({ accountId: '00000000-0000-4000-8000-000000000000', currency: 'EUR' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank said: Account not found');
  });
});
