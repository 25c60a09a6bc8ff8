import {
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * Whether the read of `key` was never started: nothing in the cache, or there but never
 * fetched, never answered and not fetching (an observer that waits, or one earlier in the same
 * render, puts it there without reading it). One on its way, with data or failed was started.
 */
export function neverStarted(client: QueryClient, key: QueryKey): boolean {
  const state = client.getQueryState(key);
  return (
    state === undefined ||
    (state.fetchStatus === 'idle' && state.dataUpdatedAt === 0 && state.errorUpdatedAt === 0)
  );
}

/**
 * Starts a read as the screen that needs it renders, not once React has shown it.
 *
 * `useQuery` asks the bank only when its screen is committed, and on a phone the first
 * screen after sign-in takes a few hundred milliseconds of rendering before that (issue 23 §3:
 * the home's reads left 240 ms after its first render, at a phone's CPU speed). TanStack's own
 * `usePrefetchQuery` would start them earlier, but it leaves alone any read already in the
 * cache, and a `useQuery` earlier in the same render puts it there without reading it.
 *
 * So: a read never started (`neverStarted`) starts now; one that is on its way, has data or
 * has failed is left to its `useQuery` as before, so nothing is ever read twice here.
 * `enabled` false starts nothing.
 */
export function useReadNow<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
  enabled = true,
): void {
  const client = useQueryClient();
  if (enabled && neverStarted(client, options.queryKey)) void client.prefetchQuery(options);
}
