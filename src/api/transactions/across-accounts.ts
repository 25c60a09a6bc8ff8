import type { QueryClient } from '@tanstack/react-query';
import { accountQueries } from '../accounts/queries';
import { ApiError, UnauthorizedError } from '../errors';
import type { MergedState } from './merged-pages';
import { getTransactions, type TransactionListParams } from './requests';
import { transactionsTakeCompanyId } from './wire';
import type { Transaction, TransactionListPage, TransactionsCursor } from './schemas';

// Assumption A-232 (docs/assumptions.md): GET /v1/transactions without `accountId` may be
// refused (a 400, e.g. `Invalid payload`); the party's accounts are then read one by one.

/** Sessions (one QueryClient each) whose bank refused a read without `accountId`. */
const refusedIn = new WeakMap<QueryClient, true>();

/**
 * Whether a read without `accountId` is tried first: not after the bank refused one, and not
 * for a company when the bank is not known to take `companyId`: the answer would be
 * the person's own rows, or a refusal.
 */
function readsWithoutAccount(client: QueryClient, params: TransactionListParams): boolean {
  if (refusedIn.has(client)) return false;
  return params.companyId === undefined || transactionsTakeCompanyId();
}

/** How many rounds of per-account reads one merged read makes at most. */
const MAX_ROUNDS = 10;

/** The bank's refusal of a read without `accountId`: a 400 (not a sign-in problem). */
export function isRefusedWithoutAccount(error: unknown): boolean {
  return error instanceof ApiError && !(error instanceof UnauthorizedError) && error.status === 400;
}

/** The party's account ids (GET /v1/accounts, from the cache when it is there). */
async function accountIdsOf(client: QueryClient, companyId: string | undefined) {
  const accounts = await client.ensureQueryData(accountQueries.list(companyId));
  return accounts.map((account) => account.id);
}

/**
 * The next `limit` rows over every account of the party, read account by account from where
 * `state` left off (null: from the start), and the state to go on from (null at the end).
 */
async function readPerAccount(
  client: QueryClient,
  params: TransactionListParams,
  from: MergedState | null,
  signal: AbortSignal | undefined,
): Promise<{ transactions: Transaction[]; state: MergedState | null }> {
  // Only a bank that refuses the read without `accountId` needs the merge: its code loads then,
  // not with every screen that reads across accounts (home's first one among them).
  const { mergedFinished, nextMergedRows, startMerged } = await import('./merged-pages');
  let state =
    from ??
    startMerged(await accountIdsOf(client, params.companyId), params.sortOrder ?? 'descending');
  const rows: Transaction[] = [];
  const read = (accountId: string, cursor: TransactionsCursor | null) =>
    getTransactions({ ...params, accountId, lastKey: cursor }, signal);
  for (let round = 0; round < MAX_ROUNDS && rows.length < params.limit; round += 1) {
    if (mergedFinished(state)) break;
    const next = await nextMergedRows(state, read);
    rows.push(...next.rows);
    state = next.state;
  }
  // Rows beyond the page wait, in order, at the head of what the next page shows.
  const held = rows.slice(params.limit);
  const rest: MergedState = { ...state, held: [...held, ...state.held] };
  return { transactions: rows.slice(0, params.limit), state: mergedFinished(rest) ? null : rest };
}

/**
 * The newest rows over every account of the party: one GET /v1/transactions without
 * `accountId`; when the bank refuses that, per account and merged, and so at once for the
 * rest of the session.
 */
export async function readAcrossAccounts(
  client: QueryClient,
  params: TransactionListParams,
  signal?: AbortSignal,
): Promise<TransactionListPage> {
  if (readsWithoutAccount(client, params)) {
    try {
      return await getTransactions({ ...params, accountId: undefined }, signal);
    } catch (error) {
      if (!isRefusedWithoutAccount(error)) throw error;
      refusedIn.set(client, true);
    }
  }
  const { transactions } = await readPerAccount(client, params, null, signal);
  return { transactions, lastKey: null };
}

/**
 * Where the next page of a history over every account starts: the bank's cursor of a read
 * without `accountId`, or the state of the per-account reads once the bank refused that.
 */
export type AcrossAccountsCursor =
  { kind: 'bank'; lastKey: TransactionsCursor } | { kind: 'merged'; state: MergedState };

/**
 * One page of a history over every account of the party (an infinite query's page): read
 * without `accountId` page after page by the bank's cursor; once the bank refuses that (A-232,
 * remembered for the session), per account and merged by time, each account by its own
 * cursor. `next` is null at the end.
 */
// Assumption A-306 (docs/assumptions.md): the history of every account reads as A-232.
export async function readAcrossAccountsPage(
  client: QueryClient,
  params: TransactionListParams,
  from: AcrossAccountsCursor | null,
  signal?: AbortSignal,
): Promise<{ transactions: Transaction[]; next: AcrossAccountsCursor | null }> {
  if (from?.kind !== 'merged' && readsWithoutAccount(client, params)) {
    try {
      const page = await getTransactions(
        { ...params, accountId: undefined, lastKey: from?.lastKey ?? null },
        signal,
      );
      const more = page.lastKey !== null && page.transactions.length > 0;
      return {
        transactions: page.transactions,
        next: more && page.lastKey ? { kind: 'bank', lastKey: page.lastKey } : null,
      };
    } catch (error) {
      // A refusal of a later page (the bank's cursor in hand) is a failure, not a reading.
      if (from || !isRefusedWithoutAccount(error)) throw error;
      refusedIn.set(client, true);
    }
  }
  const state = from?.kind === 'merged' ? from.state : null;
  const page = await readPerAccount(client, params, state, signal);
  return {
    transactions: page.transactions,
    next: page.state ? { kind: 'merged', state: page.state } : null,
  };
}
