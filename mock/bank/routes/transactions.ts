import type { Transaction } from '../../../src/api/transactions/schemas';
import { BankError, mockMessages } from '../bank-error';
import { ok, validate, type RouteContext, type Router } from '../router';
import { messages } from '../spec/messages';
import { transactionListQuery } from '../spec/query-bodies';
import type { AccountRecord } from '../state';
import { isAccountVisible } from './accounts';
import { requireClient } from './client';
import { cursorIn, cursorOut } from './transaction-cursor';

/** Page size when the request names none. */
// Assumption A-48 (docs/assumptions.md): 20 per page by default.
export const DEFAULT_TRANSACTIONS_LIMIT = 20;

/** The query of GET /v1/transactions (A-04: the company filter is `companyId`); a repeated
 * parameter is refused (an unknown one: the router). */
function parseQuery(query: URLSearchParams) {
  const entries: Record<string, string> = {};
  for (const [key, value] of query) {
    if (key in entries) throw new BankError(400, messages.invalidPayload);
    entries[key] = value;
  }
  return validate(transactionListQuery, entries);
}

/**
 * The accounts a request reads: one account (`accountId`), or every account of the scope.
 * The scope is the user's own (non-company) accounts, or a company's with `companyId`; only
 * accounts already listed (see the opening delay in routes/accounts.ts) count.
 */
function accountsOf(ctx: RouteContext, accountId?: string, companyId?: string): AccountRecord[] {
  // Assumption A-47 (docs/assumptions.md): another user's company is 403.
  if (companyId && !ctx.user.companies.some((company) => company.companyId === companyId)) {
    throw new BankError(403, messages.senderNoAccess);
  }
  // An account named alone says whose it is: any of the user's own or of the companies they act
  // for (the spec lists no company filter for this endpoint). The first reading also takes
  // `companyId` (the public reference's company filter): with it, only that company's accounts.
  const anyScope = ctx.state.reading === 'alternate' || (accountId !== undefined && !companyId);
  const inScope = ctx.user.accounts.filter(
    (record) =>
      (anyScope || record.companyId === (companyId ?? null)) && isAccountVisible(record, ctx.now),
  );
  if (accountId === undefined) return inScope;
  const record = inScope.find((candidate) => candidate.id === accountId);
  // Assumption A-47 (docs/assumptions.md): an account not in scope is 404 `Account not found`.
  if (!record) throw new BankError(404, mockMessages.accountNotFound);
  return [record];
}

/** Code-unit order: ISO timestamps and UUIDs sort by it, and 8x faster than localeCompare. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Newest first: `createdAt` descending, then `id` descending (a total order). Every page of a
 * 10,000-row account sorts the whole list, so the comparison is kept cheap.
 */
export function compareDescending(a: Transaction, b: Transaction): number {
  const byTime = compareText(b.createdAt ?? '', a.createdAt ?? '');
  return byTime !== 0 ? byTime : compareText(b.id, a.id);
}

/**
 * GET /v1/transactions: one page of the user's transactions, cursor-paginated.
 *
 * The answer is an array with one element `{transactions, lastKey}`; `lastKey` is the
 * `{accountId, id}` of the page's last transaction when more follow, and null on the last page.
 */
// Assumptions A-47, A-48 (docs/assumptions.md): optional accountId; lastKey null at the end.
export function transactionsRoutes(router: Router): void {
  router.on('GET', '/v1/transactions', (ctx) => {
    const query = parseQuery(ctx.query);
    const { reading } = ctx.state;
    // Assumption A-254 (docs/assumptions.md): the alternate reading reads one account at a time.
    // It also refuses `companyId`, which the spec does not list for this endpoint (its query
    // names only accountId, limit, sortOrder, lastKey and the status filter).
    if (
      reading === 'alternate' &&
      (query.accountId === undefined || query.companyId !== undefined)
    ) {
      throw new BankError(400, messages.invalidPayload);
    }
    requireClient(ctx);
    const accounts = accountsOf(ctx, query.accountId, query.companyId);
    const accountIds = new Set(accounts.map((record) => record.id));
    const limit = query.limit ?? DEFAULT_TRANSACTIONS_LIMIT;
    const ascending = query.sortOrder === 'ascending';

    const sorted = ctx.user.transactions
      .filter(
        (transaction) =>
          accountIds.has(transaction.accountId) &&
          (query.status === undefined || transaction.status === query.status),
      )
      .sort((a, b) => (ascending ? -compareDescending(a, b) : compareDescending(a, b)));

    let start = 0;
    if (query.lastKey !== undefined) {
      const lastKey = cursorIn(query.lastKey, reading);
      const index = sorted.findIndex(
        (transaction) =>
          transaction.id === lastKey.id && transaction.accountId === lastKey.accountId,
      );
      // Assumption A-48 (docs/assumptions.md): a cursor not from this listing is 400.
      if (index < 0) throw new BankError(400, messages.invalidPayload);
      start = index + 1;
    }

    const transactions = sorted.slice(start, start + limit);
    const last = transactions.at(-1);
    const more = start + limit < sorted.length;
    const lastKey = more && last ? cursorOut(last, reading) : null;
    return ok([{ transactions, lastKey }]);
  });
}
