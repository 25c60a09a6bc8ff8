import { accountsHref, partyHref, paths } from '../config/routes';

/**
 * The areas that show the same screen for any party: choosing another party stays there.
 * Assumption A-110 (docs/assumptions.md): which pages keep the path when the party changes.
 */
const SAME_AREA_FOR_EVERY_PARTY: readonly string[] = [
  paths.accounts,
  paths.transfers,
  paths.history,
  paths.crypto,
  paths.cryptoTrade,
  paths.cryptoOrders,
  paths.cryptoWallets,
];

/**
 * Where choosing `companyId` (undefined: the user themselves) leads from `pathname`: the same
 * area for that party, without the area's other parameters (an account or filter of one party
 * means nothing to another); from anywhere else (an account, a transaction, the profile, the
 * companies, a company's step page) that party's accounts overview.
 */
export function partySwitchHref(pathname: string, companyId: string | undefined): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SAME_AREA_FOR_EVERY_PARTY.includes(path)
    ? partyHref(path, companyId)
    : accountsHref(companyId);
}
