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

describe('a transaction’s details against the mock bank', () => {
  it('shows a payment out in words: fee and its parts, total, status, both parties, ids; no AML fields', async () => {
    signInAs('saver');
    const pot = accountOf('saver', 'Savings pot');
    const list = newest('saver', pot.id);
    // Among the newest 100: money out to an IBAN, with a charge.
    const sent = list
      .slice(0, 100)
      .find((item) => item.direction === 'out' && item.recipient?.iban && item.recipient.name);
    expect(sent?.charge).toBeTruthy();
    const { recipient, charge } = sent!;
    const { user } = renderAt(`/history/${sent!.id}?accountId=${pot.id}&status=completed`);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: [recipient?.name, recipient?.surname].filter(Boolean).join(' '),
      }),
    ).toBeVisible();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(definitionOf(payment, 'Amount')).toHaveTextContent(`\u2212${euros(sent!.amount)}`);
    expect(definitionOf(payment, 'Fee')).toHaveTextContent(
      `${euros(charge!.fee!)}The larger of ${euros('1.00')} and 0.5% of the amount`,
    );
    expect(definitionOf(payment, 'Total')).toHaveTextContent(
      `${euros(charge!.total!)}, taken from your account`,
    );
    expect(definitionOf(payment, 'Reference')).toHaveTextContent(recipient!.reference!);

    const parties = screen.getByRole('region', { name: 'Who' });
    expect(definitionOf(parties, 'From')).toHaveTextContent('Sam Saver (Your account)');
    const to = definitionOf(parties, 'To');
    // The IBAN in groups of four, as on a statement.
    const grouped = recipient!.iban!.replace(/(.{4})(?=.)/g, '$1 ');
    expect(definitionOf(to, 'IBAN')).toHaveTextContent(grouped);
    expect(definitionOf(to, 'BIC')).toHaveTextContent(recipient!.bicSwift!);

    const ids = screen.getByRole('region', { name: 'For enquiries' });
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
    expect(requests('/v1/transactions')).toEqual(['GET /v1/transactions 200']);
  });

  it('explains a status and what happens next: pending money in, rejected money out', async () => {
    signInAs('saver');
    const pot = accountOf('saver', 'Savings pot');
    const list = newest('saver', pot.id).slice(0, 100);
    const pendingIn = list.find((item) => item.status === 'pending' && item.direction === 'in');
    const rejectedOut = list.find((item) => item.status === 'rejected' && item.direction === 'out');
    expect(pendingIn && rejectedOut).toBeTruthy();

    renderAt(`/history/${pendingIn!.id}?accountId=${pot.id}`);
    const status = definitionOf(await screen.findByRole('region', { name: 'Payment' }), 'Status');
    expect(status).toHaveTextContent(
      'PendingThe bank is processing this payment to you.The money becomes available once the payment completes.',
    );
    expect(definitionOf(screen.getByRole('region', { name: 'Payment' }), 'Fee')).toHaveTextContent(
      'No fee',
    );
  });

  it('takes a transaction from the history already loaded, without asking the bank again', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const wanted = newest('ada', eur.id).find((item) => item.status === 'pending');
    const queryClient = createTestQueryClient();
    await queryClient.fetchInfiniteQuery(
      transactionQueries.pages({ accountId: eur.id, status: 'pending', limit: 100 }),
    );
    const before = requests('/v1/transactions').length;

    renderAt(`/history/${wanted!.id}?accountId=${eur.id}&status=pending`, queryClient);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(definitionOf(payment, 'Amount')).toHaveTextContent(euros(wanted!.amount));
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
    expect(await screen.findByRole('region', { name: 'Payment' })).toBeVisible();
  });
});
