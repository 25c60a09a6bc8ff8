import { useEffect, useState } from 'react';

/**
 * Reading every page of a history view, so that its search, filters and totals cover all of
 * it: page after page while `wanted` (a filter or search is on, or the customer asked) and the
 * rows read may not hold the whole view yet (`covered` false), until the end, a failure, or
 * the customer stops it. Stopping holds for this listing (`listing`: account, status, order)
 * until the customer goes on or the listing changes.
 */
export function useReadEverything({
  listing,
  wanted,
  covered,
  hasNextPage,
  isFetchingNextPage,
  failed,
  updating,
  fetchNextPage,
}: {
  listing: string;
  wanted: boolean;
  covered: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page failed: the footer offers a retry; nothing is read on its own. */
  failed: boolean;
  /** Another listing's rows are shown while this one's first page loads. */
  updating: boolean;
  fetchNextPage: (options: { cancelRefetch: boolean }) => unknown;
}) {
  const [stoppedAt, setStoppedAt] = useState<string | null>(null);
  const [askedAt, setAskedAt] = useState<string | null>(null);
  const incomplete = hasNextPage && !covered;
  const stopped = stoppedAt === listing;
  const reading = (wanted || askedAt === listing) && incomplete && !stopped && !failed && !updating;

  useEffect(() => {
    if (reading && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [reading, isFetchingNextPage, fetchNextPage]);

  return {
    /** Pages are being read one after the other. */
    reading,
    /** The rows read may not hold the whole view. */
    incomplete,
    /** The customer stopped the reading of this listing. */
    stopped: stopped && incomplete,
    stop: () => setStoppedAt(listing),
    /** Reads every page (again after a stop). */
    readAll: () => {
      setStoppedAt(null);
      setAskedAt(listing);
    },
  };
}
