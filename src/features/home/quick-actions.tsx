import type { Capabilities } from '../../domain/client/capabilities';
import {
  AddIcon,
  HistoryIcon,
  IncomingIcon,
  SendIcon,
  type IconComponent,
} from '../../components/ui/icon';
import { RoundActions } from '../../components/ui/round-actions';
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
 * in them (`addMoneyHref`), "Add money" comes first: there is nothing to send yet. Round icons
 * with their words under them (RoundActions), the first filled.
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
      <RoundActions actions={actions.map((action) => ({ ...action, label: t(action.label) }))} />
    </nav>
  );
}
