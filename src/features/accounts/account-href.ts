import { accountPath, paths } from '../../config/routes';

/** `path` with `?name=value&…`, leaving out absent values. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The page of an account; a company's account carries its company in `?companyId=`. */
export function accountHref(account: {
  id: string;
  companyId?: string | null | undefined;
}): string {
  return withQuery(accountPath(account.id), { companyId: account.companyId || undefined });
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
