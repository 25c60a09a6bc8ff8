/** Every route path of the app, in one place. */
export const paths = {
  home: '/',
  profile: '/profile',
  onboarding: '/onboarding',
  onboardingContract: '/onboarding/contract',
  onboardingVerification: '/onboarding/verification',
  openAccount: '/accounts/open',
  accounts: '/accounts',
  transfers: '/transfers',
  history: '/history',
  companies: '/companies',
  crypto: '/crypto',
  cryptoTrade: '/crypto/trade',
  cryptoOrders: '/crypto/orders',
  cryptoWallets: '/crypto/wallets',
  authCallback: '/auth/callback',
  signedOut: '/signed-out',
} as const;

/** Route patterns with parameters, for the router; build their URLs with the functions below. */
export const routePatterns = {
  account: '/accounts/:accountId',
  accountStatements: '/accounts/:accountId/statements',
  historyTransaction: '/history/:transactionId',
  companyVerification: '/companies/:companyId/verification',
  companyContract: '/companies/:companyId/contract',
  companyEmail: '/companies/:companyId/email',
  cryptoOrder: '/crypto/orders/:orderId',
} as const;

/** The query parameter that says for whom the user acts: absent for themselves. */
export const PARTY_PARAM = 'companyId';

/** The page of one account. */
export function accountPath(accountId: string): string {
  return routePatterns.account.replace(':accountId', encodeURIComponent(accountId));
}

/** `path` with `?name=value&…`, leaving out absent and empty values. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The page of an account; a company's account carries its company in `?companyId=`. */
export function accountHref(account: { id: string; companyId?: string | null }): string {
  return withQuery(accountPath(account.id), { companyId: account.companyId });
}

/**
 * An account's statements, for the user or for a company; `period` is the statement screen's
 * own query (`month`, or `from` and `to`), kept when given.
 */
export function statementsHref(
  accountId: string,
  companyId?: string,
  period: Record<string, string | undefined> = {},
): string {
  const path = routePatterns.accountStatements.replace(':accountId', encodeURIComponent(accountId));
  return withQuery(path, { ...period, companyId });
}

/** The accounts overview, for the user or for a company. */
export function accountsHref(companyId?: string): string {
  return withQuery(paths.accounts, { companyId });
}

/** The open-account form, for the user or for a company. */
export function openAccountHref(companyId?: string): string {
  return withQuery(paths.openAccount, { companyId });
}

/** A transfer from this account (the transfers area reads `from`). */
export function sendFromHref(accountId: string, companyId?: string): string {
  return withQuery(paths.transfers, { from: accountId, companyId });
}

/** The full history of this account (the history area reads `accountId`). */
export function historyHref(accountId: string, companyId?: string): string {
  return withQuery(paths.history, { accountId, companyId });
}

/**
 * A transaction's details. `listSearch` is the history's own query string (`accountId`,
 * filters, search): carried along so the details' back link returns to the same view.
 */
export function historyTransactionHref(
  transactionId: string,
  listSearch: string | URLSearchParams,
): string {
  const search = new URLSearchParams(listSearch).toString();
  const path = routePatterns.historyTransaction.replace(
    ':transactionId',
    encodeURIComponent(transactionId),
  );
  return search ? `${path}?${search}` : path;
}

/** The order form for one pair and side, for the user or a company. */
export function cryptoTradeHref(
  pair: string,
  side: 'buy' | 'sell',
  companyId?: string | undefined,
): string {
  return withQuery(paths.cryptoTrade, { pair, side, companyId });
}

/** One crypto order's details, for the user or a company. */
export function cryptoOrderHref(orderId: string, companyId?: string | undefined): string {
  const path = routePatterns.cryptoOrder.replace(':orderId', encodeURIComponent(orderId));
  return withQuery(path, { companyId });
}

/** A company's own page of one onboarding step (KYB, contract or email). */
export function companyStepHref(
  step: 'companyVerification' | 'companyContract' | 'companyEmail',
  companyId: string,
): string {
  return routePatterns[step].replace(':companyId', encodeURIComponent(companyId));
}

/**
 * `to` (a path, perhaps with its own query) for the party the user acts for: `companyId` set,
 * or removed when they act for themselves. Keeps every other parameter.
 */
export function partyHref(to: string, companyId: string | undefined): string {
  const [path = '', query = ''] = to.split('?', 2);
  const search = new URLSearchParams(query);
  if (companyId) search.set(PARTY_PARAM, companyId);
  else search.delete(PARTY_PARAM);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export type AppPath = (typeof paths)[keyof typeof paths];
