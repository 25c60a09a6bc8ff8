import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { buildStatement } from '../../domain/statements/statement';
import { I18nProvider } from '../../lib/i18n/i18n';
import { StatementTable } from './statement-table';

afterEach(cleanup);

// Two transactions in March 2026, written here; the period is the whole month.
const IN: Transaction = {
  id: 'in-1',
  accountId: 'acc-1',
  amount: '100.00',
  status: 'completed',
  direction: 'in',
  createdAt: '2026-03-02T10:00:00.000Z',
  sender: { name: 'Grace', surname: 'Hopper' },
};
const OUT: Transaction = {
  id: 'out-1',
  accountId: 'acc-1',
  amount: '40.00',
  status: 'completed',
  direction: 'out',
  createdAt: '2026-03-03T10:00:00.000Z',
  recipient: { name: 'Alan', surname: 'Turing' },
};
const CHARGED: Transaction = {
  ...OUT,
  id: 'out-2',
  fee: true,
  charge: { amount: '40.00', fee: '1.00', total: '41.00', currency: 'EUR' },
};

function renderStatement(transactions: Transaction[]) {
  const statement = buildStatement({
    transactions,
    currentBalance: '500.00',
    from: Date.parse('2026-03-01T00:00:00.000Z'),
    to: Date.parse('2026-04-01T00:00:00.000Z'),
  });
  render(
    <I18nProvider locale="en-GB">
      <StatementTable statement={statement} currency="EUR" />
    </I18nProvider>,
  );
  return screen.getByRole('table');
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('StatementTable', () => {
  it('has no Fee column when no row of the period has a fee (issue 38)', () => {
    const table = renderStatement([IN, OUT]);
    expect(headers(table)).toEqual(['Date', 'Details', 'Amount', 'Balance']);
    // The opening and closing lines span every column but the balance.
    expect(within(table).getByRole('rowheader', { name: 'Opening balance' })).toHaveAttribute(
      'colspan',
      '3',
    );
  });

  it('has a Fee column once a row has one, with the fee in its row', () => {
    const table = renderStatement([IN, CHARGED]);
    expect(headers(table)).toEqual(['Date', 'Details', 'Amount', 'Fee', 'Balance']);
    const row = within(table).getByRole('row', { name: /Alan Turing/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('−€1.00');
  });
});
