import { matchPath } from 'react-router';
import { paths, routePatterns } from '../config/routes';
import type { MessageKey } from '../lib/i18n/messages-en';

/**
 * The document title of every route, by pattern; the first match wins (so "/accounts/open"
 * comes before "/accounts/:accountId"). Screens that show one thing refine theirs with
 * useDocumentTitle (an account's name).
 */
export const routeTitles: readonly (readonly [pattern: string, key: MessageKey])[] = [
  [paths.home, 'title.home'],
  [paths.profile, 'title.profile'],
  [paths.onboarding, 'title.onboarding'],
  [paths.onboardingContract, 'title.onboardingContract'],
  [paths.onboardingVerification, 'title.onboardingVerification'],
  [paths.openAccount, 'title.openAccount'],
  [paths.accounts, 'title.accounts'],
  [routePatterns.account, 'title.account'],
  [paths.transfers, 'title.transfers'],
  [paths.history, 'title.history'],
  [routePatterns.historyTransaction, 'title.transaction'],
  [paths.companies, 'title.companies'],
  [routePatterns.companyVerification, 'title.companyVerification'],
  [routePatterns.companyContract, 'title.companyContract'],
  [routePatterns.companyEmail, 'title.companyEmail'],
  [paths.crypto, 'title.crypto'],
  [paths.cryptoTrade, 'title.cryptoTrade'],
  [paths.cryptoOrders, 'title.cryptoOrders'],
  [routePatterns.cryptoOrder, 'title.cryptoOrder'],
  [paths.cryptoWallets, 'title.cryptoWallets'],
  [paths.authCallback, 'title.signingIn'],
  [paths.signedOut, 'title.signedOut'],
];

/** The title's key for an address's path; an unknown path is the not-found page. */
export function routeTitleKey(pathname: string): MessageKey {
  const found = routeTitles.find(([pattern]) => matchPath(pattern, pathname));
  return found ? found[1] : 'title.notFound';
}
