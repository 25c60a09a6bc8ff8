// Orders placed in this session, kept until the exchange's reads return them (the reads are
// eventually consistent: a new order is missing from GET /orders and answers 404 for a while).
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { cryptoKeys } from './queries';
import { isUuidV7, type CreateOrderBody } from './schemas';

/** What the app knows of an order it placed: the body it sent, the id it got, and when. */
export interface PlacedOrder extends CreateOrderBody {
  id: string;
  /** When the exchange accepted it (the answer's arrival), ISO 8601. */
  placedAt: string;
}

/** The user's own placed orders are keyed `own`, a company's by its id (as the orders are). */
const scope = (companyId?: string) => companyId ?? 'own';

/** Keys of the placed orders; outside `cryptoKeys.orders()`, so re-reading orders keeps them. */
export const placedOrderKeys = {
  all: [...cryptoKeys.all, 'placed'] as const,
  of: (companyId?: string) => [...placedOrderKeys.all, scope(companyId)] as const,
};

/** Never fetched: the list lives in memory only, written by `recordPlacedOrder`. */
const placedOrdersOptions = (companyId?: string) =>
  queryOptions<PlacedOrder[]>({
    queryKey: placedOrderKeys.of(companyId),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * Keeps an order the exchange has just accepted (newest first), for the party it was placed
 * for, for the rest of the session (signing out clears the cache). Called once per answer.
 */
export function recordPlacedOrder(
  queryClient: QueryClient,
  id: string,
  { companyId, ...body }: CreateOrderBody & { companyId?: string | undefined },
  now: Date = new Date(),
): void {
  // Kept while no screen shows them (the default would drop them after five minutes).
  queryClient.setQueryDefaults(placedOrderKeys.all, { gcTime: Infinity, staleTime: Infinity });
  const record: PlacedOrder = { ...body, id, placedAt: now.toISOString() };
  queryClient.setQueryData<PlacedOrder[]>(placedOrderKeys.of(companyId), (previous = []) => [
    record,
    ...previous.filter((order) => order.id !== id),
  ]);
}

const NONE: readonly PlacedOrder[] = [];

/** The orders placed in this session for the party, newest first. */
export function usePlacedOrders(companyId: string | undefined): readonly PlacedOrder[] {
  return useQuery(placedOrdersOptions(companyId)).data ?? NONE;
}

/**
 * How long after its creation a missing order is taken to be still being recorded rather than
 * absent (the exchange's delay is a few seconds; a link from the result step is opened soon).
 */
export const RECENT_ORDER_MS = 2 * 60_000;

/** The creation time a version 7 UUID carries (its first 48 bits, in ms); null for others. */
export function orderIdTime(id: string): number | null {
  if (!isUuidV7(id)) return null;
  return Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

/**
 * Whether a 404 for this order means "not readable yet" rather than "no such order": it was
 * placed in this session, or its id says it was created in the last two minutes (a link from
 * the result step opened in another tab or after a reload).
 */
export function mayBeBeingRecorded(
  id: string,
  placed: readonly PlacedOrder[],
  now: number = Date.now(),
): boolean {
  if (placed.some((order) => order.id === id)) return true;
  const created = orderIdTime(id);
  // A little clock difference between the exchange and this device is allowed either way.
  return created !== null && created <= now + RECENT_ORDER_MS && now - created <= RECENT_ORDER_MS;
}
