/**
 * What every search for something sent whose answer was lost (a transfer, an order) does the
 * same way: it looks for a bounded time, reading afresh at an interval until it finds what was
 * sent, and once found it reads again what the failed mutation would have refreshed.
 * Each resource says where it looks and what matches.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export type LostAnswerSearchStatus = 'idle' | 'searching' | 'found' | 'notFound';

/**
 * The time box of a search for `sent` (null = no search): `durationMs` from the moment `sent`
 * (compared by its JSON) first appears. Gives the options of the read that looks — always
 * afresh (a list read before the send cannot hold it), never retried on its own, repeated
 * every `intervalMs` until `isFound(data)` or the time is up (react-query pauses the interval
 * in a background tab and reads again on return) — and the search's status from what the
 * latest read found.
 */
export function useLostAnswerSearch<TData>(
  sent: unknown,
  {
    durationMs,
    intervalMs,
    isFound,
  }: { durationMs: number; intervalMs: number; isFound: (data: TData | undefined) => boolean },
) {
  const searchKey = sent === null ? null : JSON.stringify(sent);
  const [expiredKey, setExpiredKey] = useState<string | null>(null);
  const expired = searchKey !== null && expiredKey === searchKey;

  useEffect(() => {
    if (searchKey === null) return undefined;
    const timer = setTimeout(() => setExpiredKey(searchKey), durationMs);
    return () => clearTimeout(timer);
  }, [searchKey, durationMs]);

  const readOptions = {
    enabled: searchKey !== null,
    staleTime: 0,
    refetchOnMount: 'always' as const,
    retry: false,
    refetchInterval: (query: { state: { data: TData | undefined } }) =>
      isFound(query.state.data) || expired ? false : intervalMs,
  };

  /** The status while nothing is found (the caller reports what it found first). */
  const statusUnlessFound = (isFetching: boolean): Exclude<LostAnswerSearchStatus, 'found'> => {
    if (searchKey === null) return 'idle';
    return expired && !isFetching ? 'notFound' : 'searching';
  };

  return { readOptions, statusUnlessFound };
}

/**
 * Once something is found (its id), reads again the queries under `queryKeys`: the mutation's
 * own refresh did not run, since it failed. `queryKeys` must keep its identity between renders
 * (a module constant), or the refresh would repeat on every render.
 */
export function useRefreshWhenFound(foundId: string | undefined, queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (foundId === undefined) return;
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  }, [foundId, queryClient, queryKeys]);
}
