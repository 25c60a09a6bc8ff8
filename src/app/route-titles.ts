import { matchRoutes } from 'react-router';
import { paths } from '../config/routes';
import type { MessageKey } from '../lib/i18n/messages-en';
import { SCREENS } from './screens';

/**
 * The document title of every address: each screen's (screens.ts), and those of the two pages
 * of signing in and out, which the router draws outside the signed-in shell (router.tsx).
 * Screens that show one thing refine theirs with useDocumentTitle (an account's name).
 */
const TITLED: { path: string; title: MessageKey }[] = [
  ...SCREENS.map(({ path, title }) => ({ path, title })),
  { path: paths.authCallback, title: 'title.signingIn' },
  { path: paths.signedOut, title: 'title.signedOut' },
];

/**
 * The title's key for an address's path, matched as the router matches it ("/accounts/open"
 * before "/accounts/:accountId"); an unknown path is the not-found page.
 */
export function routeTitleKey(pathname: string): MessageKey {
  const [match] = matchRoutes(TITLED, pathname) ?? [];
  return match ? match.route.title : 'title.notFound';
}
