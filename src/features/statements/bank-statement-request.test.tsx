import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { giveAdaAKnownHistory, renderStatements, STATEMENT_TODAY } from '../../test/statements-kit';
import { testConfig } from '../../test/test-config';

// Issue 35 §3: the bank's own statement (POST /v1/accounts/{id}/statements) is asked for only
// when the customer presses for it, once per press, never retried, and with nothing in its
// body beyond the period's days and the time zone.

const harness = setupMockBank({ startAt: STATEMENT_TODAY });
const { server } = harness;
const ASK = 'Ask the bank for its statement';

beforeEach(() => {
  // Only the date: the app's "today" is the bank's, timers stay real for msw and React.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(STATEMENT_TODAY) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Every statements request that left the app (whatever answered it), with its body. */
function recordStatementRequests(): { path: string; body: unknown }[] {
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    mswHttp.post(`${TEST_BANK_URL}/v1/accounts/:accountId/statements`, async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
      // Nothing returned: the next handler (an override, else the mock bank) answers.
    }),
  );
  return sent;
}

/** A moment for anything the screen would send by itself to leave. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the bank’s own statement', () => {
  it('is not asked for when the statement opens, nor when the period changes', async () => {
    const account = giveAdaAKnownHistory(harness);
    const sent = recordStatementRequests();
    const { user } = renderStatements(`/accounts/${account.id}/statements`);
    const october = await screen.findByRole('article', { name: 'Statement for October 2026' });
    await settle();
    expect(sent).toEqual([]);
    expect(harness.requests(`/v1/accounts/${account.id}/statements`)).toEqual([]);
    expect(within(october).getByRole('button', { name: ASK })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Period'), 'November 2026 so far');
    await screen.findByRole('article', { name: 'Statement for November 2026' });
    await settle();
    expect(sent).toEqual([]);
  });

  it('is asked for once per press, with only the period’s days and the time zone', async () => {
    const account = giveAdaAKnownHistory(harness);
    const sent = recordStatementRequests();
    const { user } = renderStatements(`/accounts/${account.id}/statements`);
    const statement = await screen.findByRole('article', { name: 'Statement for October 2026' });

    await user.dblClick(within(statement).getByRole('button', { name: ASK }));
    expect(
      await within(statement).findByText(/Your bank has accepted a request for its own statement/),
    ).toBeInTheDocument();
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(`/v1/accounts/${account.id}/statements`);
    // Exactly the three fields of A-313, nothing else.
    expect(Object.keys(sent[0]?.body as object).sort()).toEqual(['fromDate', 'timezone', 'toDate']);
    expect(sent[0]?.body).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
      timezone: expect.stringMatching(/\S/),
    });
    expect(harness.requests(`/v1/accounts/${account.id}/statements`)).toEqual([
      `POST /v1/accounts/${account.id}/statements 202`,
    ]);
  });

  it('is not retried after a failure; a second press asks once more', async () => {
    const account = giveAdaAKnownHistory(harness);
    server.use(
      mswHttp.post(
        `${TEST_BANK_URL}/v1/accounts/:accountId/statements`,
        () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const sent = recordStatementRequests();
    const { user } = renderStatements(`/accounts/${account.id}/statements`);
    const statement = await screen.findByRole('article', { name: 'Statement for October 2026' });

    await user.click(within(statement).getByRole('button', { name: ASK }));
    expect(
      await within(statement).findByText(
        /Your bank’s own statement could not be requested just now/,
      ),
    ).toBeInTheDocument();
    await settle();
    expect(sent).toHaveLength(1);

    await user.click(within(statement).getByRole('button', { name: ASK }));
    expect(
      await within(statement).findByText(/Your bank has accepted a request for its own statement/),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('offers a document link on the API’s own origin, and none on another host', async () => {
    const account = giveAdaAKnownHistory(harness);
    const own = `${TEST_BANK_URL}/v1/documents/statement-2026-10.pdf`;
    server.use(
      mswHttp.post(
        `${TEST_BANK_URL}/v1/accounts/:accountId/statements`,
        () => HttpResponse.json({ status: 'ready', documentUrl: own }),
        { once: true },
      ),
      mswHttp.post(
        `${TEST_BANK_URL}/v1/accounts/:accountId/statements`,
        () =>
          HttpResponse.json({ status: 'ready', url: 'https://statements.elsewhere.example/s.pdf' }),
        { once: true },
      ),
    );
    const { user } = renderStatements(`/accounts/${account.id}/statements`);
    const october = await screen.findByRole('article', { name: 'Statement for October 2026' });
    await user.click(within(october).getByRole('button', { name: ASK }));
    expect(
      await within(october).findByRole('link', { name: 'Open your bank’s statement' }),
    ).toHaveAttribute('href', own);

    await user.selectOptions(screen.getByLabelText('Period'), 'November 2026 so far');
    const november = await screen.findByRole('article', { name: 'Statement for November 2026' });
    await user.click(within(november).getByRole('button', { name: ASK }));
    expect(
      await within(november).findByText(
        /Your bank answered the request for its statement in a way this app cannot read/,
      ),
    ).toBeInTheDocument();
    expect(within(november).queryByRole('link', { name: 'Open your bank’s statement' })).toBeNull();
    expect(screen.queryByText(/elsewhere\.example/)).toBeNull();
  });

  it('offers a document on an origin the configuration lists (statementDocumentOrigins)', async () => {
    const account = giveAdaAKnownHistory(harness);
    const documents = 'https://documents.bank.example/statements/2026-10.pdf';
    server.use(
      mswHttp.post(
        `${TEST_BANK_URL}/v1/accounts/:accountId/statements`,
        () => HttpResponse.json({ status: 'ready', documentUrl: documents }),
        { once: true },
      ),
    );
    const { user } = renderStatements(`/accounts/${account.id}/statements`, {
      config: { ...testConfig, statementDocumentOrigins: ['https://documents.bank.example'] },
    });
    const october = await screen.findByRole('article', { name: 'Statement for October 2026' });
    await user.click(within(october).getByRole('button', { name: ASK }));
    expect(
      await within(october).findByRole('link', { name: 'Open your bank’s statement' }),
    ).toHaveAttribute('href', documents);
  });

  it('says so when the bank has no statements endpoint', async () => {
    const account = giveAdaAKnownHistory(harness);
    server.use(
      mswHttp.post(`${TEST_BANK_URL}/v1/accounts/:accountId/statements`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const { user } = renderStatements(`/accounts/${account.id}/statements`);
    const statement = await screen.findByRole('article', { name: 'Statement for October 2026' });
    await user.click(within(statement).getByRole('button', { name: ASK }));
    expect(
      await within(statement).findByText(
        'Your bank does not offer statements through the app, so this one was built from your transactions.',
      ),
    ).toBeInTheDocument();
  });
});
