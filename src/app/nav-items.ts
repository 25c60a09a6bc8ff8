import type { NavItem } from '../components/layouts/app-layout';
import { paths } from '../config/routes';

export const navItems: readonly NavItem[] = [
  { to: paths.profile, label: 'nav.profile' },
  { to: paths.accounts, label: 'nav.accounts' },
  { to: paths.transfers, label: 'nav.transfers' },
  { to: paths.history, label: 'nav.history' },
  { to: paths.companies, label: 'nav.companies' },
  { to: paths.crypto, label: 'nav.crypto' },
];
