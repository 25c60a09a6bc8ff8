import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { usePlacedOrders, type PlacedOrder } from '../../api/crypto/placed-orders';
import { cryptoQueries } from '../../api/crypto/queries';
import type { CryptoOrder } from '../../api/crypto/schemas';
import { useBoundedPolling, type BoundedPolling } from './orders-polling';

/** A row above the listed orders: the server's record once read, else what was placed. */
export type RecentRow =
  { kind: 'server'; order: CryptoOrder } | { kind: 'recording'; placed: PlacedOrder };

/** What the list has loaded so far; null until its first page has arrived. */
export interface LoadedOrders {
  ids: ReadonlySet<string>;
  /** `createdAt` of the last loaded order, when more pages remain after it. */
  olderPagesFrom: string | undefined;
}

/** Whether a placed order belongs above the loaded list (not in it, and not on a later page). */
function belongsOnTop(placed: PlacedOrder, loaded: LoadedOrders | null): boolean {
  if (!loaded) return true;
  if (loaded.ids.has(placed.id)) return false;
  return loaded.olderPagesFrom === undefined || placed.placedAt >= loaded.olderPagesFrom;
}

/**
 * The orders placed in this session that the list does not show yet (Assumption A-135,
 * docs/assumptions.md): shown at once as "being recorded", each read on its own
 * (GET /orders/{id}) every 2 s while the page is visible, for about a minute. A read that
 * returns one shows the server's record in its place and reads the list again (`onRecorded`),
 * which then shows it among the others.
 */
export function useOrdersBeingRecorded(
  companyId: string | undefined,
  loaded: LoadedOrders | null,
  onRecorded: () => void,
): { rows: RecentRow[]; waiting: number; polling: BoundedPolling } {
  const placed = usePlacedOrders(companyId);
  const missing = useMemo(
    () => placed.filter((order) => belongsOnTop(order, loaded)),
    [placed, loaded],
  );
  // Read only once the list has answered: what it holds needs no read of its own.
  const reads = useQueries({
    queries: missing.map((order) => ({
      ...cryptoQueries.order(order.id, companyId),
      enabled: loaded !== null,
    })),
  });
  const rows: RecentRow[] = missing.map((order, index) => {
    const read = reads[index]?.data;
    return read ? { kind: 'server', order: read } : { kind: 'recording', placed: order };
  });
  const waiting = rows.filter((row) => row.kind === 'recording').length;

  const polling = useBoundedPolling(loaded !== null && waiting > 0, () => {
    for (const read of reads) if (!read.data) void read.refetch({ cancelRefetch: false });
  });

  const recorded = rows.flatMap((row) => (row.kind === 'server' ? [row.order.id] : [])).join(' ');
  const latestOnRecorded = useRef(onRecorded);
  useEffect(() => {
    latestOnRecorded.current = onRecorded;
  });
  // Once each time another order becomes readable.
  useEffect(() => {
    if (recorded) latestOnRecorded.current();
  }, [recorded]);

  return { rows, waiting, polling };
}
