import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cryptoQueries } from '../../api/crypto/queries';
import { useDocumentVisible } from '../../hooks/use-document-visible';

// Assumption A-129 (docs/assumptions.md): prices refresh every 10 s while the page is visible
// and are marked out of date once 30 s old.
/** How often the prices are read again while the page is visible. */
export const PRICE_REFRESH_MS = 10_000;
/** Prices older than this (a refresh failed, or the tab was hidden) are marked out of date. */
export const PRICE_STALE_MS = 30_000;

/** The current time, moving on every `everyMs` while `active`. */
function useNow(everyMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}

/**
 * GET /info, read again every PRICE_REFRESH_MS while the page is visible (never in a
 * background tab), with when it last arrived and whether that is too long ago.
 */
export function useMarketInfo() {
  const visible = useDocumentVisible();
  const info = useQuery({
    ...cryptoQueries.info(),
    refetchInterval: visible ? PRICE_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    // Coming back to the tab reads the prices at once when they are older than one refresh.
    staleTime: PRICE_REFRESH_MS,
  });
  const now = useNow(5_000, visible && info.data !== undefined);
  const updatedAt = info.dataUpdatedAt > 0 ? info.dataUpdatedAt : null;
  const stale = updatedAt !== null && now - updatedAt > PRICE_STALE_MS;
  return { info, updatedAt, stale, visible };
}
