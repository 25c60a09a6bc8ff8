import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AppLayout } from '../components/layouts/app-layout';
import { BrandMark } from '../components/ui/brand-mark';
import { useAuth } from '../lib/auth/auth-context';
import { useConfig } from '../config/config-context';
import type { Area } from '../domain/client/capabilities';
import { useLoadedAfter } from '../hooks/use-loaded-after';
import { useParty } from '../hooks/use-party';
import { AppFooter } from './app-footer';
// The idle clock is with the shell, not loaded beside it: activity counts from the shell's first
// drawing, whenever the parts' code arrives (a key pressed before a lazily loaded clock had
// mounted was lost, and its 90 s ran from later: e2e/session.spec.ts, issue 37 §2).
import { IdleGuard } from './idle-guard';
import { navItemsFor } from './nav-items';
import { RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';
import { useFirstReadsDone } from './use-first-reads-done';

// Loaded beside the first screen, not with the app's shell (its budget: scripts/bench-budgets.ts).
// The navigation's standing is asked for the moment the shell first renders: it closes what
// the customer may not use, on the first screen too. What shows nothing on a first screen is
// asked for once its reads are done and it is drawn (issue 37 §2): the toasts (no toast is
// raised before the customer does something) and acting for a company (the switcher shows
// only for an administrator, the banner only at a company's address), unless the address
// names a company, when both are needed at once. Each is asked for in one go, not part after
// part as React.lazy in one Suspense boundary would (the banner, then its notice, then the
// standing: a round trip each).
const loadNavStanding = () => import('./nav-standing');
const loadPartySwitcher = () => import('./party-switcher');
const loadPartyBanner = () => import('./party-banner');
const loadPartyParts = () => Promise.all([loadPartySwitcher(), loadPartyBanner()]);
const loadToasts = () => import('../components/ui/toast');

const PartySwitcher = lazy(async () => ({ default: (await loadPartySwitcher()).PartySwitcher }));
const PartyBanner = lazy(async () => ({ default: (await loadPartyBanner()).PartyBanner }));
const UnreadableNotice = lazy(async () => ({
  default: (await loadPartyBanner()).UnreadableNotice,
}));
// Loaded only for an address that names a company (party-gate.tsx).
const PartyGate = lazy(async () => ({
  default: (await import('./party-gate')).PartyGate,
}));
const NavStanding = lazy(async () => ({ default: (await loadNavStanding()).NavStanding }));
const ToastViewport = lazy(async () => ({ default: (await loadToasts()).ToastViewport }));

export function SignedInShell() {
  return (
    <RequireAuth>
      <Shell />
    </RequireAuth>
  );
}

function Shell() {
  const auth = useAuth();
  const config = useConfig();
  const signOut = () => void auth.signOut();
  return (
    <ShellFrame
      userName={auth.profileName()}
      onSignOut={signOut}
      aside={<IdleGuard timeoutSeconds={config.idleTimeoutSeconds} onTimeout={signOut} />}
      footer={<AppFooter />}
    />
  );
}

/**
 * The layout of every signed-in screen for the party of the URL: the bank's brand, navigation
 * that keeps the party, the switcher and the banner (loaded once the first screen is drawn, or
 * at once at a company's address), the toasts (once it is drawn), and the footer.
 */
export function ShellFrame({
  userName,
  onSignOut,
  aside,
  footer,
}: {
  userName: string | null;
  onSignOut: () => void;
  aside?: ReactNode;
  footer?: ReactNode;
}) {
  void loadNavStanding();
  const { companyId } = useParty();
  const { features } = useConfig();
  const readsDone = useFirstReadsDone();
  const partyParts = useLoadedAfter(companyId !== undefined || readsDone, loadPartyParts);
  const toasts = useLoadedAfter(readsDone, loadToasts);
  // The areas the customer's standing closes, as NavStanding reads them from the profile.
  const [closedAreas, setClosedAreas] = useState<readonly Area[]>(NO_AREAS);
  const onClosedAreas = useCallback(
    (next: readonly Area[]) =>
      setClosedAreas((current) => (sameAreas(current, next) ? current : next)),
    [],
  );
  const navItems = useMemo(
    () => navItemsFor(companyId, { crypto: features.crypto }, closedAreas),
    [companyId, features.crypto, closedAreas],
  );
  return (
    <AppLayout
      navItems={navItems}
      brand={<BrandMark />}
      userName={userName}
      onSignOut={onSignOut}
      party={
        // Acting for a company belongs to the Companies area: a standing that closes it (a
        // blocked administrator) is not offered the switch either.
        closedAreas.includes('companies') || !partyParts ? null : (
          <Suspense fallback={null}>
            <PartySwitcher />
          </Suspense>
        )
      }
      partyBanner={
        <>
          {partyParts ? (
            <Suspense fallback={null}>
              <PartyBanner />
              <UnreadableNotice />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <NavStanding onChange={onClosedAreas} />
          </Suspense>
        </>
      }
      footer={footer}
      aside={
        <>
          {aside}
          {toasts ? (
            <Suspense fallback={null}>
              <ToastViewport />
            </Suspense>
          ) : null}
        </>
      }
      routeError={(reset, error) => <RouteError error={error} onRetry={reset} />}
      gate={PartyCheck}
    />
  );
}

/**
 * Every screen for the user themselves as it is; a screen for a company (the address names
 * it) only through PartyGate, which opens it once the company is known to be one the user may
 * act for.
 */
function PartyCheck({ children }: { children: ReactNode }) {
  const { companyId } = useParty();
  if (companyId === undefined) return children;
  return (
    <PartyGate key={companyId} companyId={companyId}>
      {children}
    </PartyGate>
  );
}

const NO_AREAS: readonly Area[] = [];

const sameAreas = (a: readonly Area[], b: readonly Area[]) =>
  a.length === b.length && a.every((area, index) => area === b[index]);
