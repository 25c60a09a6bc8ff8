import type {
  PersistedRecipient,
  PersistedRecipientList,
  RecipientSearchResponse,
} from '../../../src/api/recipients/schemas';
import { BankError } from '../bank-error';
import { ok, validate, type RouteContext, type Router } from '../router';
import {
  recipientListQuery,
  recipientSearchQuery,
  type RecipientSearchQuery,
} from '../spec/query-bodies';
import type { SavedRecipientRecord, UserState } from '../state';
import { isAccountVisible } from './accounts';
import { requireClient } from './client';
import { messages } from '../spec/messages';

/** Page size of GET /recipient when the request names none. */
// Assumption A-94 (docs/assumptions.md): 20, like the transaction list.
export const DEFAULT_RECIPIENTS_LIMIT = 20;

/** The query as one value per name; a repeated name is refused (unknown ones: the router). */
function queryEntries(query: URLSearchParams): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of query) {
    if (key in entries) throw new BankError(400, messages.invalidPayload);
    entries[key] = value;
  }
  return entries;
}

function matches(user: UserState, query: RecipientSearchQuery): boolean {
  if (!user.client) return false;
  if (query.attribute === 'phone') return user.client.phone === query.value;
  return user.email !== null && user.email.toLowerCase() === query.value.toLowerCase();
}

/**
 * GET /recipient/search/{currency}: customers whose phone or email is the value. Found: the
 * customer's names, id and first active personal account in the currency (`isTransferPossible`
 * says whether there is one). Not found: one result saying so.
 */
// Assumption A-95 (docs/assumptions.md): the shape of "not found" and of "cannot receive".
function search(ctx: RouteContext) {
  requireClient(ctx);
  const query = validate(recipientSearchQuery, {
    ...queryEntries(ctx.query),
    currency: ctx.params['currency'],
  });
  const results: RecipientSearchResponse = [];
  for (const user of ctx.state.users.values()) {
    if (!user.client || !matches(user, query)) continue;
    const account = user.accounts.find(
      (record) =>
        record.companyId === null &&
        record.currency === query.currency &&
        record.status === 'activated' &&
        isAccountVisible(record, ctx.now),
    );
    results.push({
      isRecipientFound: 'true',
      isTransferPossible: account !== undefined,
      name: user.client.name ?? null,
      surname: user.client.surname ?? null,
      client: user.client.client,
      ...(account ? { account: account.id } : {}),
      currency: query.currency,
    });
  }
  if (results.length === 0) results.push({ isRecipientFound: 'false', isTransferPossible: false });
  return ok(results);
}

/** A saved recipient as GET /recipient lists it (without the mock's own bookkeeping). */
function toListed(record: SavedRecipientRecord): PersistedRecipient {
  const { companyId: _companyId, accountId: _accountId, ...listed } = record;
  return listed;
}

/** GET /recipient: the saved recipients of the user, or of one of their companies. */
function list(ctx: RouteContext) {
  requireClient(ctx);
  const query = validate(recipientListQuery, queryEntries(ctx.query));
  const companyId = query.companyId ?? null;
  // Assumption A-94 (docs/assumptions.md): another user's company is 403, as for accounts.
  if (companyId && !ctx.user.companies.some((company) => company.companyId === companyId)) {
    throw new BankError(403, messages.senderNoAccess);
  }
  const inScope = ctx.user.savedRecipients.filter((record) => record.companyId === companyId);
  let start = 0;
  if (query.lastRecipientKey !== undefined) {
    const index = inScope.findIndex((record) => record.recipientKey === query.lastRecipientKey);
    if (index < 0) throw new BankError(400, messages.invalidPayload);
    start = index + 1;
  }
  const limit = query.limit ?? DEFAULT_RECIPIENTS_LIMIT;
  const items = inScope.slice(start, start + limit).map(toListed);
  const more = start + limit < inScope.length;
  const response: PersistedRecipientList = {
    items,
    count: items.length,
    nextToken: more ? (items.at(-1)?.recipientKey ?? null) : null,
  };
  return ok(response);
}

export function recipientsRoutes(router: Router): void {
  router.on('GET', '/recipient/search/:currency', search);
  router.on('GET', '/recipient', list);
}
