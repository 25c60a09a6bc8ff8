// A screen's reads leave as it renders: before React commits it, even when a useQuery earlier
// in the same render has put the read in the cache, and never a second time.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useReadNow } from './use-read-now';

const never = new Promise<never>(() => undefined);

/** Asks for `read` with useQuery, then with useReadNow, then suspends: it never commits. */
function NeverShown({ read }: { read: () => Promise<string> }) {
  const options = { queryKey: ['read'], queryFn: read };
  useQuery(options);
  useReadNow(options);
  use(never);
  return null;
}

async function renderIn(client: QueryClient, read: () => Promise<string>) {
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>Loading</p>}>
          <NeverShown read={read} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

describe('useReadNow', () => {
  it('reads while the screen is still rendering, once however often it renders', async () => {
    const read = vi.fn(() => Promise.resolve('answer'));
    const client = new QueryClient();
    await renderIn(client, read);
    expect(await screen.findByText('Loading')).toBeVisible();
    await waitFor(() => expect(client.getQueryData(['read'])).toBe('answer'));
    await renderIn(client, read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not read again what failed: its useQuery decides', async () => {
    const read = vi.fn(() => Promise.reject(new Error('refused')));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderIn(client, read);
    await waitFor(() => expect(client.getQueryState(['read'])?.status).toBe('error'));
    await renderIn(client, read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('starts nothing while not enabled', () => {
    const read = vi.fn(() => Promise.resolve('answer'));
    function Disabled() {
      useReadNow({ queryKey: ['off'], queryFn: read }, false);
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Disabled />
      </QueryClientProvider>,
    );
    expect(read).not.toHaveBeenCalled();
  });
});
