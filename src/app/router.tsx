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
function area<M, K extends keyof M>(pattern: string, load: () => Promise<M>, name: K) {
  const { Screen, load: loadScreen } = lazyScreen(async () => {
    const [module] = await Promise.all([load(), loadAreaTexts()]);
    return module[name] as ComponentType;
  });
  registerScreen(pattern, loadScreen);
  return Screen;
}

const HomeRoute = area('/', () => import('./routes/home'), 'HomeRoute');
const ProfileRoute = area(paths.profile, () => import('./routes/profile'), 'ProfileRoute');
const OnboardingRoute = area(
  paths.onboarding,
  () => import('./routes/onboarding'),
  'OnboardingRoute',
);
const ContractsRoute = area(
  paths.onboardingContract,
  () => import('./routes/contracts'),
  'ContractsRoute',
);
const VerificationRoute = area(
  paths.onboardingVerification,
  () => import('./routes/verification'),
  'VerificationRoute',
);
const OpenAccountRoute = area(
  paths.openAccount,
  () => import('./routes/open-account'),
  'OpenAccountRoute',
);
const AccountRoute = area(routePatterns.account, () => import('./routes/account'), 'AccountRoute');
const AccountsRoute = area(paths.accounts, () => import('./routes/accounts'), 'AccountsRoute');
const TransfersRoute = area(paths.transfers, () => import('./routes/transfers'), 'TransfersRoute');
const HistoryRoute = area(paths.history, () => import('./routes/history'), 'HistoryRoute');
const HistoryTransactionRoute = area(
  routePatterns.historyTransaction,
  () => import('./routes/history-transaction'),
  'HistoryTransactionRoute',
);
const CompaniesRoute = area(paths.companies, () => import('./routes/companies'), 'CompaniesRoute');
const CompanyVerificationRoute = area(
  routePatterns.companyVerification,
  () => import('./routes/company-verification'),
  'CompanyVerificationRoute',
);
const CompanyContractRoute = area(
  routePatterns.companyContract,
  () => import('./routes/company-contract'),
  'CompanyContractRoute',
);
const CompanyEmailRoute = area(
  routePatterns.companyEmail,
  () => import('./routes/company-email'),
  'CompanyEmailRoute',
);
const CryptoMarketRoute = area(
  paths.crypto,
  () => import('./routes/crypto-market'),
  'CryptoMarketRoute',
);
const CryptoTradeRoute = area(
  paths.cryptoTrade,
  () => import('./routes/crypto-trade'),
  'CryptoTradeRoute',
);
const CryptoOrdersRoute = area(
  paths.cryptoOrders,
  () => import('./routes/crypto-orders'),
  'CryptoOrdersRoute',
);
const CryptoOrderRoute = area(
  routePatterns.cryptoOrder,
  () => import('./routes/crypto-order'),
  'CryptoOrderRoute',
);
const CryptoWalletsRoute = area(
  paths.cryptoWallets,
  () => import('./routes/crypto-wallets'),
  'CryptoWalletsRoute',
);
const NotFoundRoute = area('*', () => import('./routes/not-found'), 'NotFoundRoute');

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
          <Route index element={<HomeRoute />} />
          <Route path={paths.profile} element={<ProfileRoute />} />
          <Route path={paths.onboarding} element={<OnboardingRoute />} />
          <Route path={paths.onboardingContract} element={<ContractsRoute />} />
          <Route path={paths.onboardingVerification} element={<VerificationRoute />} />
          <Route path={paths.accounts} element={<AccountsRoute />} />
          <Route path={paths.openAccount} element={<OpenAccountRoute />} />
          <Route path={routePatterns.account} element={<AccountRoute />} />
          <Route path={paths.transfers} element={<TransfersRoute />} />
          <Route path={paths.history} element={<HistoryRoute />} />
          <Route path={routePatterns.historyTransaction} element={<HistoryTransactionRoute />} />
          <Route path={paths.companies} element={<CompaniesRoute />} />
          <Route path={routePatterns.companyVerification} element={<CompanyVerificationRoute />} />
          <Route path={routePatterns.companyContract} element={<CompanyContractRoute />} />
          <Route path={routePatterns.companyEmail} element={<CompanyEmailRoute />} />
          <Route path={paths.crypto} element={<CryptoMarketRoute />} />
          <Route path={paths.cryptoTrade} element={<CryptoTradeRoute />} />
          <Route path={paths.cryptoOrders} element={<CryptoOrdersRoute />} />
          <Route path={routePatterns.cryptoOrder} element={<CryptoOrderRoute />} />
          <Route path={paths.cryptoWallets} element={<CryptoWalletsRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </>
  );
}
