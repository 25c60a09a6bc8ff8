import { matchPath, useLocation } from 'react-router';
import { PARTY_PARAM, routePatterns } from '../config/routes';

/** Who the user acts for: a company's id, or undefined for themselves. */
export interface Party {
  companyId: string | undefined;
}

/** The company pages whose path names the party (KYB, contract, email). */
const COMPANY_STEP_PATTERNS = [
  routePatterns.companyVerification,
  routePatterns.companyContract,
  routePatterns.companyEmail,
] as const;

/**
 * The party of a location: the company of a company step page's path, else `?companyId=`.
 * Assumption A-109 (docs/assumptions.md): the party lives in the URL, so a link and a reload keep it.
 */
export function partyOf(pathname: string, search: string): Party {
  for (const pattern of COMPANY_STEP_PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (match?.params.companyId) return { companyId: match.params.companyId };
  }
  const companyId = new URLSearchParams(search).get(PARTY_PARAM);
  return { companyId: companyId || undefined };
}

/** The party the current screen acts for (see partyOf). */
export function useParty(): Party {
  const { pathname, search } = useLocation();
  return partyOf(pathname, search);
}
