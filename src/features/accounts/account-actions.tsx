import { Link } from '../../lib/router/link';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { accountsHref, historyHref, openAccountHref, sendFromHref } from '../../config/routes';
import { BankDetailsIcon, HistoryIcon, IncomingIcon, SendIcon } from '../../components/ui/icon';
import { RoundActions, type RoundAction } from '../../components/ui/round-actions';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { NotAllowedNote } from './not-allowed-notice';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/**
 * What can be done from an account's page, as round quick actions like home's (RoundActions):
 * send money from it (once it is active and the customer may send money), its bank details
 * (further down the page), its full history; and back to all accounts, in words (its
 * statements are further down the page, AccountStatements). Links keep the company; each
 * action's full name says what it does ("Send money from this account").
 */
export function AccountActions({
  accountId,
  companyId,
  active,
  transferable = true,
  bankDetailsId,
  addMoney = false,
}: {
  accountId: string;
  companyId: string | undefined;
  /** Only an active account can send money. */
  active: boolean;
  /** False for a crypto holding: it moves through the exchange, not by transfer. */
  transferable?: boolean;
  /** The id of the page's bank details section, for a quick way down to it. */
  bankDetailsId?: string | undefined;
  /**
   * The account has nothing in it yet: "Add money" (down to its bank details) comes first and
   * sending steps back, as there is nothing to send.
   */
  addMoney?: boolean;
}) {
  const { t } = useI18n();
  const party = usePartyCapabilities(companyId).data;
  const transfer = party?.capabilities.transfer;
  const canSend = active && transferable && transfer?.allowed === true;
  const leadsWithAddMoney = addMoney && bankDetailsId !== undefined;
  const actions: RoundAction[] = [];
  if (leadsWithAddMoney) {
    actions.push({
      label: t('accounts.addMoney.action'),
      name: t('accounts.addMoney.actionLong'),
      icon: IncomingIcon,
      href: `#${bankDetailsId}`,
    });
  }
  if (canSend) {
    actions.push({
      label: t('accounts.account.sendMoneyShort'),
      name: t('accounts.account.sendMoney'),
      icon: SendIcon,
      to: sendFromHref(accountId, companyId),
    });
  }
  if (bankDetailsId && !leadsWithAddMoney) {
    actions.push({
      label: t('accounts.account.bankDetails'),
      icon: BankDetailsIcon,
      href: `#${bankDetailsId}`,
    });
  }
  actions.push({
    label: t('accounts.account.historyShort'),
    name: t('accounts.account.history'),
    icon: HistoryIcon,
    to: historyHref(accountId, companyId),
  });
  return (
    <div className="account-actions">
      <RoundActions
        label={t('accounts.account.actions')}
        actions={actions}
        after={
          <Link className="account-actions__back" to={accountsHref(companyId)}>
            {t('accounts.account.allAccounts')}
          </Link>
        }
      />
      {/* An account not active yet says why beside its status (AccountHero). */}
      {transfer && !transfer.allowed ? (
        <NotAllowedNote reason={transfer.reason} company={party?.company} />
      ) : null}
    </div>
  );
}

/**
 * "Open an account", offered only when the party (the customer, or the company acted for) may
 * open one (nothing while that is not yet known). `label` defaults to the overview's wording.
 */
export function OpenAccountLink({
  companyId,
  className,
  label,
  reserveSpace = false,
}: {
  companyId: string | undefined;
  className?: string;
  label?: string;
  /**
   * Holds the link's place, unseen, while that is not yet known: at the top of a screen, a
   * link arriving late would push everything under it down.
   */
  reserveSpace?: boolean;
}) {
  const { t } = useI18n();
  const capabilities = usePartyCapabilities(companyId);
  const text = label ?? t('accounts.overview.open');
  const known = capabilities.isSuccess || capabilities.isError;
  if (!known && reserveSpace) {
    return (
      <span
        className={[className, 'action-placeholder'].filter(Boolean).join(' ')}
        aria-hidden="true"
      >
        {text}
      </span>
    );
  }
  if (!capabilities.data?.capabilities.openAccount.allowed) return null;
  return (
    <Link className={className} to={openAccountHref(companyId)}>
      {text}
    </Link>
  );
}
