import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adaOrders } from '../../test/crypto-orders';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { CryptoOrderRoute } from './crypto-order';

// Issue 35 §1: server ids are opaque. An exchange whose order ids are not version 7 uuids (the
// mock's alternate reading: the uuid shape without RFC 9562's digits) must still have its
// orders opened from their address; only an address that cannot name any order is turned away
// without asking, and an id the exchange itself refuses (400) names no order.

const { bank, requests } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
  reading: 'alternate',
});

function renderOrder(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/crypto/orders/:orderId" element={<CryptoOrderRoute />} />
    </Routes>,
    { route: url },
  );
}

describe('/crypto/orders/:orderId with an exchange whose ids are not version 7', () => {
  it('opens an order by the id the exchange gave it', async () => {
    const order = adaOrders(bank).find((candidate) => candidate.status === 'completed')!;
    expect(order.id).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/);
    renderOrder(`/crypto/orders/${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(order.pair) }),
    ).toBeVisible();
    expect(requests(`/crypto-exchange/orders/${order.id}`)).toEqual([
      `GET /crypto-exchange/orders/${order.id} 200`,
    ]);
  });

  it('says an address names no order when the exchange refuses the id, having asked once', async () => {
    renderOrder('/crypto/orders/not-an-order');
    expect(
      await screen.findByRole('heading', { name: 'This address does not name an order' }),
    ).toBeVisible();
    expect(requests('/crypto-exchange/orders/not-an-order')).toEqual([
      'GET /crypto-exchange/orders/not-an-order 400',
    ]);
  });

  it('does not ask the exchange for an address whose id is blank', async () => {
    renderOrder('/crypto/orders/%20%20');
    expect(
      await screen.findByRole('heading', { name: 'This address does not name an order' }),
    ).toBeVisible();
    expect(requests().filter((line) => line.includes('/crypto-exchange/orders'))).toEqual([]);
  });
});
