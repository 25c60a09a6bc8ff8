import { matchPath, useLocation } from 'react-router';
import { PARTY_PARAM, paths, routePatterns } from '../config/routes';

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
 * Screens that are only ever the user's own: their profile and contract, their
 * onboarding, the list of their companies. An address that names a company there still acts for
 * the user, so that acting for a company no screen shows the user's own contract under the
 * company's banner (issue 23 §2).
 */
// Assumption A-341 (docs/assumptions.md): `?companyId=` on the user's own screens is ignored.
const OWN_PATHS: readonly string[] = [
  paths.profile,
  paths.onboarding,
  paths.onboardingContract,
  paths.onboardingVerification,
  paths.companies,
];

/** Whether the path is a company's step page (its company is in the path, not the query). */
export function isCompanyStepPath(pathname: string): boolean {
  return COMPANY_STEP_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The party of a location: the company of a company step page's path, else `?companyId=`
 * (except on the user's own screens).
 * Assumption A-109 (docs/assumptions.md): the party lives in the URL, so a link and a reload keep it.
 */
export function partyOf(pathname: string, search: string): Party {
  for (const pattern of COMPANY_STEP_PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (match?.params.companyId) return { companyId: match.params.companyId };
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (OWN_PATHS.includes(path)) return { companyId: undefined };
  const companyId = new URLSearchParams(search).get(PARTY_PARAM);
  return { companyId: companyId || undefined };
}

/** The party the current screen acts for (see partyOf). */
export function useParty(): Party {
  const { pathname, search } = useLocation();
  return partyOf(pathname, search);
}
