import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_RETRY_DELAYS_MS } from '../../features/statements/read-transactions';
import { definitionOf } from '../../test/dom';
import { useFakeTimers, wait, waitUntilFound } from '../../test/fake-time';
import { setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { giveAdaAKnownHistory, renderStatements, STATEMENT_TODAY } from '../../test/statements-kit';

const harness = setupMockBank({ startAt: STATEMENT_TODAY });
const { server, requests } = harness;

beforeEach(() => {
  // Only the date: the app's "today" is the bank's, timers stay real for msw and React.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(STATEMENT_TODAY) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The bodies of the statement requests, as the bank received them. */
function recordStatementBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post(`${TEST_BANK_URL}/v1/accounts/:accountId/statements`, async ({ request }) => {
      bodies.push(await request.clone().json());
      // Nothing returned: the mock bank answers.
    }),
  );
  return bodies;
}

describe('AccountStatementsRoute', () => {
  it('shows last month by default: balances worked back from today’s, every row with its balance', async () => {
    const account = giveAdaAKnownHistory(harness);
    const bodies = recordStatementBodies();
    const { user } = renderStatements(`/accounts/${account.id}/statements`);

    const statement = await screen.findByRole('article', { name: 'Statement for October 2026' });
    const summary = within(statement).getByRole('region', { name: 'Summary' });
    expect(definitionOf('Opening balance', summary)).toHaveTextContent('€439.16');
    expect(definitionOf('Money in', summary)).toHaveTextContent('+€512.34');
    expect(definitionOf('Money out', summary)).toHaveTextContent('−€100.00');
    expect(definitionOf('Fees', summary)).toHaveTextContent('−€1.00');
    expect(definitionOf('Closing balance', summary)).toHaveTextContent('€850.50');
    expect(definitionOf('Account holder', statement)).toHaveTextContent('Ada Lovelace');
    expect(definitionOf('IBAN', statement)).toHaveTextContent(/^[A-Z]{2}\d{2}/);
    expect(definitionOf('Period', statement)).toHaveTextContent('1 Oct 2026 to 31 Oct 2026');

    const table = within(statement).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows.map((cells) => [cells[2], cells[3], cells.at(-1)])).toEqual([
      [undefined, undefined, '€439.16'],
      ['+€500.00', '', '€939.16'],
      ['−€100.00', '−€1.00', '€838.16'],
      ['+€99.99', '', ''],
      ['+€12.34', '', '€850.50'],
      ['−€30.00', '', ''],
      [undefined, undefined, '€850.50'],
    ]);
    expect(within(table).getByText('On hold: not in the balance yet')).toBeInTheDocument();
    expect(within(table).getByText('Rejected: no money moved')).toBeInTheDocument();

    // The bank is asked for its own only when the customer presses for it: once, and took it.
    expect(requests(`/v1/accounts/${account.id}/statements`)).toEqual([]);
    await user.click(
      within(statement).getByRole('button', { name: 'Ask the bank for its statement' }),
    );
    expect(
      await within(statement).findByText(/Your bank has accepted a request for its own statement/),
    ).toBeInTheDocument();
    expect(requests(`/v1/accounts/${account.id}/statements`)).toEqual([
      `POST /v1/accounts/${account.id}/statements 202`,
    ]);
    expect(bodies).toEqual([
      { fromDate: '2026-10-01', toDate: '2026-10-31', timezone: expect.any(String) },
    ]);
  });
});

describe('AccountStatementsRoute: periods, the bank and stopping', () => {
  it('says so when the bank has no statements endpoint, and still builds the statement', async () => {
    const account = giveAdaAKnownHistory(harness);
    server.use(
      mswHttp.post(`${TEST_BANK_URL}/v1/accounts/:accountId/statements`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const { user } = renderStatements(`/accounts/${account.id}/statements?month=2026-10`);
    const statement = await screen.findByRole('article', { name: 'Statement for October 2026' });
    await user.click(
      within(statement).getByRole('button', { name: 'Ask the bank for its statement' }),
    );
    expect(
      await within(statement).findByText(
        'Your bank does not offer statements through the app, so this one was built from your transactions.',
      ),
    ).toBeInTheDocument();
    expect(
      within(statement).getByText(
        /Built by this app from this account’s transactions since 1 Oct 2026 \(7 in all\) and its current balance of €1,000.00/,
      ),
    ).toBeInTheDocument();
  });

  it('offers this month so far, and other dates checked before they are shown', async () => {
    const account = giveAdaAKnownHistory(harness);
    const bodies = recordStatementBodies();
    const { user } = renderStatements(`/accounts/${account.id}/statements`);
    await screen.findByRole('article', { name: 'Statement for October 2026' });

    await user.selectOptions(screen.getByLabelText('Period'), 'November 2026 so far');
    const november = await screen.findByRole('article', { name: 'Statement for November 2026' });
    expect(definitionOf('Opening balance', november)).toHaveTextContent('€850.50');
    expect(definitionOf('Fees', november)).toHaveTextContent('−€0.50');
    expect(definitionOf('Closing balance', november)).toHaveTextContent('€1,000.00');

    await user.selectOptions(screen.getByLabelText('Period'), 'Other dates…');
    const dates = screen.getByRole('form', { name: 'Other dates' });
    const first = within(dates).getByLabelText('First day');
    const last = within(dates).getByLabelText('Last day');
    await user.clear(first);
    await user.type(first, '2026-10-15');
    await user.clear(last);
    await user.type(last, '2026-10-05');
    await user.click(within(dates).getByRole('button', { name: 'Show statement' }));
    expect(await within(dates).findByRole('alert')).toHaveTextContent(
      'The last day must be on or after the first day',
    );

    await user.clear(first);
    await user.type(first, '2026-10-05');
    await user.clear(last);
    await user.type(last, '2026-10-15');
    await user.click(within(dates).getByRole('button', { name: 'Show statement' }));
    const chosen = await screen.findByRole('article', {
      name: 'Statement from 5 Oct 2026 to 15 Oct 2026',
    });
    expect(definitionOf('Opening balance', chosen)).toHaveTextContent('€939.16');
    expect(definitionOf('Closing balance', chosen)).toHaveTextContent('€838.16');
    // No period asked the bank by itself; a press asks for the one shown.
    expect(bodies).toEqual([]);
    await user.click(
      within(chosen).getByRole('button', { name: 'Ask the bank for its statement' }),
    );
    await waitFor(() =>
      expect(bodies).toEqual([
        { fromDate: '2026-10-05', toDate: '2026-10-15', timezone: expect.any(String) },
      ]),
    );
  });

  it('shows the last full month when the address names a period it cannot show', async () => {
    const account = giveAdaAKnownHistory(harness);
    renderStatements(`/accounts/${account.id}/statements?from=2026-10-20&to=2026-10-02`);
    expect(
      await screen.findByText(
        'The period in the address could not be shown, so this is the last full month.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: 'Statement for October 2026' }),
    ).toBeInTheDocument();
  });

  it('stops reading when asked, and reads again', async () => {
    const account = giveAdaAKnownHistory(harness);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, async () => {
        await held;
      }),
    );
    const { user } = renderStatements(`/accounts/${account.id}/statements`);
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(
      await screen.findByText(
        /Stopped after 0 transactions. The statement needs every transaction since 1 Oct 2026./,
      ),
    ).toBeInTheDocument();
    release();
    await user.click(screen.getByRole('button', { name: 'Read them again' }));
    expect(
      await screen.findByRole('article', { name: 'Statement for October 2026' }),
    ).toBeInTheDocument();
  });
});

describe('AccountStatementsRoute: a page that fails on the way', () => {
  beforeEach(() => {
    vi.useRealTimers();
    useFakeTimers({ date: true });
    vi.setSystemTime(new Date(STATEMENT_TODAY));
  });

  it('tries a page again after a 5xx, as every read does', async () => {
    const account = giveAdaAKnownHistory(harness);
    server.use(
      mswHttp.get(
        `${TEST_BANK_URL}/v1/transactions`,
        () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
        { once: true },
      ),
    );
    renderStatements(`/accounts/${account.id}/statements`);
    await waitUntilFound(() => screen.queryByRole('button', { name: 'Stop' }));
    await wait(READ_RETRY_DELAYS_MS[0]);
    expect(
      await waitUntilFound(() =>
        screen.queryByRole('article', { name: 'Statement for October 2026' }),
      ),
    ).toBeInTheDocument();
    expect(requests('/v1/transactions')).toEqual(['GET /v1/transactions 200']);
  });
});

describe('AccountStatementsRoute: a long history', () => {
  it('reads back only as far as the period’s start', async () => {
    harness.signInAs('saver');
    const pot = harness.accountOf('saver', 'Savings pot');
    renderStatements(`/accounts/${pot.id}/statements`);
    await screen.findByRole('article', { name: 'Statement for October 2026' }, { timeout: 20_000 });
    // 10,000 transactions over six years; October and November so far fill a few pages of 100.
    const reads = requests('/v1/transactions');
    expect(reads.length).toBeGreaterThan(1);
    expect(reads.length).toBeLessThan(6);
  });
});
