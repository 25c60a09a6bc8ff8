import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Reads a history listing (its infinite query's key: one account's pages, or every account's)
 * again from its first page only. The listing never goes stale on its own (re-reading it would
 * send every loaded page again: 100 GETs at 10,000 rows); this is the customer's way to see
 * money that arrived since. The rows already loaded stay on screen while the first page is
 * read; later pages load again as they are scrolled to.
 */
export function useRefreshHistory(queryKey: QueryKey): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.setQueryData<InfiniteData<unknown>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await queryClient.refetchQueries({ queryKey, exact: true });
  }, [queryClient, queryKey]);
}
