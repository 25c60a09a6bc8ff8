import type { QueryClient } from '@tanstack/react-query';
import { accountQueries } from '../accounts/queries';
import { ApiError, UnauthorizedError } from '../errors';
import { mergedFinished, nextMergedRows, startMerged } from './merged-pages';
import { getTransactions, type TransactionListParams } from './requests';
import type { Transaction, TransactionListPage, TransactionsCursor } from './schemas';

// Assumption A-232 (docs/assumptions.md): GET /v1/transactions without `accountId` may be
// refused (a 400, e.g. `Invalid payload`); the party's accounts are then read one by one.

/** Sessions (one QueryClient each) whose bank refused a read without `accountId`. */
const refusedIn = new WeakMap<QueryClient, true>();

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

/** The first `limit` rows over every account of the party, read account by account. */
async function readPerAccount(
  client: QueryClient,
  params: TransactionListParams,
  signal: AbortSignal | undefined,
): Promise<TransactionListPage & { lastKey: null }> {
  let state = startMerged(
    await accountIdsOf(client, params.companyId),
    params.sortOrder ?? 'descending',
  );
  const rows: Transaction[] = [];
  const read = (accountId: string, cursor: TransactionsCursor | null) =>
    getTransactions({ ...params, accountId, lastKey: cursor }, signal);
  for (let round = 0; round < MAX_ROUNDS && rows.length < params.limit; round += 1) {
    if (mergedFinished(state)) break;
    const next = await nextMergedRows(state, read);
    rows.push(...next.rows);
    state = next.state;
  }
  return { transactions: rows.slice(0, params.limit), lastKey: null };
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
  if (!refusedIn.has(client)) {
    try {
      return await getTransactions({ ...params, accountId: undefined }, signal);
    } catch (error) {
      if (!isRefusedWithoutAccount(error)) throw error;
      refusedIn.set(client, true);
    }
  }
  return readPerAccount(client, params, signal);
}
