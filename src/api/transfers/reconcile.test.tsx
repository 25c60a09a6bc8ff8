import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimers, wait, waitUntilFound } from '../../test/fake-time';
import { createTestQueryClient, setupMockBank } from '../../test/mock-bank-harness';
import { recordedTransfer } from '../../test/recorded-transfer';
import type { Transaction } from '../transactions/schemas';
import {
  matchesSentTransfer,
  RECONCILE_CLOCK_SKEW_MS,
  useSentTransferSearch,
  type SentTransfer,
} from './reconcile';

const { server, requests, userOf, accountOf } = setupMockBank();

const RECIPIENT_IBAN = 'DE89370400440532013000';
const TX_ID = '5e4d3c2b-1a09-4876-9543-210fedcba987';

/** ada's EUR account, as seeded. */
const eur = () => accountOf('ada', 'Everyday euros');

function sentNow(fields: Partial<SentTransfer> = {}): SentTransfer {
  return {
    accountId: eur().id,
    amount: '12.50',
    recipient: { iban: 'de89 3704 0044 0532 0130 00' },
    sentAt: new Date().toISOString(),
    ...fields,
  };
}

/** A transaction as the bank would record the transfer: out of the account, now. */
function transferRecord(fields: Partial<Transaction> = {}): Transaction {
  return recordedTransfer({
    id: TX_ID,
    accountId: eur().id,
    amount: '12.50',
    recipient: { name: 'Grace', surname: 'Hopper', iban: RECIPIENT_IBAN },
    ...fields,
  });
}

/** The bank records the transfer (as if the lost send had been committed). */
const bankRecords = (transaction: Transaction) => userOf('ada').transactions.push(transaction);

const polls = () => requests('/v1/transactions').length;

function render(sent: SentTransfer | null, timing = { intervalMs: 30, durationMs: 400 }) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ value }) => useSentTransferSearch(value, timing), {
    wrapper,
    initialProps: { value: sent },
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

// The search's own clock is fake: its reads and its time bound are counted in fake time, so a
// loaded machine cannot make a read late or the bound early (issue 20 §3).
beforeEach(() => useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

/** Lets fake time pass until the search's status is `status`. */
const untilStatus = (result: { current: { status: string } }, status: string) =>
  waitUntilFound(() => (result.current.status === status ? status : null), { stepMs: 10 });

/** Lets fake time pass until the bank has been read at least `count` times. */
const untilPolls = (count: number) =>
  waitUntilFound(() => (polls() >= count ? count : null), { stepMs: 10 });

describe('useSentTransferSearch against the mock bank', () => {
  it('is idle, and reads nothing, without a send to look for', async () => {
    const { result } = render(null);
    await wait(100);
    expect(result.current.status).toBe('idle');
    expect(polls()).toBe(0);
  });

  it('keeps looking, then finds the transfer once the bank shows it, and stops', async () => {
    const { result } = render(sentNow());
    expect(result.current.status).toBe('searching');
    await untilPolls(2);
    expect(result.current.status).toBe('searching');

    bankRecords(transferRecord());
    await untilStatus(result, 'found');
    expect(result.current.transaction).toMatchObject({ id: TX_ID, amount: '12.50' });
    const after = polls();
    await wait(150);
    // One more read at most: the refresh of the transaction lists after finding it.
    expect(polls()).toBeLessThanOrEqual(after + 1);
    expect(requests('/v1/transactions').every((line) => line.endsWith(' 200'))).toBe(true);
  });

  it('asks for the source account, newest first', async () => {
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
    });
    render(sentNow());
    await waitUntilFound(() => asked[0], { stepMs: 10 });
    server.events.removeAllListeners();
    expect(asked[0]?.get('accountId')).toBe(eur().id);
    expect(asked[0]?.get('sortOrder')).toBe('descending');
  });

  it('says "not found" after the time bound, having read a bounded number of times', async () => {
    const { result } = render(sentNow(), { intervalMs: 30, durationMs: 300 });
    await untilStatus(result, 'notFound');
    const count = polls();
    // 300 ms every 30 ms: about 10 reads, and none after the bound.
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(13);
    await wait(150);
    expect(polls()).toBe(count);
  });

  it.each([
    ['money in of that amount', { direction: 'in' }],
    ['another amount', { amount: '12.51' }],
    ['another IBAN', { recipient: { iban: 'FR1420041010050500013M02606' } }],
    ['one made before the send', { createdAt: new Date(Date.now() - 3_600_000).toISOString() }],
    ["another account's", { accountId: '00000000-0000-4000-8000-000000000000' }],
  ])('is not fooled by %s', async (_what, fields) => {
    bankRecords(transferRecord(fields as Partial<Transaction>));
    const { result } = render(sentNow(), { intervalMs: 30, durationMs: 200 });
    await untilStatus(result, 'notFound');
  });

  it('does not read while the page is hidden, and reads again when it is back', async () => {
    const { result } = render(sentNow(), { intervalMs: 30, durationMs: 5000 });
    await untilPolls(1);
    act(() => setVisibility('hidden'));
    await wait(60);
    const hidden = polls();
    await wait(200);
    expect(polls()).toBe(hidden);

    bankRecords(transferRecord());
    act(() => setVisibility('visible'));
    await untilStatus(result, 'found');
  });
});

describe('matchesSentTransfer', () => {
  const sent: SentTransfer = {
    accountId: 'acc',
    amount: '100.00',
    recipient: { iban: RECIPIENT_IBAN },
    sentAt: '2026-03-01T12:00:00.000Z',
  };
  const tx = (fields: Partial<Transaction>): Transaction => ({
    id: 't',
    accountId: 'acc',
    amount: '100.00',
    status: 'pending',
    direction: 'out',
    createdAt: '2026-03-01T12:00:01.000Z',
    ...fields,
  });

  it('accepts the amount however it is written, or as the charge’s amount', () => {
    expect(matchesSentTransfer(tx({ amount: '100' }), sent)).toBe(true);
    expect(matchesSentTransfer(tx({ amount: '-100.00' }), sent)).toBe(true);
    expect(matchesSentTransfer(tx({ amount: '101.00', charge: { amount: '100.00' } }), sent)).toBe(
      true,
    );
    expect(matchesSentTransfer(tx({ amount: 'n/a' }), sent)).toBe(false);
  });

  it('allows for a bank clock behind the device, within the skew', () => {
    const early = new Date(Date.parse(sent.sentAt) - RECONCILE_CLOCK_SKEW_MS).toISOString();
    const tooEarly = new Date(Date.parse(early) - 1).toISOString();
    expect(matchesSentTransfer(tx({ createdAt: early }), sent)).toBe(true);
    expect(matchesSentTransfer(tx({ createdAt: tooEarly }), sent)).toBe(false);
    expect(matchesSentTransfer(tx({ createdAt: undefined }), sent)).toBe(false);
  });

  it('compares the IBAN only where the transaction shows one; an unknown direction is kept', () => {
    expect(matchesSentTransfer(tx({ recipient: { name: 'Grace' } }), sent)).toBe(true);
    expect(matchesSentTransfer(tx({ direction: undefined }), sent)).toBe(true);
    expect(matchesSentTransfer(tx({ direction: 'INCOMING' }), sent)).toBe(false);
  });
});
