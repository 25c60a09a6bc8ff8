import type { ComponentType } from 'react';
import type { NavItem } from '../components/layouts/tab-bar';
import {
  AccountsIcon,
  CompaniesIcon,
  CryptoIcon,
  HistoryIcon,
  HomeIcon,
  ProfileIcon,
  TransfersIcon,
} from '../components/ui/icon';
import { paths, routePatterns } from '../config/routes';
import type { Area } from '../domain/client/capabilities';
import type { MessageKey } from '../lib/i18n/messages-en';

/** A part of the bank's offer that the tenant may turn off (the configuration's `features`). */
export type ScreenFeature = 'crypto';

/** A screen's place in the main navigation. */
export interface ScreenNav extends Omit<NavItem, 'to'> {
  /** Its link keeps the party the user acts for (`?companyId=`); else it is the user's own. */
  keepsParty: boolean;
}

/**
 * One signed-in screen: everything the app derives from it. The router shows it at `path`
 * inside the signed-in shell (router.tsx); its document title is set as soon as the address
 * is (route-titles.ts); the navigation lists it if it has `nav` (nav-items.ts); the sign-in
 * callback preloads it when it is where the customer returns (screen-preload.ts); the bench
 * measures its module against the budget of its path (scripts/bench-budgets.ts).
 *
 * Its texts come with its module: the screen registers them as it loads (`registerTexts`).
 */
export interface Screen {
  /** The address it answers, as the router matches it: `:name` a parameter, `*` any other. */
  path: string;
  /**
   * The name of the screen its module exports; the module is named after it, in
   * src/app/routes/ (`routeFileOf`: the bench measures that module's chunk).
   */
  component: string;
  /** Loads its module (a chunk of its own, on first visit) and gives that screen. */
  load: () => Promise<ComponentType>;
  title: MessageKey;
  nav?: ScreenNav;
  /**
   * The part of the offer it belongs to: while the tenant turns that off, the navigation
   * leaves the screen out (its address still answers, and says why it is unavailable).
   */
  feature?: ScreenFeature;
  /**
   * The area of the app it belongs to, which the customer's standing may close as a whole
   * (`areasOf`, src/domain/client/capabilities.ts): while it is closed, the navigation leaves
   * the screen out and its address says why instead (area-gate.tsx, loaded with the screen).
   */
  area?: Area;
}

/** A record whose `component` its module exports; a screen of an area comes inside its gate. */
function screen<K extends string, M extends Record<K, ComponentType>>({
  load,
  ...record
}: Omit<Screen, 'load'> & { load: () => Promise<M>; component: K }): Screen {
  const { area, title } = record;
  if (!area) return { ...record, load: async () => (await load())[record.component] };
  return {
    ...record,
    load: async () => {
      const [module, gate] = await Promise.all([load(), import('./area-gate')]);
      return gate.gated(module[record.component], area, title);
    },
  };
}

/**
 * The file of a screen's module in src/app/routes/ (without `.tsx`), named after the screen:
 * `HistoryTransactionRoute` in `history-transaction` (screens.test.ts holds every record to it).
 */
export function routeFileOf(component: string): string {
  return component
    .replace(/Route$/, '')
    .replace(/(?<!^)([A-Z])/g, '-$1')
    .toLowerCase();
}

/**
 * Every signed-in screen, one record each. The navigation lists those with `nav` in this
 * order; the router ranks the paths itself ("/accounts/open" before "/accounts/:accountId",
 * "*" last). Assumption A-150 (docs/assumptions.md): all seven areas in the navigation for
 * everyone; Home keeps the party. Profile and Companies are the user's own whoever they act
 * for; Crypto only while the tenant offers it (`features.crypto`, A-200).
 */
export const SCREENS: readonly Screen[] = [
  screen({
    path: paths.home,
    load: () => import('./routes/home'),
    component: 'HomeRoute',
    title: 'title.home',
    nav: { label: 'nav.home', icon: HomeIcon, keepsParty: true, tab: true },
  }),
  screen({
    path: paths.accounts,
    load: () => import('./routes/accounts'),
    component: 'AccountsRoute',
    title: 'title.accounts',
    nav: { label: 'nav.accounts', icon: AccountsIcon, keepsParty: true, tab: true },
  }),
  screen({
    path: paths.openAccount,
    load: () => import('./routes/open-account'),
    component: 'OpenAccountRoute',
    title: 'title.openAccount',
  }),
  screen({
    path: routePatterns.account,
    load: () => import('./routes/account'),
    component: 'AccountRoute',
    title: 'title.account',
  }),
  screen({
    path: routePatterns.accountStatements,
    load: () => import('./routes/account-statements'),
    component: 'AccountStatementsRoute',
    title: 'title.statements',
  }),
  screen({
    path: paths.transfers,
    load: () => import('./routes/transfers'),
    component: 'TransfersRoute',
    title: 'title.transfers',
    nav: { label: 'nav.transfers', icon: TransfersIcon, keepsParty: true, tab: true },
  }),
  screen({
    path: paths.history,
    load: () => import('./routes/history'),
    component: 'HistoryRoute',
    title: 'title.history',
    nav: { label: 'nav.history', icon: HistoryIcon, keepsParty: true, tab: true },
  }),
  screen({
    path: routePatterns.historyTransaction,
    load: () => import('./routes/history-transaction'),
    component: 'HistoryTransactionRoute',
    title: 'title.transaction',
  }),
  screen({
    path: paths.crypto,
    load: () => import('./routes/crypto-market'),
    component: 'CryptoMarketRoute',
    title: 'title.crypto',
    nav: { label: 'nav.crypto', icon: CryptoIcon, keepsParty: true },
    feature: 'crypto',
    area: 'crypto',
  }),
  screen({
    path: paths.cryptoTrade,
    load: () => import('./routes/crypto-trade'),
    component: 'CryptoTradeRoute',
    title: 'title.cryptoTrade',
    feature: 'crypto',
    area: 'crypto',
  }),
  screen({
    path: paths.cryptoOrders,
    load: () => import('./routes/crypto-orders'),
    component: 'CryptoOrdersRoute',
    title: 'title.cryptoOrders',
    feature: 'crypto',
    area: 'crypto',
  }),
  screen({
    path: routePatterns.cryptoOrder,
    load: () => import('./routes/crypto-order'),
    component: 'CryptoOrderRoute',
    title: 'title.cryptoOrder',
    feature: 'crypto',
    area: 'crypto',
  }),
  screen({
    path: paths.cryptoWallets,
    load: () => import('./routes/crypto-wallets'),
    component: 'CryptoWalletsRoute',
    title: 'title.cryptoWallets',
    feature: 'crypto',
    area: 'crypto',
  }),
  screen({
    path: paths.companies,
    load: () => import('./routes/companies'),
    component: 'CompaniesRoute',
    title: 'title.companies',
    nav: { label: 'nav.companies', icon: CompaniesIcon, keepsParty: false },
    area: 'companies',
  }),
  screen({
    path: routePatterns.companyVerification,
    load: () => import('./routes/company-verification'),
    component: 'CompanyVerificationRoute',
    title: 'title.companyVerification',
    area: 'companies',
  }),
  screen({
    path: routePatterns.companyContract,
    load: () => import('./routes/company-contract'),
    component: 'CompanyContractRoute',
    title: 'title.companyContract',
    area: 'companies',
  }),
  screen({
    path: routePatterns.companyEmail,
    load: () => import('./routes/company-email'),
    component: 'CompanyEmailRoute',
    title: 'title.companyEmail',
    area: 'companies',
  }),
  screen({
    path: paths.profile,
    load: () => import('./routes/profile'),
    component: 'ProfileRoute',
    title: 'title.profile',
    nav: { label: 'nav.profile', icon: ProfileIcon, keepsParty: false },
  }),
  screen({
    path: paths.onboarding,
    load: () => import('./routes/onboarding'),
    component: 'OnboardingRoute',
    title: 'title.onboarding',
  }),
  screen({
    path: paths.onboardingContract,
    load: () => import('./routes/contracts'),
    component: 'ContractsRoute',
    title: 'title.onboardingContract',
  }),
  screen({
    path: paths.onboardingVerification,
    load: () => import('./routes/verification'),
    component: 'VerificationRoute',
    title: 'title.onboardingVerification',
  }),
  screen({
    path: '*',
    load: () => import('./routes/not-found'),
    component: 'NotFoundRoute',
    title: 'title.notFound',
  }),
];
