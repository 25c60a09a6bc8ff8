import { Link } from 'react-router';
import type { Capabilities } from '../../domain/client/capabilities';
import {
  AddIcon,
  HistoryIcon,
  Icon,
  IncomingIcon,
  SendIcon,
  type IconComponent,
} from '../../components/ui/icon';
import { openAccountHref, partyHref, paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

interface QuickAction {
  to: string;
  label: MessageKey;
  icon: IconComponent;
}

/**
 * Send money, open an account, see the history: for the party the screen is about, and only
 * what it may do (the one capability rule; the history is always there to read). Until the
 * capabilities are known, only the history is offered. While the party's accounts have nothing
 * in them (`addMoneyHref`), "Add money" comes first: there is nothing to send yet. Each is a
 * round icon with its words under it, side by side on one row as banking apps show them; the
 * first, the one most customers want, is filled.
 */
export function QuickActions({
  capabilities,
  companyId,
  addMoneyHref,
}: {
  capabilities: Capabilities | undefined;
  companyId: string | undefined;
  /** The page of the account to pay into, while every account is empty. */
  addMoneyHref?: string | undefined;
}) {
  const { t } = useI18n();
  const actions: QuickAction[] = [];
  if (addMoneyHref) {
    actions.push({ to: addMoneyHref, label: 'home.actions.addMoney', icon: IncomingIcon });
  }
  if (capabilities?.transfer.allowed) {
    actions.push({
      to: partyHref(paths.transfers, companyId),
      label: 'home.actions.send',
      icon: SendIcon,
    });
  }
  if (capabilities?.openAccount.allowed) {
    actions.push({ to: openAccountHref(companyId), label: 'home.actions.open', icon: AddIcon });
  }
  actions.push({
    to: partyHref(paths.history, companyId),
    label: 'home.actions.history',
    icon: HistoryIcon,
  });
  return (
    <nav className="home-actions" aria-label={t('home.actions.label')}>
      <ul className="home-actions__list">
        {actions.map((action, index) => (
          <li key={action.label} className="home-actions__item">
            {/* Named by its words alone: the circle's icon is decoration. */}
            <Link
              className={
                index === 0
                  ? 'home-actions__link home-actions__link--primary'
                  : 'home-actions__link'
              }
              to={action.to}
            >
              <span className="home-actions__circle">
                <Icon icon={action.icon} size="m" />
              </span>
              <span className="home-actions__label">{t(action.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
