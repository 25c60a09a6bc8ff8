import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { createTestQueryClient, setupMockBank } from '../../test/mock-bank-harness';
import { addDecimals, compareDecimals, decimalFromNumber } from '../../utils/decimal';
import { accountQueries } from '../accounts/queries';
import { hasMessage } from '../errors';
import { getTransactions } from '../transactions/requests';
import { internalTransferErrors } from './errors';
import { useTransferMutation } from './mutations';
import { sendOutcomeOf } from './outcome';
import { useSentTransferSearch, type SentTransfer } from './reconcile';
import type { TransferRequest } from './requests';
import type { InternalTransferBody } from './schemas';

const { bank, accountOf, requests } = setupMockBank();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const POSTS = '/v2/transfer/internal';

/** ada's "Everyday euros" to Grace's "Grace euros" (seeded customers). */
function toGrace(amount: string): TransferRequest {
  const body: InternalTransferBody = {
    amount,
    from: { type: 'individual', accountId: accountOf('ada', 'Everyday euros').id },
    recipient: {
      type: 'account',
      accountId: accountOf('grace', 'Grace euros').id,
      searchBy: 'phone',
      reference: 'Lunch',
    },
  };
  return { type: 'internal', body };
}

/** The transfer mutation beside an active balances query, as a transfer screen has them. */
function renderSend() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ sent }: { sent: SentTransfer | null }) => ({
      send: useTransferMutation(),
      balances: useQuery(accountQueries.legacyList()),
      search: useSentTransferSearch(sent, { intervalMs: 30, durationMs: 2000 }),
    }),
    { wrapper, initialProps: { sent: null as SentTransfer | null } },
  );
  return { ...hook, queryClient };
}

const everydayAvailable = (list: { account: string; available: number }[] | undefined) =>
  list?.find((item) => item.account === accountOf('ada', 'Everyday euros').id)?.available;

describe('useTransferMutation, internal, against the mock bank', () => {
  it('sends once, answers the ids, and settles only when the balances are the new ones', async () => {
    const { result, queryClient } = renderSend();
    await waitFor(() => expect(result.current.balances.isSuccess).toBe(true));
    const before = everydayAvailable(result.current.balances.data);
    expect(before).toBeDefined();

    // The balances in the cache at the moment the send settles.
    let atSettle: ReturnType<typeof everydayAvailable>;
    await act(async () => {
      await result.current.send.mutateAsync(toGrace('10.00'));
      atSettle = everydayAvailable(queryClient.getQueryData(accountQueries.legacyList().queryKey));
    });
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));

    expect(result.current.send.data).toEqual({
      id: expect.stringMatching(UUID),
      operationId: expect.stringMatching(UUID),
    });
    expect(requests(POSTS)).toEqual([`POST ${POSTS} 201`]);
    // Basic contract, EUR: max(€1.00 flat, 0.5 % of €10.00) = €1.00 fee; €11.00 leaves.
    const after = atSettle;
    const expected = addDecimals([decimalFromNumber(before ?? NaN) ?? 'n/a', '-11.00']);
    expect(compareDecimals(decimalFromNumber(after ?? NaN) ?? 'n/a', expected)).toBe(0);

    const { transactions } = await getTransactions({
      accountId: accountOf('ada', 'Everyday euros').id,
      limit: 5,
    });
    expect(transactions[0]).toMatchObject({
      id: result.current.send.data?.id,
      amount: '10.00',
      status: 'pending',
      charge: { fee: '1.00' },
    });
  });

  it("a refusal is definite and comes with the bank's message", async () => {
    const { result } = renderSend();
    // More than ada has, within the internal maximum (100,000.00, mock README).
    act(() => result.current.send.mutate(toGrace('99999.00')));
    await waitFor(() => expect(result.current.send.isError).toBe(true));
    const { error } = result.current.send;
    expect(hasMessage(error, internalTransferErrors.balanceNotEnough)).toBe(true);
    expect(sendOutcomeOf(error)).toBe('refused');
    expect(requests(POSTS)).toEqual([`POST ${POSTS} 400`]);
  });

  it.each(['commitThen504', 'commitThenDrop'] as const)(
    'after %s the outcome is unknown, nothing is sent again, and the search finds the transfer',
    async (kind) => {
      bank.faults.add(faultRuleSchema.parse({ path: POSTS, method: 'POST', kind }));
      const { result, rerender } = renderSend();
      const sentAt = new Date().toISOString();
      act(() => result.current.send.mutate(toGrace('12.34')));
      await waitFor(() => expect(result.current.send.isError).toBe(true));
      expect(sendOutcomeOf(result.current.send.error)).toBe('unknown');

      rerender({
        sent: {
          accountId: accountOf('ada', 'Everyday euros').id,
          amount: '12.34',
          recipient: { accountId: accountOf('grace', 'Grace euros').id },
          sentAt,
        },
      });
      await waitFor(() => expect(result.current.search.status).toBe('found'));
      expect(result.current.search.transaction).toMatchObject({ amount: '12.34' });
      // The bank received one POST, and the app sent no other.
      expect(requests(POSTS)).toHaveLength(1);
    },
  );
});

describe('useTransferMutation, external (SEPA), against the mock bank', () => {
  it('sends a SEPA payment once', async () => {
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTransferMutation(), { wrapper });
    act(() =>
      result.current.mutate({
        type: 'external',
        body: {
          amount: '25.00',
          from: { type: 'individual', accountId: accountOf('ada', 'Everyday euros').id },
          payment: {
            method: 'sepa',
            recipient: { iban: 'DE89370400440532013000', name: 'Max', surname: 'Muster' },
          },
        },
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests('/v2/transfer')).toEqual(['POST /v2/transfer 201']);
  });
});
