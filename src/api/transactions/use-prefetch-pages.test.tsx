// A listing's first page leaves as the history renders, even when a list drawn earlier in the
// same render has put it in the cache without reading it (the rule of useReadNow), and never
// a second time.
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installHttpClient, type HttpClient } from '../http';
import { transactionQueries } from './queries';
import { usePrefetchTransactionPages } from './use-prefetch-pages';

const never = new Promise<never>(() => undefined);
const params = { accountId: 'acc-1', limit: 20 } as const;

afterEach(() => installHttpClient(null));

/** A list that waits (not enabled), then the prefetch; then it suspends: it never commits. */
function HistoryNeverShown() {
  useInfiniteQuery({ ...transactionQueries.pages(params), enabled: false });
  usePrefetchTransactionPages(params);
  use(never);
  return null;
}

async function renderIn(client: QueryClient) {
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <HistoryNeverShown />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

describe('usePrefetchTransactionPages', () => {
  it('reads a listing a waiting list has put in the cache, once however often it renders', async () => {
    const request = vi.fn(() => Promise.resolve({ transactions: [] }));
    installHttpClient({ request } as unknown as HttpClient);
    const client = new QueryClient();
    await renderIn(client);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: '/v1/transactions' }));
    await renderIn(client);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
