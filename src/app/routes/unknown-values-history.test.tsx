// A transaction status the app does not know (issue 19 §1): the history still shows, the row
// reads the bank's word made readable.
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubHistoryLayout } from '../../test/history-kit';
import { renderWithProviders, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { HistoryRoute } from './history';

const { server, accountOf } = setupMockBank({ startAt: '2026-03-01T12:00:00.000Z' });

stubHistoryLayout();

function row(id: string, status: string, name: string, createdAt: string, amount: string) {
  return {
    id,
    accountId: accountOf('ada', 'Everyday euros').id,
    amount,
    status,
    direction: 'in',
    createdAt,
    updatedAt: createdAt,
    sender: { name, surname: 'Sender' },
  };
}

describe('/history with a transaction status the app does not know', () => {
  it('lists every row; the "cancelled" one reads "Cancelled", never the code', async () => {
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, () =>
        HttpResponse.json([
          {
            transactions: [
              row(
                '7d3b1c8e-0001-4000-8000-000000000001',
                'completed',
                'Grace',
                '2026-02-28T10:00:00Z',
                '10.00',
              ),
              row(
                '7d3b1c8e-0001-4000-8000-000000000002',
                'cancelled',
                'Edsger',
                '2026-02-27T10:00:00Z',
                '20.00',
              ),
              row(
                '7d3b1c8e-0001-4000-8000-000000000003',
                'pending',
                'Barbara',
                '2026-02-26T10:00:00Z',
                '30.00',
              ),
            ],
            lastKey: null,
          },
        ]),
      ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/history" element={<HistoryRoute />} />
      </Routes>,
      { route: '/history' },
    );
    const rows = () =>
      screen.queryAllByRole('link').filter((link) => link.hasAttribute('data-history-row'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const cancelled = rows().find((link) => link.textContent.includes('Edsger'));
    expect(within(cancelled!).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('cancelled')).not.toBeInTheDocument();
    // The known ones beside it read as before: Grace's completed row says no status (only one
    // that is not final is said), Barbara's pending one says Pending.
    const completed = rows().find((link) => link.textContent.includes('Grace'));
    expect(within(completed!).queryByText('Completed')).not.toBeInTheDocument();
    const pending = rows().find((link) => link.textContent.includes('Barbara'));
    expect(within(pending!).getByText('Pending')).toBeInTheDocument();
  });
});
