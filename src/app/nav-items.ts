import type { NavItem } from '../components/layouts/app-layout';
import { partyHref, paths } from '../config/routes';

/** The main navigation; the areas that show a party's data keep the party in their links. */
const AREAS: readonly (NavItem & { keepsParty: boolean })[] = [
  { to: paths.profile, label: 'nav.profile', keepsParty: false },
  { to: paths.accounts, label: 'nav.accounts', keepsParty: true },
  { to: paths.transfers, label: 'nav.transfers', keepsParty: true },
  { to: paths.history, label: 'nav.history', keepsParty: true },
  { to: paths.companies, label: 'nav.companies', keepsParty: false },
  { to: paths.crypto, label: 'nav.crypto', keepsParty: true },
];

/**
 * The navigation for the party the user acts for (undefined: themselves). Profile and
 * Companies are the user's own whoever they act for (Assumption A-110, docs/assumptions.md).
 */
export function navItemsFor(companyId: string | undefined): NavItem[] {
  return AREAS.map(({ to, label, keepsParty }) => ({
    to: keepsParty ? partyHref(to, companyId) : to,
    label,
  }));
}
