// The history screen's tests (src/app/routes/history*.test.tsx): the mock bank with its clock
// pinned, a layout for the virtualised list, /history rendered with its address shown, and
// the seed's oracles.
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { faultRuleSchema, type FaultRule } from '../../mock/bank/faults';
import type { Transaction } from '../api/transactions/schemas';
import { HistoryRoute } from '../app/routes/history';
import { renderWithProviders, setupMockBank } from './mock-bank-harness';

/**
 * The mock bank for a history test file (call it once at the top level), with a layout for
 * the list, and two oracles on its seed: `addFault` on GET /v1/transactions and `seeded`.
 */
export function setupHistoryBank() {
  const harness = setupMockBank({ startAt: '2026-03-01T12:00:00.000Z' });
  const { bank } = harness;
  stubHistoryLayout();

  function addFault(rule: Partial<FaultRule> & Pick<FaultRule, 'kind'>) {
    bank.faults.add(faultRuleSchema.parse({ path: '/v1/transactions', method: 'GET', ...rule }));
  }

  /** The seed's transactions of an account as the bank lists them (newest first). */
  function seeded(login: string, accountId: string, status?: string): Transaction[] {
    return (bank.state.users.get(login)?.transactions ?? [])
      .filter((item) => item.accountId === accountId && (!status || item.status === status))
      .sort(
        (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id.localeCompare(a.id),
      );
  }

  return { ...harness, addFault, seeded };
}

/** Heights for the history's list in a test file (call it once at the top level). */
export function stubHistoryLayout() {
  // jsdom has no layout: a day heading is 40 px and a row 60 px (the list scrolls with the
  // window, 768 px high in jsdom); a scroller of its own would show 600 px.
  const sizes = { scroller: 600, day: 40, row: 60 };
  const saved = {
    client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
    offset: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-history-scroller') ? sizes.scroller : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        if (this.hasAttribute('data-history-row')) return sizes.row;
        return this.classList.contains('history-day') ? sizes.day : 0;
      },
    });
  });
  afterAll(() => {
    if (saved.client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved.client);
    if (saved.offset) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', saved.offset);
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** /history (and a stand-in for a transaction's page) with the address shown below. */
export function renderHistory(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/history" element={<HistoryRoute />} />
        <Route path="/history/:transactionId" element={<p>Details</p>} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

/** The address the screen is at. */
export const address = () => new URL(screen.getByTestId('address').textContent, 'http://app');

/** The name on the other side, from the seed: the sender of money in, else the recipient. */
export function otherName(transaction: Transaction): string {
  const party = transaction.direction === 'in' ? transaction.sender : transaction.recipient;
  return `${party?.name ?? ''} ${party?.surname ?? ''}`.trim();
}

/** The history's rows on screen (the list is virtualised). */
export const rows = () =>
  screen.queryAllByRole('link').filter((link) => link.hasAttribute('data-history-row'));

/** The transaction id a row links to. */
export const idOf = (row: HTMLElement | undefined) =>
  /\/history\/([^?]+)/.exec(row?.getAttribute('href') ?? '')?.[1];
