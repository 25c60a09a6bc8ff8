import { Link } from 'react-router';
import { accountsHref, historyHref, sendFromHref } from '../../config/routes';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * What can be done from an account's page: send money from it (once it is active), see its
 * full history, go back to all accounts. Links keep the company.
 */
export function AccountActions({
  accountId,
  companyId,
  active,
}: {
  accountId: string;
  companyId: string | undefined;
  /** Only an active account can send money. */
  active: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="account-actions">
      <ul className="account-actions__list" aria-label={t('accounts.account.actions')}>
        {active ? (
          <li>
            <Link className="button button--primary" to={sendFromHref(accountId, companyId)}>
              {t('accounts.account.sendMoney')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link className="button button--secondary" to={historyHref(accountId, companyId)}>
            {t('accounts.account.history')}
          </Link>
        </li>
        <li>
          <Link className="account-actions__back" to={accountsHref(companyId)}>
            {t('accounts.account.allAccounts')}
          </Link>
        </li>
      </ul>
      {active ? null : (
        <p className="account-actions__note">{t('accounts.account.sendWhenActive')}</p>
      )}
    </div>
  );
}
