import { useParams } from 'react-router';
import type { CombinedAccount } from '../../api/accounts/accounts-with-balances';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { useActingCompany } from '../../api/companies/use-acting-company';
import { describeError } from '../../api/errors';
import { PageHeading } from '../../components/ui/page-heading';
import { SupportDetails } from '../../components/ui/support-details';
import { QueryState } from '../../components/ui/query-state';
import { historyHref } from '../../config/routes';
import { AccountActions, OpenAccountLink } from '../../features/accounts/account-actions';
import { accountBalanceState } from '../../features/accounts/account-balance-state';
import {
  AccountBalances,
  type AccountBalancesState,
} from '../../features/accounts/account-balances';
import { accountName } from '../../features/accounts/account-name';
import { AccountStatusBadge } from '../../features/accounts/account-status-badge';
import { ActivateAccount } from '../../features/accounts/activate-account';
import { BankDetailsCard } from '../../features/accounts/bank-details-card';
import {
  RecentTransactions,
  RECENT_TRANSACTIONS_LIMIT,
  usePrefetchRecentTransactions,
} from '../../features/transactions/recent-transactions';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { accountsEn } from '../../lib/i18n/en/accounts';
import { transactionsEn } from '../../lib/i18n/en/transactions';
import { validationEn } from '../../lib/i18n/en/validation';
import { isIsoCurrency } from '../../utils/currency';
import { useParty } from '../../hooks/use-party';

registerTexts(accountsEn, transactionsEn, validationEn);

/**
 * /accounts/:accountId (a company's account with `?companyId=`): the account's name, its
 * company's name, currency and status (its alias only in the details for support); activation
 * for a company account waiting for it; what can be done from it; its balances explained; its bank details; its latest transactions.
 * GET /v1/accounts, GET /account and the account's transactions (its id is in the URL) are
 * read at once.
 */
export function AccountRoute() {
  const { t } = useI18n();
  const { accountId = '' } = useParams();
  const { companyId } = useParty();
  const { list, legacy, accounts } = useAccountsWithBalances(companyId);
  usePrefetchRecentTransactions(accountId, companyId);
  const account = accounts?.find((candidate) => candidate.id === accountId);

  // One h1 throughout, so focus moved to it on navigation stays there when the data arrives.
  const heading = account
    ? accountName(account, t)
    : list.isSuccess
      ? t('accounts.account.notFoundTitle')
      : t('accounts.account.title');

  return (
    <section>
      <PageHeading>{heading}</PageHeading>
      <QueryState query={list} describeError={describeError}>
        {() =>
          account ? (
            <AccountPage
              account={account}
              companyId={account.companyId ?? companyId}
              balances={accountBalanceState(account.balances, legacy)}
            />
          ) : (
            <>
              <p>{t('accounts.account.notFoundBody')}</p>
              <p>
                <OpenAccountLink companyId={companyId} label={t('accounts.account.openAccount')} />
              </p>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function AccountPage({
  account,
  companyId,
  balances,
}: {
  account: CombinedAccount;
  companyId: string | undefined;
  balances: AccountBalancesState;
}) {
  const { t } = useI18n();
  const company = useActingCompany(companyId).data;
  return (
    <>
      <dl className="details account-summary" aria-label={t('accounts.account.summary')}>
        {company?.name ? (
          <>
            <dt>{t('accounts.account.company')}</dt>
            <dd>{company.name}</dd>
          </>
        ) : null}
        <dt>{t('accounts.account.currency')}</dt>
        <dd>{account.currency}</dd>
        <dt>{t('accounts.account.status')}</dt>
        <dd>
          <AccountStatusBadge status={account.status} />
        </dd>
      </dl>
      {companyId && account.status !== 'activated' ? (
        <ActivateAccount accountId={account.id} companyId={companyId} status={account.status} />
      ) : null}
      <AccountActions
        accountId={account.id}
        companyId={companyId}
        active={account.status === 'activated'}
        transferable={isIsoCurrency(account.currency)}
      />
      <div className="account-page__grid">
        <AccountBalances state={balances} currency={account.currency} />
        <BankDetailsCard account={account.account} />
      </div>
      <RecentTransactions
        accountId={account.id}
        companyId={companyId}
        currency={account.currency}
        limit={RECENT_TRANSACTIONS_LIMIT}
        historyHref={historyHref(account.id, companyId)}
      />
      {/* Assumption A-144 (docs/assumptions.md): the alias is the bank's, for its support. */}
      <SupportDetails
        details={
          account.alias ? [{ label: t('accounts.account.alias'), value: account.alias }] : []
        }
      />
    </>
  );
}
