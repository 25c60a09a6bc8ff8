import { Suspense, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../errors/error-boundary';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { Loading } from '../ui/loading';
import { Button } from '../ui/button';
import { useFocusHeadingOnNavigate } from './use-focus-on-navigate';

export interface NavItem {
  to: string;
  label: MessageKey;
}

/**
 * The signed-in shell: skip link, header with navigation, the party the user acts for and
 * sign-out, then the main area (a banner about that party first, then the route).
 */
export function AppLayout({
  navItems,
  userName,
  onSignOut,
  party,
  partyBanner,
  aside,
  routeError,
}: {
  navItems: readonly NavItem[];
  userName: string | null;
  onSignOut: () => void;
  /** In the header: who the user acts for, and the way to change it. */
  party?: ReactNode;
  /** Above every screen: what the party is, when it is not the user themselves. */
  partyBanner?: ReactNode;
  aside?: ReactNode;
  /** What a route that failed to load or render shows instead. */
  routeError: (reset: () => void, error: unknown) => ReactNode;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__brand">{t('app.name')}</div>
        <nav aria-label={t('nav.label')} className="shell__nav">
          <ul>
            {navItems.map((item) => (
              <li key={item.label}>
                <NavLink to={item.to}>{t(item.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell__user">
          {party}
          {userName ? (
            <span className="shell__user-name">{t('nav.signedInAs', { name: userName })}</span>
          ) : null}
          <Button variant="secondary" onClick={onSignOut}>
            {t('nav.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        {partyBanner}
        <ErrorBoundary key={pathname} fallback={routeError}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {aside}
    </div>
  );
}
