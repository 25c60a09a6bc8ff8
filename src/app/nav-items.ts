import type { NavItem } from '../components/layouts/app-layout';
import {
  AccountsIcon,
  CompaniesIcon,
  CryptoIcon,
  HistoryIcon,
  HomeIcon,
  ProfileIcon,
  TransfersIcon,
} from '../components/ui/icon';
import { partyHref, paths } from '../config/routes';

/**
 * The main navigation, in its order; the areas that show a party's data keep the party in
 * their links. `tab`: one of the bottom tab bar's four destinations on narrow screens (the
 * others are under its "More").
 */
// Assumption A-150 (docs/assumptions.md): all seven areas for everyone; Home keeps the party.
const AREAS: readonly (Omit<NavItem, 'to'> & { to: string; keepsParty: boolean })[] = [
  { to: paths.home, label: 'nav.home', icon: HomeIcon, keepsParty: true, tab: true },
  { to: paths.accounts, label: 'nav.accounts', icon: AccountsIcon, keepsParty: true, tab: true },
  {
    to: paths.transfers,
    label: 'nav.transfers',
    icon: TransfersIcon,
    keepsParty: true,
    tab: true,
  },
  { to: paths.history, label: 'nav.history', icon: HistoryIcon, keepsParty: true, tab: true },
  { to: paths.crypto, label: 'nav.crypto', icon: CryptoIcon, keepsParty: true },
  { to: paths.companies, label: 'nav.companies', icon: CompaniesIcon, keepsParty: false },
  { to: paths.profile, label: 'nav.profile', icon: ProfileIcon, keepsParty: false },
];

/**
 * The navigation for the party the user acts for (undefined: themselves). Profile and
 * Companies are the user's own whoever they act for (Assumption A-110, docs/assumptions.md).
 * Crypto is left out where the tenant does not offer it (`features.crypto`, A-200).
 */
export function navItemsFor(
  companyId: string | undefined,
  { crypto = true }: { crypto?: boolean } = {},
): NavItem[] {
  const areas = crypto ? AREAS : AREAS.filter((area) => area.to !== paths.crypto);
  return areas.map(({ to, keepsParty, ...item }) => ({
    ...item,
    to: keepsParty ? partyHref(to, companyId) : to,
  }));
}
