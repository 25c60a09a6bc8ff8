import { screen, within } from '@testing-library/react';
import Big from 'big.js';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordPlacedOrder } from '../../api/crypto/placed-orders';
import { createOrder } from '../../api/crypto/requests';
import { adaBuysBitcoin, adaOrders } from '../../test/crypto-orders';
import { useFakeTimers, wait } from '../../test/fake-time';
import {
  createTestQueryClient,
  renderWithProviders,
  setupMockBank,
} from '../../test/mock-bank-harness';
import { CryptoOrderRoute } from './crypto-order';

const START = '2026-03-01T12:00:00.000Z';
const { bank, requests, accountOf, advanceClock } = setupMockBank({ startAt: START });

afterEach(() => {
  vi.useRealTimers();
});

const euros = (value: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
    value as Intl.StringNumericLiteral,
  );

function renderOrder(url: string, queryClient = createTestQueryClient()) {
  return renderWithProviders(
    <Routes>
      <Route path="/crypto/orders/:orderId" element={<CryptoOrderRoute />} />
    </Routes>,
    {
      route: url,
      queryClient,
      userOptions: vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {},
    },
  );
}

/** The definition next to a term of a description list. */
function definitionOf(term: string): HTMLElement {
  const dt = screen.getAllByRole('term').find((candidate) => candidate.textContent === term);
  const dd = dt?.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`No definition for ${term}`);
  return dd;
}

describe('/crypto/orders/:orderId against the mock bank', () => {
  it('shows a completed purchase in words: amount, fee, accounts, times and reference', async () => {
    const order = adaOrders(bank).find(
      (candidate) =>
        candidate.pair === 'BTC/EUR' &&
        candidate.side === 'buy' &&
        candidate.settings.type === 'market' &&
        candidate.status === 'completed',
    )!;
    renderOrder(`/crypto/orders/${order.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy BTC/EUR' })).toBeVisible();
    await vi.waitFor(() => expect(definitionOf('Fee')).toHaveTextContent(euros(order.fee)));

    expect(definitionOf('Status')).toHaveTextContent(
      'CompletedThe order was carried out and the money has arrived in your account.',
    );
    expect(definitionOf('Pair')).toHaveTextContent('BTC/EUR');
    expect(definitionOf('Type')).toHaveTextContent('Market order');
    expect(definitionOf('Amount')).toHaveTextContent(`${euros(order.volume)} to spend`);
    // The mock's fee is 0.5 % of the volume (ada's contract), rounded to the cent.
    const fee = new Big(order.volume).times('0.005').round(2, Big.roundHalfUp).toFixed(2);
    expect(order.fee).toBe(fee);
    expect(definitionOf('Fee')).toHaveTextContent(`${euros(fee)} (0.50% of the amount)`);
    expect(definitionOf('From')).toHaveTextContent('Everyday euros');
    expect(definitionOf('To')).toHaveTextContent('Bitcoin');
    // The order's answer has no executed price or amount: it says where the bitcoin went.
    expect(definitionOf('Received')).toHaveTextContent(
      'BTC into Bitcoin, at the market price when the order was carried out.',
    );
    expect(definitionOf('Order reference')).toHaveTextContent(order.id);
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute(
      'href',
      '/crypto/orders',
    );
    expect(document.title).toBe('Buy BTC/EUR — Your orders — Mock Bank');
  });

  it('says plainly when the address names no order: the exchange refuses the id (400)', async () => {
    // A version 4 id: the first reading's exchange takes only version 7 ones. The app asks,
    // as ids are opaque to it, and the refusal names no order.
    const id = '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90';
    renderOrder(`/crypto/orders/${id}`);
    expect(
      await screen.findByRole('heading', { name: 'This address does not name an order' }),
    ).toBeVisible();
    expect(requests(`/crypto-exchange/orders/${id}`)).toEqual([
      `GET /crypto-exchange/orders/${id} 400`,
    ]);
  });

  it('says plainly when an order that is not being recorded is not found', async () => {
    // A version 7 id made a day before the mock's clock: no order of ada's.
    const id = adaOrders(bank)[0]!.id.replace(/^[0-9a-f]{8}/, '00000000');
    renderOrder(`/crypto/orders/${id}`);
    expect(await screen.findByRole('heading', { name: 'This order was not found' })).toBeVisible();
    expect(requests(`/crypto-exchange/orders/${id}`)).toEqual([
      `GET /crypto-exchange/orders/${id} 404`,
    ]);
  });

  it('waits for an order placed in this session, showing what was placed, then the order', async () => {
    useFakeTimers();
    const body = adaBuysBitcoin(accountOf);
    const order = { id: String((await createOrder(body)).id) };
    const queryClient = createTestQueryClient();
    recordPlacedOrder(queryClient, order.id, body);
    renderOrder(`/crypto/orders/${order.id}`, queryClient);

    expect(
      await screen.findByRole('heading', { name: 'This order is being recorded…' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Buy BTC/EUR' })).toBeVisible();
    expect(definitionOf('Status')).toHaveTextContent('Being recorded');
    expect(definitionOf('Amount')).toHaveTextContent(`${euros('100')} to spend`);
    expect(screen.queryByText('This order was not found')).toBeNull();

    advanceClock(2_000);
    await wait(2_000);
    await vi.waitFor(() => expect(definitionOf('Status')).toHaveTextContent('Received'));
    expect(screen.queryByRole('heading', { name: 'This order is being recorded…' })).toBeNull();
    expect(definitionOf('Fee')).toHaveTextContent('0.50% of the amount');
    expect(requests(`/crypto-exchange/orders/${order.id}`)).toEqual([
      `GET /crypto-exchange/orders/${order.id} 404`,
      `GET /crypto-exchange/orders/${order.id} 200`,
    ]);
  });

  it('an order placed without naming accounts says nothing of accounts while being recorded', async () => {
    const body = {
      pair: 'BTC/EUR',
      side: 'buy',
      volume: '100',
      settings: { type: 'market' },
    } as const;
    const order = { id: String((await createOrder(body)).id) };
    const queryClient = createTestQueryClient();
    recordPlacedOrder(queryClient, order.id, body);
    renderOrder(`/crypto/orders/${order.id}`, queryClient);
    expect(
      await screen.findByRole('heading', { name: 'This order is being recorded…' }),
    ).toBeVisible();
    expect(definitionOf('Amount')).toHaveTextContent(`${euros('100')} to spend`);
    expect(screen.queryByText(/not given/)).toBeNull();
  });

  it('waits for an order whose id says it was just made (a link opened afresh)', async () => {
    useFakeTimers({ date: true });
    vi.setSystemTime(new Date(START));
    bank.state.crypto.consistencyDelayMs = 10 * 60_000;
    const order = { id: String((await createOrder(adaBuysBitcoin(accountOf))).id) };
    const { user } = renderOrder(`/crypto/orders/${order.id}`);
    const notice = await screen.findByRole('heading', { name: 'This order is being recorded…' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();

    for (let index = 0; index < 30; index += 1) await wait(2_000);
    expect(requests(`/crypto-exchange/orders/${order.id}`)).toHaveLength(31);
    expect(notice).toHaveTextContent('Still being recorded');
    const card = notice.closest('section')!;
    expect(within(card).getByText(/Check again later/)).toBeVisible();

    advanceClock(10 * 60_000);
    await user.click(within(card).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy BTC/EUR' })).toBeVisible();
    // Ten minutes on, the market order has been carried out.
    expect(definitionOf('Status')).toHaveTextContent('Completed');
  });
});
