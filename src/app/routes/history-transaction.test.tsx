import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { transactionQueries } from '../../api/transactions/queries';
import type { Transaction } from '../../api/transactions/schemas';
import { ToastViewport } from '../../components/ui/toast';
import {
  createTestQueryClient,
  renderWithProviders,
  setupMockBank,
} from '../../test/mock-bank-harness';
import { HistoryTransactionRoute } from './history-transaction';
import { compareDescending } from '../../../mock/bank/routes/transactions';

const { bank, requests, signInAs, accountOf } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

/** A persona's transactions of one account, newest first, as the mock bank lists them. */
function newest(login: string, accountId: string): Transaction[] {
  return (bank.state.users.get(login)?.transactions ?? [])
    .filter((transaction) => transaction.accountId === accountId)
    .sort(compareDescending);
}

const euros = (value: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(
    value as Intl.StringNumericLiteral,
  );

function renderAt(url: string, queryClient = createTestQueryClient()) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/history/:transactionId" element={<HistoryTransactionRoute />} />
      </Routes>
      <ToastViewport />
    </>,
    { route: url, queryClient },
  );
}

/** The definition next to a term of a description list. */
function definitionOf(list: HTMLElement, term: string): HTMLElement {
  const dt = within(list)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === term);
  const dd = dt?.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`No definition for ${term}`);
  return dd;
}

/** The receipt's line for a term, by its words. */
function receiptLine(term: string): HTMLElement {
  return definitionOf(screen.getByRole('article', { name: 'Payment receipt' }), term);
}

/** The progress line's stops as read aloud ("Sent (done)"), and the one it is at. */
function progress() {
  const line = screen.getByRole('list', { name: 'Where this payment is' });
  const stops = within(line).getAllByRole('listitem');
  return {
    stops: stops.map((stop) => stop.textContent),
    current: stops.find((stop) => stop.getAttribute('aria-current') === 'step')?.textContent,
  };
}

describe('a transaction’s details against the mock bank', () => {
  it('is a receipt: who was paid, amount, fee and its rule, total, reference, account, date, method, status', async () => {
    signInAs('saver');
    const pot = accountOf('saver', 'Savings pot');
    const list = newest('saver', pot.id);
    // Among the newest 100: money out to an IBAN, with a charge, completed.
    const sent = list
      .slice(0, 100)
      .find(
        (item) =>
          item.direction === 'out' &&
          item.status === 'completed' &&
          item.recipient?.iban &&
          item.recipient.name,
      );
    expect(sent?.charge).toBeTruthy();
    const { recipient, charge } = sent!;
    const name = [recipient?.name, recipient?.surname].filter(Boolean).join(' ');
    renderAt(`/history/${sent!.id}?accountId=${pot.id}&status=completed`);

    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    const receipt = await screen.findByRole('article', { name: 'Payment receipt' });
    // The large figure is all that left the account; the amount and fee are beneath it.
    expect(within(receipt).getByText(`\u2212${euros(charge!.total!)}`)).toBeVisible();
    expect(receiptLine('Paid to')).toHaveTextContent(
      `${name}IBAN ending ${recipient!.iban!.slice(-4)}`,
    );
    expect(receiptLine('Amount')).toHaveTextContent(euros(charge!.amount!));
    expect(receiptLine('Fee charged')).toHaveTextContent(
      `${euros(charge!.fee!)}The larger of ${euros('1.00')} and 0.5% of the amount`,
    );
    expect(receiptLine('Total that left your account')).toHaveTextContent(euros(charge!.total!));
    expect(receiptLine('Reference')).toHaveTextContent(recipient!.reference!);
    expect(receiptLine('From your account')).toHaveTextContent('Savings pot');
    // In the customer's zone, which it names (the tests run in UTC).
    expect(receiptLine('Date and time')).toHaveTextContent(/\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC/);
    expect(within(receiptLine('Date and time')).getByText(/UTC/)).toHaveAttribute(
      'datetime',
      sent!.createdAt,
    );
    expect(receiptLine('Sent by')).toHaveTextContent('SEPA bank transfer');
    expect(receiptLine('Status')).toHaveTextContent(
      'CompletedThe money has left your account.Nothing more happens with this payment.',
    );
    expect(progress()).toEqual({
      stops: ['Sent (done)', 'Processing (done)', 'Completed (done)'],
      current: undefined,
    });
    expect(within(receipt).queryByText(/updates by itself/)).toBeNull();
  });

  it('keeps both sides’ bank data and the ids for support, closed until asked for', async () => {
    signInAs('saver');
    const pot = accountOf('saver', 'Savings pot');
    const sent = newest('saver', pot.id)
      .slice(0, 100)
      .find((item) => item.direction === 'out' && item.recipient?.iban && item.recipient.name);
    const { recipient } = sent!;
    const { user } = renderAt(`/history/${sent!.id}?accountId=${pot.id}&status=completed`);

    const bank = (await screen.findByText('Bank details of both sides')).closest('details')!;
    expect(bank).not.toHaveAttribute('open');
    await user.click(within(bank).getByText('Bank details of both sides'));
    expect(definitionOf(bank, 'From')).toHaveTextContent('Sam Saver (Your account)');
    const to = definitionOf(bank, 'To');
    // The IBAN in groups of four, as on a statement.
    const grouped = recipient!.iban!.replace(/(.{4})(?=.)/g, '$1 ');
    expect(definitionOf(to, 'IBAN')).toHaveTextContent(grouped);
    expect(definitionOf(to, 'BIC')).toHaveTextContent(recipient!.bicSwift!);

    const ids = screen.getByText('Technical details').closest('details')!;
    await user.click(within(ids).getByText('Technical details'));
    expect(definitionOf(ids, 'Transaction ID')).toHaveTextContent(sent!.id);
    expect(definitionOf(ids, 'Operation ID')).toHaveTextContent(sent!.outTransactionId!);
    await user.click(within(ids).getByRole('button', { name: 'Copy transaction ID' }));
    expect(screen.getByRole('status')).toHaveTextContent('Transaction ID copied');
    expect(await navigator.clipboard.readText()).toBe(sent!.id);

    const page = document.body.textContent ?? '';
    for (const hidden of [sent!.amlId, sent!.amlStatus]) expect(page).not.toContain(hidden);
    expect(screen.queryByText(/aml/i)).not.toBeInTheDocument();
    // The back link returns to the same filtered view.
    expect(screen.getByRole('link', { name: 'Back to history' })).toHaveAttribute(
      'href',
      `/history?accountId=${pot.id}&status=completed`,
    );
    // A final status: read once, never again.
    expect(requests('/v1/transactions')).toEqual(['GET /v1/transactions 200']);
  });

  it('explains a status on the progress line and in words: pending money in, rejected money out', async () => {
    signInAs('saver');
    const pot = accountOf('saver', 'Savings pot');
    const list = newest('saver', pot.id).slice(0, 100);
    const pendingIn = list.find(
      (item) => item.status === 'pending' && item.direction === 'in' && item.sender?.name,
    );
    const rejectedOut = list.find((item) => item.status === 'rejected' && item.direction === 'out');
    expect(pendingIn && rejectedOut).toBeTruthy();

    const { unmount } = renderAt(`/history/${pendingIn!.id}?accountId=${pot.id}`);
    await screen.findByRole('article', { name: 'Payment receipt' });
    expect(receiptLine('Status')).toHaveTextContent(
      'PendingThe bank is processing this payment to you.The money becomes available once the payment completes.',
    );
    expect(progress().current).toBe('Processing (now)');
    expect(receiptLine('Paid by')).toHaveTextContent(
      [pendingIn!.sender?.name, pendingIn!.sender?.surname].filter(Boolean).join(' '),
    );
    expect(receiptLine('Into your account')).toHaveTextContent('Savings pot');
    expect(receiptLine('Fee charged')).toHaveTextContent('No fee');
    expect(receiptLine('Total')).toHaveTextContent(euros(pendingIn!.amount));
    expect(
      screen.getByText('This page updates by itself while the payment is on its way.'),
    ).toBeVisible();
    unmount();

    renderAt(`/history/${rejectedOut!.id}?accountId=${pot.id}`);
    await screen.findByRole('article', { name: 'Payment receipt' });
    expect(progress().stops).toEqual(['Sent (done)', 'Processing (done)', 'Rejected (done)']);
    expect(receiptLine('Status')).toHaveTextContent(
      'RejectedThis payment did not go through: no money left.',
    );
    // No money left: the total is not said to have left the account.
    expect(receiptLine('Total')).toHaveTextContent(euros(rejectedOut!.charge!.total!));
  });

  it('takes a transaction from the history already loaded, without asking the bank again', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const wanted = newest('ada', eur.id).find((item) => item.status === 'pending');
    const queryClient = createTestQueryClient();
    // As the app's client: what was read in the last 30 s is fresh, no read on mount.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 },
    });
    await queryClient.fetchInfiniteQuery(
      transactionQueries.pages({ accountId: eur.id, status: 'pending', limit: 100 }),
    );
    const before = requests('/v1/transactions').length;

    renderAt(`/history/${wanted!.id}?accountId=${eur.id}&status=pending`, queryClient);
    await screen.findByRole('article', { name: 'Payment receipt' });
    expect(receiptLine('Amount')).toHaveTextContent(euros(wanted!.amount));
    expect(requests('/v1/transactions')).toHaveLength(before);
  });

  it('says how to find a transaction that is not among the latest, instead of failing', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    renderAt(`/history/00000000-0000-4000-8000-000000000000?accountId=${eur.id}&sort=ascending`);

    expect(
      await screen.findByRole('heading', { name: 'This transaction is not among the latest ones' }),
    ).toBeVisible();
    expect(screen.getByText(/open the history, choose its status/i)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the history' })).toHaveAttribute(
      'href',
      `/history?accountId=${eur.id}&sort=ascending`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  });

  it('a link without an account says the same, with no request', async () => {
    renderAt('/history/00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByRole('heading', { name: 'This transaction is not among the latest ones' }),
    ).toBeVisible();
    expect(requests('/v1/transactions')).toEqual([]);
  });

  it('a failure is explained with a way to try again', async () => {
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/v1/transactions',
        method: 'GET',
        kind: 'reject',
        status: 500,
        message: 'Proses failed',
      }),
    );
    const eur = accountOf('ada', 'Everyday euros');
    const wanted = newest('ada', eur.id)[0]!;
    const { user } = renderAt(`/history/${wanted.id}?accountId=${eur.id}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This transaction could not be loaded');
    // A server error (500 "Proses failed") in the app's own words, not the server's text.
    expect(alert).toHaveTextContent('The bank had a problem answering');
    expect(alert).not.toHaveTextContent('Proses failed');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Payment receipt' })).toBeVisible();
  });
});
