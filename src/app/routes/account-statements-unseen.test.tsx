import { screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CryptoOrderRecord } from '../../../mock/bank/crypto/records';
import { setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { giveAdaAKnownHistory, renderStatements, STATEMENT_TODAY } from '../../test/statements-kit';
import { testConfig } from '../../test/test-config';

// Issue 35 §3: where the balance moves without a transaction the app can see (the mock's
// exchange orders and payouts move balances and book no transaction), the statement says its
// balances may not be exact, and why, instead of showing them as fact.

const harness = setupMockBank({ startAt: STATEMENT_TODAY });
const { server, requests } = harness;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(STATEMENT_TODAY) });
});
afterEach(() => {
  vi.useRealTimers();
});

const NOT_EXACT = 'These balances may not be exact';

/**
 * Replaces ada's orders by three of her seeded ones made known: a completed one paying from
 * her everyday euros in October, a rejected one in October, a completed one in September.
 */
function giveAdaKnownOrders(eurId: string, btcId: string) {
  const user = harness.userOf('ada');
  const [first, second, third] = user.cryptoOrders;
  if (!first || !second || !third) throw new Error('ada has no seeded orders');
  const on = (
    order: CryptoOrderRecord,
    status: string,
    time: string,
    readableAt = Date.parse(time),
  ): CryptoOrderRecord => ({
    ...order,
    accountIdFrom: eurId,
    accountIdTo: btcId,
    pair: 'BTC/EUR',
    side: 'buy',
    status,
    createdAt: time,
    updatedAt: time,
    readableAt,
  });
  user.cryptoOrders = [
    on(first, 'completed', '2026-10-14T10:00:00.000Z'),
    on(second, 'rejected', '2026-10-15T10:00:00.000Z'),
    on(third, 'completed', '2026-09-14T10:00:00.000Z'),
  ];
}

describe('a statement whose balance moved without a transaction', () => {
  it('says an exchange order moved the account in or after the period, so the balances may not be exact', async () => {
    const account = giveAdaAKnownHistory(harness);
    giveAdaKnownOrders(account.id, harness.accountOf('ada', 'Bitcoin').id);
    renderStatements(`/accounts/${account.id}/statements`);

    const statement = await screen.findByRole('article', { name: 'Statement for October 2026' });
    const note = within(statement).getByRole('note', { name: NOT_EXACT });
    // One order counts: the rejected one moved nothing, September's is before the period.
    expect(note).toHaveTextContent(
      /Exchange orders moved money in or out of this account from 1 Oct 2026 on without a transaction your bank lists: 1\./,
    );
    expect(note).toHaveTextContent(/ask your bank for its own statement/);
    expect(requests('/crypto-exchange/orders')).toEqual(['GET /crypto-exchange/orders 200']);
  });

  it('says nothing when no order touched the account since the period’s start', async () => {
    const account = giveAdaAKnownHistory(harness);
    giveAdaKnownOrders(account.id, harness.accountOf('ada', 'Bitcoin').id);
    renderStatements(`/accounts/${account.id}/statements?month=2026-11`);

    await screen.findByRole('article', { name: /Statement for November 2026/ });
    expect(screen.queryByRole('note', { name: NOT_EXACT })).not.toBeInTheDocument();
  });

  it('says the orders could not be checked when the exchange refuses to list them', async () => {
    const account = giveAdaAKnownHistory(harness);
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/crypto-exchange/orders`, () =>
        HttpResponse.json({ message: 'Bad Request' }, { status: 400 }),
      ),
    );
    renderStatements(`/accounts/${account.id}/statements`);

    const statement = await screen.findByRole('article', { name: 'Statement for October 2026' });
    expect(within(statement).getByRole('note', { name: NOT_EXACT })).toHaveTextContent(
      /Your exchange orders could not be read/,
    );
  });

  it('says a crypto holding may have been paid out to a wallet, which no transaction shows', async () => {
    const bitcoin = harness.accountOf('ada', 'Bitcoin');
    harness.userOf('ada').cryptoOrders = [];
    renderStatements(`/accounts/${bitcoin.id}/statements`);

    const statement = await screen.findByRole('article', { name: 'Statement for October 2026' });
    const note = within(statement).getByRole('note', { name: NOT_EXACT });
    expect(note).toHaveTextContent(
      /Payouts from this account to a wallet are not among its transactions/,
    );
    expect(note).not.toHaveTextContent(/Exchange orders/);
  });

  it('reads no orders and says nothing of them where the tenant offers no exchange', async () => {
    const account = giveAdaAKnownHistory(harness);
    giveAdaKnownOrders(account.id, harness.accountOf('ada', 'Bitcoin').id);
    renderStatements(`/accounts/${account.id}/statements`, {
      config: { ...testConfig, features: { ...testConfig.features, crypto: false } },
    });

    await screen.findByRole('article', { name: 'Statement for October 2026' });
    expect(screen.queryByRole('note', { name: NOT_EXACT })).not.toBeInTheDocument();
    expect(requests('/crypto-exchange/orders')).toEqual([]);
  });
});
