import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Link, NavLink } from '../../lib/router/link';
import { ErrorBoundary } from '../errors/error-boundary';
import { useI18n } from '../../lib/i18n/i18n';
import { Loading } from '../ui/loading';
import { Button } from '../ui/button';
import { Icon, SignOutIcon } from '../ui/icon';
import { TabBar, type NavItem } from './tab-bar';
import { useFocusHeadingOnNavigate } from './use-focus-on-navigate';

/**
 * The signed-in shell: skip link; a header with the brand, the navigation, the party the user
 * acts for and sign-out (on narrow screens the brand and the party, with a bottom tab bar for
 * the rest); the main area (a banner about that party first, then the route); the footer.
 */
export function AppLayout({
  navItems,
  brand,
  userName,
  onSignOut,
  party,
  partyBanner,
  footer,
  aside,
  routeError,
  gate: Gate,
}: {
  navItems: readonly NavItem[];
  /** The bank's mark, a link home; the bank's name from the texts without it. */
  brand?: ReactNode;
  userName: string | null;
  onSignOut: () => void;
  /** Who the user acts for, and the way to change it: in the header at every width. */
  party?: ReactNode;
  /** Above every screen: what the party is, when it is not the user themselves. */
  partyBanner?: ReactNode;
  /** Below every screen, in the page's footer landmark. */
  footer?: ReactNode;
  aside?: ReactNode;
  /** What a route that failed to load or render shows instead. */
  routeError: (reset: () => void, error: unknown) => ReactNode;
  /** What every route passes through first (the party's check), when anything. */
  gate?: ComponentType<{ children: ReactNode }>;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate();
  const home = navItems[0];
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__header-row">
          {home ? (
            <Link to={home.to} className="shell__brand">
              {brand ?? t('app.name')}
            </Link>
          ) : (
            <span className="shell__brand">{brand ?? t('app.name')}</span>
          )}
          <nav aria-label={t('nav.label')} className="shell__nav">
            <ul>
              {navItems.map((item) => (
                <li key={item.label}>
                  <NavLink to={item.to} end={item.to.split('?')[0] === '/'}>
                    <Icon icon={item.icon} />
                    <span>{t(item.label)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="shell__user">
            {party}
            {userName ? (
              <span className="shell__user-name">{t('nav.signedInAs', { name: userName })}</span>
            ) : null}
            <Button
              variant="quiet"
              icon={SignOutIcon}
              onClick={onSignOut}
              className="shell__sign-out"
            >
              {t('nav.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <TabBar navItems={navItems} userName={userName} onSignOut={onSignOut} />
      <main id="main" className="shell__main" tabIndex={-1}>
        {partyBanner}
        <ErrorBoundary key={pathname} fallback={routeError}>
          <Suspense fallback={<Loading />}>
            {Gate ? (
              <Gate>
                <Outlet />
              </Gate>
            ) : (
              <Outlet />
            )}
          </Suspense>
        </ErrorBoundary>
      </main>
      {footer ? <footer className="shell__footer">{footer}</footer> : null}
      {aside}
    </div>
  );
}
