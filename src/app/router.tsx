import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { paths, routePatterns } from '../config/routes';
import { TITLE_LEVEL, useDocumentTitle } from '../hooks/use-document-title';
import { useI18n } from '../lib/i18n/i18n';
import { loadAreaTexts } from '../lib/i18n/locale-texts';
import { routeTitleKey } from './route-titles';
import { lazyScreen, registerScreen } from './screen-preload';
import { AuthCallbackRoute } from './routes/auth-callback';
import { SignedOutRoute } from './routes/signed-out';
import { SignedInShell } from './signed-in-shell';

/**
 * A route screen loaded on first visit; it registers its areas' English texts as it loads
 * (`registerTexts`), so they come with its chunk graph, in parallel. The active locale's area
 * texts, when it is not English, load beside it (one chunk for all areas) and the screen waits
 * for both. Declarative routes with React.lazy keep the sign-in path small (the data router's
 * code is not needed).
 */
function area<M, K extends keyof M>(
  path: string,
  load: () => Promise<M>,
  name: K,
): { path: string; Screen: ComponentType } {
  const { Screen, load: loadScreen } = lazyScreen(async () => {
    const [module] = await Promise.all([load(), loadAreaTexts()]);
    return module[name] as ComponentType;
  });
  // The same path the router matches: the sign-in callback preloads the screen of its address.
  registerScreen(path, loadScreen);
  return { path, Screen };
}

/** The signed-in screens, each at its one path; `/` is the shell's index. */
const SCREENS = [
  area(paths.home, () => import('./routes/home'), 'HomeRoute'),
  area(paths.profile, () => import('./routes/profile'), 'ProfileRoute'),
  area(paths.onboarding, () => import('./routes/onboarding'), 'OnboardingRoute'),
  area(paths.onboardingContract, () => import('./routes/contracts'), 'ContractsRoute'),
  area(paths.onboardingVerification, () => import('./routes/verification'), 'VerificationRoute'),
  area(paths.accounts, () => import('./routes/accounts'), 'AccountsRoute'),
  area(paths.openAccount, () => import('./routes/open-account'), 'OpenAccountRoute'),
  area(routePatterns.account, () => import('./routes/account'), 'AccountRoute'),
  area(paths.transfers, () => import('./routes/transfers'), 'TransfersRoute'),
  area(paths.history, () => import('./routes/history'), 'HistoryRoute'),
  area(
    routePatterns.historyTransaction,
    () => import('./routes/history-transaction'),
    'HistoryTransactionRoute',
  ),
  area(paths.companies, () => import('./routes/companies'), 'CompaniesRoute'),
  area(
    routePatterns.companyVerification,
    () => import('./routes/company-verification'),
    'CompanyVerificationRoute',
  ),
  area(
    routePatterns.companyContract,
    () => import('./routes/company-contract'),
    'CompanyContractRoute',
  ),
  area(routePatterns.companyEmail, () => import('./routes/company-email'), 'CompanyEmailRoute'),
  area(paths.crypto, () => import('./routes/crypto-market'), 'CryptoMarketRoute'),
  area(paths.cryptoTrade, () => import('./routes/crypto-trade'), 'CryptoTradeRoute'),
  area(paths.cryptoOrders, () => import('./routes/crypto-orders'), 'CryptoOrdersRoute'),
  area(routePatterns.cryptoOrder, () => import('./routes/crypto-order'), 'CryptoOrderRoute'),
  area(paths.cryptoWallets, () => import('./routes/crypto-wallets'), 'CryptoWalletsRoute'),
  area('*', () => import('./routes/not-found'), 'NotFoundRoute'),
];

/** Every address's document title, set at once (before its screen has loaded). */
function RouteTitle() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  useDocumentTitle(t(routeTitleKey(pathname)), TITLE_LEVEL.route);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <RouteTitle />
      <Routes>
        <Route path={paths.authCallback} element={<AuthCallbackRoute />} />
        <Route path={paths.signedOut} element={<SignedOutRoute />} />
        <Route element={<SignedInShell />}>
          {SCREENS.map(({ path, Screen }) =>
            path === paths.home ? (
              <Route key={path} index element={<Screen />} />
            ) : (
              <Route key={path} path={path} element={<Screen />} />
            ),
          )}
        </Route>
      </Routes>
    </>
  );
}
