import { useLocation } from 'react-router';
import { Link } from '../../lib/router/link';
import { partyHref, paths } from '../../config/routes';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { cryptoNavEn } from '../../lib/i18n/en/crypto-nav';

registerTexts(cryptoNavEn);

interface Section {
  to: string;
  label: MessageKey;
  /** Whether a path (not the section's own) is a page within the section. */
  contains: (path: string) => boolean;
}

const SECTIONS: readonly Section[] = [
  {
    to: paths.crypto,
    label: 'cryptoNav.subnav.market',
    contains: (path) => path === paths.cryptoTrade,
  },
  {
    to: paths.cryptoOrders,
    label: 'cryptoNav.subnav.orders',
    contains: (path) => path.startsWith(`${paths.cryptoOrders}/`),
  },
  { to: paths.cryptoWallets, label: 'cryptoNav.subnav.wallets', contains: () => false },
];

/**
 * The crypto pages' own navigation: Market, Orders, Wallets, each for the party acted for.
 * The page shown is marked `aria-current="page"`; a page within a section (the order form
 * under Market, an order under Orders) marks its section `aria-current="true"`.
 */
export function CryptoSubnav() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { companyId } = useParty();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <nav className="crypto-subnav" aria-label={t('cryptoNav.subnav.label')}>
      <ul className="crypto-subnav__list">
        {SECTIONS.map(({ to, label, contains }) => {
          const current = path === to ? 'page' : contains(path) ? 'true' : undefined;
          return (
            <li key={to}>
              <Link
                className="crypto-subnav__link"
                to={partyHref(to, companyId)}
                aria-current={current}
              >
                {t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
