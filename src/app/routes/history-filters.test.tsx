// /history's own filters (days, money in or out, amounts) over every account, the reading of
// every page they need, with its progress and Stop, and amounts checked as they are typed.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { address, renderHistory, rows, setupHistoryBank } from '../../test/history-kit';

const { accountOf, addFault, seeded, signInAs } = setupHistoryBank();

/** A timestamp's calendar day on this machine's clock (the customer's zone in jsdom). */
function localDay(timestamp: string | undefined): string {
  const date = new Date(timestamp ?? '');
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Cents of money out that moved (rejected ones did not), as the locale writes money. */
function moneyOut(list: readonly Transaction[], currency: string): string {
  const cents = list
    .filter((item) => item.status !== 'rejected')
    .reduce((sum, item) => sum + BigInt(item.amount.replace('.', '')), 0n);
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
    `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral,
  );
}

describe('/history filtered over every account', () => {
  it('shows the money out of a range of days of both accounts, totalled per currency', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const gbp = accountOf('ada', 'Pounds');
    // The bank's clock is pinned at 2026-03-01: January is well inside both histories.
    const inRange = (item: Transaction) =>
      item.direction === 'out' &&
      localDay(item.createdAt) >= '2026-01-01' &&
      localDay(item.createdAt) <= '2026-01-31';
    const euros = seeded('ada', eur.id).filter(inRange);
    const pounds = seeded('ada', gbp.id).filter(inRange);
    expect(euros.length).toBeGreaterThan(0);
    expect(pounds.length).toBeGreaterThan(0);

    renderHistory('/history?from=2026-01-01&to=2026-01-31&flow=out');
    expect(
      await screen.findByText(`${String(euros.length + pounds.length)} matches`),
    ).toBeInTheDocument();
    expect(screen.getByText('Every matching transaction is shown')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByRole('combobox', { name: 'Money in or out' })).toHaveValue('out');
    const totals = screen.getByRole('group', { name: 'Totals of the shown transactions' });
    const outs = within(totals)
      .getAllByText('Money out')
      .map((term) => term.nextElementSibling?.textContent);
    // One line per currency, in the order of the codes.
    expect(outs).toEqual([moneyOut(euros, 'EUR'), moneyOut(pounds, 'GBP')]);
    const newest = [...euros, ...pounds].sort((a, b) =>
      (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
    )[0]!;
    expect(rows()[0]).toHaveAttribute('href', expect.stringContaining(newest.id));
    expect(rows()[0]).toHaveAttribute('href', expect.stringContaining('accounts=all'));
  });

  it('takes an amount into the address only once it is one, and says what is wrong', async () => {
    const { user } = renderHistory('/history');
    const minimum = await screen.findByRole('textbox', { name: 'Minimum amount' });
    await user.type(minimum, '12.345');
    await user.tab();
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    // 12.34 was an amount on the way: the address took it, and keeps it.
    expect(address().searchParams.get('min')).toBe('12.34');

    await user.clear(minimum);
    await user.type(minimum, '500');
    expect(address().searchParams.get('min')).toBe('500');
    const maximum = screen.getByRole('textbox', { name: 'Maximum amount' });
    await user.type(maximum, '20');
    expect(
      await screen.findByText('The maximum is below the minimum: no amount is in this range.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address().searchParams.get('min')).toBeNull();
    expect(address().searchParams.get('max')).toBeNull();
    expect(minimum).toHaveValue('');
  });

  it('offers Clear filters only while a filter is on, and leaves the focus on the first filter', async () => {
    const { user } = renderHistory('/history?q=rent');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    // The search is not one of the filters: nothing to clear.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.selectOptions(status, 'Pending');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(address().searchParams.get('status')).toBeNull();
    expect(address().searchParams.get('q')).toBe('rent');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(status).toHaveFocus();
  });

  it('reads every page for a search with its progress, and Stop says the totals are partial', async () => {
    signInAs('saver');
    const pot = accountOf('saver', 'Savings pot');
    const { user } = renderHistory(`/history?accountId=${pot.id}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    addFault({ kind: 'latency', latencyMs: 300, count: 1000 });

    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'rent');
    expect(
      await screen.findByRole('progressbar', { name: 'Reading every transaction' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^[\d,]+ of the account’s transactions read…$/)).toBeVisible();
    expect(screen.getByText(/^[\d,]+ matches so far$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop reading' }));

    expect(
      await screen.findByText(/^Totals and matches cover only the [\d,]+ transactions read so far/),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Totals of the transactions read so far' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read them all' })).toBeInTheDocument();
  });
});

describe('/history changed twice before it renders again', () => {
  it('keeps both changes: a status, then an order, chosen in one moment', async () => {
    // On a busy phone a second choice can come before the page has drawn the first; React
    // Router's setSearchParams gives each call the address of the last render, so the first
    // choice was lost (a journey met it: the order kept, the status gone).
    const eur = accountOf('ada', 'Everyday euros');
    renderHistory(`/history?accountId=${eur.id}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const status = screen.getByRole('combobox', { name: 'Status' });
    const order = screen.getByRole('combobox', { name: 'Order' });
    act(() => {
      // Both events fire before React renders again.
      fireEvent.change(status, { target: { value: 'pending' } });
      fireEvent.change(order, { target: { value: 'ascending' } });
    });
    await waitFor(() => expect(address().searchParams.get('sort')).toBe('ascending'));
    expect(address().searchParams.get('status')).toBe('pending');
    expect(status).toHaveValue('pending');
  });
});
