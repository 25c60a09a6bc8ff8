// A receipt's progress line moves while the page is open: the transaction is read again while
// its status may still change, on the fake clock, and no more once it is final.
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  RECEIPT_QUICK_READS,
  RECEIPT_REFRESH_MS,
  RECEIPT_SLOW_REFRESH_MS,
} from '../../api/transactions/receipt-refresh';
import type { Transaction } from '../../api/transactions/schemas';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { setVisibility, useFakeTimers, wait, waitUntilFound } from '../../test/fake-time';
import { HistoryTransactionRoute } from './history-transaction';

const { bank, requests, accountOf } = setupMockBank({ startAt: '2026-03-01T12:00:00.000Z' });

/** One of ada's seeded euro payments out that is still pending, as the bank holds it. */
function pendingPayment(): { transaction: Transaction; accountId: string } {
  const eur = accountOf('ada', 'Everyday euros');
  const transaction = bank.state.users
    .get('ada')
    ?.transactions.find(
      (item) => item.accountId === eur.id && item.status === 'pending' && item.direction === 'out',
    );
  if (!transaction) throw new Error('ada has no pending payment out');
  return { transaction, accountId: eur.id };
}

function renderReceipt({
  transaction,
  accountId,
}: {
  transaction: Transaction;
  accountId: string;
}) {
  return renderWithProviders(
    <Routes>
      <Route path="/history/:transactionId" element={<HistoryTransactionRoute />} />
    </Routes>,
    { route: `/history/${transaction.id}?accountId=${accountId}` },
  );
}

/** The stop of the progress line the payment is at, as read aloud. */
function currentStop(): string | null | undefined {
  const line = screen.getByRole('list', { name: 'Where this payment is' });
  return within(line)
    .getAllByRole('listitem')
    .find((stop) => stop.getAttribute('aria-current') === 'step')?.textContent;
}

/** Lets a little fake time pass until the progress line stands at `stop`. */
async function stopIs(stop: string | undefined) {
  await waitUntilFound(() => currentStop() === stop || null, { limitMs: RECEIPT_REFRESH_MS / 2 });
}

const reads = () => requests('/v1/transactions').length;

describe('a receipt while the page is open', () => {
  it('moves from processing to on hold to completed as the bank changes it, then stops reading', async () => {
    useFakeTimers();
    const payment = pendingPayment();
    renderReceipt(payment);
    await screen.findByRole('article', { name: 'Payment receipt' });
    expect(currentStop()).toBe('Processing (now)');
    expect(reads()).toBe(1);

    await wait(RECEIPT_REFRESH_MS - 1);
    expect(reads()).toBe(1);
    await wait(1);
    expect(reads()).toBe(2);
    expect(currentStop()).toBe('Processing (now)');

    payment.transaction.status = 'on_hold_provider';
    await wait(RECEIPT_REFRESH_MS);
    // The answer may land after the read on a loaded machine: a little more fake time.
    await stopIs('On hold (now)');
    expect(screen.getByText(/The payment provider is checking this payment/)).toBeVisible();

    payment.transaction.status = 'completed';
    await wait(RECEIPT_REFRESH_MS);
    await stopIs(undefined);
    expect(
      within(screen.getByRole('list', { name: 'Where this payment is' })).getByText('Completed'),
    ).toBeVisible();
    expect(screen.getByText('The money has left your account.')).toBeVisible();
    expect(screen.queryByText(/updates by itself/)).toBeNull();

    const settled = reads();
    await wait(RECEIPT_SLOW_REFRESH_MS * 4);
    expect(reads()).toBe(settled);
  });

  it('reads slower once a payment has been on its way a while, and not while the tab is hidden', async () => {
    useFakeTimers();
    renderReceipt(pendingPayment());
    await screen.findByRole('article', { name: 'Payment receipt' });
    // The first answer and the quick reads after it.
    for (let read = 1; read < RECEIPT_QUICK_READS; read += 1) await wait(RECEIPT_REFRESH_MS);
    expect(reads()).toBe(RECEIPT_QUICK_READS);

    await wait(RECEIPT_SLOW_REFRESH_MS - 1);
    expect(reads()).toBe(RECEIPT_QUICK_READS);
    await wait(1);
    expect(reads()).toBe(RECEIPT_QUICK_READS + 1);

    act(() => setVisibility('hidden'));
    await wait(RECEIPT_SLOW_REFRESH_MS * 3);
    expect(reads()).toBe(RECEIPT_QUICK_READS + 1);
    act(() => setVisibility('visible'));
    await wait(RECEIPT_SLOW_REFRESH_MS);
    expect(reads()).toBeGreaterThan(RECEIPT_QUICK_READS + 1);
  });
});
