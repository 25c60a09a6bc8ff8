import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateOrderMutation } from '../../api/crypto/mutations';
import type { CreateOrderBody } from '../../api/crypto/schemas';
import { adaBuysBitcoin, adaOrders } from '../../test/crypto-orders';
import { useFakeTimers, wait } from '../../test/fake-time';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { CryptoOrdersRoute } from './crypto-orders';

const { bank, requests, accountOf, advanceClock, signInAs, companyOf } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * An amount as a customer reads it: money in the locale's style, crypto as number and code
 * (text content compared with white space collapsed, the no-break space too).
 */
function amount(value: string, currency: string): string {
  if (currency === 'EUR' || currency === 'GBP') {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
      value as Intl.StringNumericLiteral,
    );
  }
  const number = new Intl.NumberFormat('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  });
  return `${number.format(value as Intl.StringNumericLiteral)} ${currency}`;
}

const accountTitle = (id: string) =>
  bank.state.users.get('ada')?.accounts.find((account) => account.id === id)?.title;

/** Places an order as the order form does (the one mutation), from a plain button. */
function PlaceButton({ body }: { body: CreateOrderBody }) {
  const create = useCreateOrderMutation();
  return (
    <button type="button" onClick={() => create.mutate(body)}>
      Place test order
    </button>
  );
}

function renderOrders(url = '/crypto/orders', body?: CreateOrderBody) {
  return renderWithProviders(
    <>
      {body ? <PlaceButton body={body} /> : null}
      <Routes>
        <Route path="/crypto/orders" element={<CryptoOrdersRoute />} />
      </Routes>
    </>,
    {
      route: url,
      userOptions: vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {},
    },
  );
}

const list = () => screen.getByRole('list', { name: 'Orders, newest first' });
const rows = () => within(list()).getAllByRole('listitem');

describe('/crypto/orders against the mock bank', () => {
  it('lists ada’s 30 orders newest first, 10 a page, each in words, to the end', async () => {
    const { user } = renderOrders();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('list', { name: 'Orders, newest first' });
    const expected = adaOrders(bank);
    expect(expected).toHaveLength(30);
    expect(rows()).toHaveLength(10);

    const newest = expected[0]!;
    const [base, quote] = newest.pair.split('/') as [string, string];
    const unit = newest.side === 'buy' ? quote : base;
    const first = rows()[0]!;
    const side = newest.side === 'buy' ? 'Buy' : 'Sell';
    // The row is one link, named by side and pair, volume and status (white space collapsed).
    const volume = `${amount(newest.volume, unit)} to ${newest.side === 'buy' ? 'spend' : 'sell'}`;
    // A completed order says no status in the list (only what is not final, or went wrong).
    const status = newest.status === 'completed' ? '' : ` ${newest.status}`;
    const name = `${side} ${newest.pair} ${volume}${status}`;
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    const link = within(first).getByRole('link', {
      name: (accessible) => accessible.replace(/\s/g, ' ') === name,
    });
    expect(link).toHaveAttribute('href', `/crypto/orders/${newest.id}`);
    expect(first).toHaveTextContent(
      newest.settings.type === 'market' ? 'Market order' : 'Limit order at',
    );
    expect(first).toHaveTextContent('Fee 0.50%');
    expect(first).toHaveTextContent(
      `From ${accountTitle(newest.accountIdFrom)} to ${accountTitle(newest.accountIdTo)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await vi.waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await vi.waitFor(() => expect(rows()).toHaveLength(30));
    expect(screen.getByText('That is all of your orders.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    expect(requests('/crypto-exchange/orders')).toEqual([
      'GET /crypto-exchange/orders 200',
      'GET /crypto-exchange/orders 200',
      'GET /crypto-exchange/orders 200',
    ]);

    // Each of the mock's statuses in words but completed, which the list leaves unsaid; the
    // open limit sale with its price.
    const texts = rows().map((row) => row.textContent ?? '');
    expect(expected.some((order) => order.status === 'completed')).toBe(true);
    expect(texts.some((text) => text.includes('Completed'))).toBe(false);
    for (const word of ['Cancelled', 'Rejected', 'Open']) {
      expect(texts.some((text) => text.includes(word))).toBe(true);
    }
    const open = expected.find((order) => order.status === 'open')!;
    const openRow = rows()[expected.indexOf(open)]!;
    expect(openRow).toHaveTextContent(
      `Limit order at ${amount(open.settings.desiredPrice!, 'EUR')}`,
    );
  });

  it('shows a status it does not know readably, never a code or a crash', async () => {
    const newest = adaOrders(bank)[0]!;
    newest.status = 'partially_FILLED';
    renderOrders();
    await screen.findByRole('list', { name: 'Orders, newest first' });
    expect(rows()[0]).toHaveTextContent('Status: partially filled');
  });

  it('an order just placed is "being recorded" at once, then the server’s record once read', async () => {
    useFakeTimers();
    const { user } = renderOrders('/crypto/orders', adaBuysBitcoin(accountOf));
    await screen.findByRole('list', { name: 'Orders, newest first' });
    await user.click(screen.getByRole('button', { name: 'Place test order' }));

    const placed = await within(list()).findByText('Being recorded');
    const row = placed.closest('li')!;
    expect(rows()[0]).toBe(row);
    expect(row).toHaveTextContent(`${amount('100', 'EUR')} to spend`);
    expect(row).toHaveTextContent('Market order');
    expect(row).toHaveTextContent('From Everyday euros to Bitcoin');
    expect(within(row).getByRole('link', { name: /^Buy BTC\/EUR / })).toBeVisible();
    expect(rows()).toHaveLength(11);
    const id = bank.state.users.get('ada')!.cryptoOrders.at(-1)!.id;
    await vi.waitFor(() =>
      expect(requests(`/crypto-exchange/orders/${id}`)).toEqual([
        `GET /crypto-exchange/orders/${id} 404`,
      ]),
    );
    expect(
      screen.getByText('Checking whether the exchange has recorded your new order…'),
    ).toBeVisible();

    // Still not readable 2 s later on the exchange's clock minus a moment: read again, 404.
    advanceClock(1_000);
    await wait(2_000);
    expect(requests(`/crypto-exchange/orders/${id}`)).toHaveLength(2);
    expect(within(list()).getByText('Being recorded')).toBeVisible();

    // Readable: the next read returns it, the list is read again and holds it in its place.
    advanceClock(1_500);
    await wait(2_000);
    await vi.waitFor(() => expect(within(list()).queryByText('Being recorded')).toBeNull());
    expect(requests(`/crypto-exchange/orders/${id}`).at(-1)).toBe(
      `GET /crypto-exchange/orders/${id} 200`,
    );
    await vi.waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]).toHaveTextContent('Received');
    expect(within(rows()[0]!).getByRole('link', { name: /^Buy BTC\/EUR / })).toHaveAttribute(
      'href',
      `/crypto/orders/${id}`,
    );
    expect(screen.queryByText(/Checking whether/)).toBeNull();
    // No more reads of it once recorded.
    const reads = requests(`/crypto-exchange/orders/${id}`).length;
    await wait(10_000);
    expect(requests(`/crypto-exchange/orders/${id}`)).toHaveLength(reads);
  });

  it('reads an order not yet recorded about a minute, then says to check again later', async () => {
    useFakeTimers();
    bank.state.crypto.consistencyDelayMs = 10 * 60_000;
    const { user } = renderOrders('/crypto/orders', adaBuysBitcoin(accountOf));
    await screen.findByRole('list', { name: 'Orders, newest first' });
    await user.click(screen.getByRole('button', { name: 'Place test order' }));
    await within(list()).findByText('Being recorded');
    const id = bank.state.users.get('ada')!.cryptoOrders.at(-1)!.id;
    const path = `/crypto-exchange/orders/${id}`;
    await vi.waitFor(() => expect(requests(path)).toHaveLength(1));

    for (let index = 0; index < 30; index += 1) await wait(2_000);
    expect(requests(path)).toHaveLength(31);
    expect(await screen.findByRole('heading', { name: 'Still being recorded' })).toBeVisible();
    expect(screen.getByText(/you do not need to place it again/)).toBeVisible();
    await wait(60_000);
    expect(requests(path)).toHaveLength(31);

    // Recorded meanwhile: "Check again" reads at once and shows it.
    advanceClock(10 * 60_000);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(within(list()).queryByText('Being recorded')).toBeNull());
    expect(requests(path)).toHaveLength(32);
    expect(screen.queryByRole('heading', { name: 'Still being recorded' })).toBeNull();
  });

  it('keeps the party: a company’s orders, and none of ada’s', async () => {
    signInAs('acme');
    const company = companyOf('acme', 'Acme Corporation');
    renderOrders(`/crypto/orders?companyId=${company.companyId}`);
    expect(await screen.findByText('You have no orders yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buy or sell crypto' })).toHaveAttribute(
      'href',
      `/crypto/trade?companyId=${company.companyId}`,
    );
    expect(screen.getByRole('link', { name: 'Market' })).toHaveAttribute(
      'href',
      `/crypto?companyId=${company.companyId}`,
    );
  });
});
