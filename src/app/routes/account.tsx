import { useParams } from 'react-router';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { HoldingValue } from '../../domain/crypto/holding-value';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { useActingCompany } from '../../api/companies/use-acting-company';
import { useHoldingValues } from '../../api/crypto/use-holding-values';
import { describeError } from '../../api/errors';
import { PageHeader } from '../../components/ui/page-header';
import { SupportDetails } from '../../components/ui/support-details';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton, SkeletonLine, SkeletonRows } from '../../components/ui/skeleton';
import { useConfig } from '../../config/config-context';
import { historyHref } from '../../config/routes';
import { AccountActions, OpenAccountLink } from '../../features/accounts/account-actions';
import { accountBalanceState } from '../../features/accounts/account-balance-state';
import {
  AccountBalances,
  type AccountBalancesState,
} from '../../features/accounts/account-balances';
import { AccountHero } from '../../features/accounts/account-hero';
import { accountName } from '../../components/accounts/account-name';
import { accountNumberWords } from '../../features/accounts/account-number';
import { ActivateAccount } from '../../features/accounts/activate-account';
import { AccountStatements } from '../../features/accounts/account-statements-link';
import { useIsEmptyAccount } from '../../features/accounts/use-empty-account';
import {
  BANK_DETAILS_HEADING_ID,
  BankDetailsCard,
} from '../../features/accounts/bank-details-card';
import {
  RecentTransactions,
  RECENT_TRANSACTIONS_LIMIT,
  usePrefetchRecentTransactions,
} from '../../features/transactions/recent-transactions';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { isIsoCurrency } from '../../utils/currency';
import { useParty } from '../../hooks/use-party';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/**
 * /accounts/:accountId (a company's account with `?companyId=`): the account's name under its
 * company, currency and number, with the quick actions beside it (under it on a phone); then
 * its available money large; activation for a company account waiting for it; its latest
 * transactions; then the details: its balances explained, its bank details, its company,
 * currency and status (its alias only in the details for support).
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
  const accountCompanyId = account ? (account.companyId ?? companyId) : companyId;
  const company = useActingCompany(accountCompanyId).data;
  const empty = useIsEmptyAccount(account, accountCompanyId, RECENT_TRANSACTIONS_LIMIT);
  const worth = useHoldingValues(accounts, useConfig().features.crypto).get(accountId);

  // One h1 throughout, so focus moved to it on navigation stays there when the data arrives.
  const heading = account
    ? accountName(account, { t })
    : list.isSuccess
      ? t('accounts.account.notFoundTitle')
      : t('accounts.account.title');
  // The tab names the account once it is known (the route's own title until then).
  useDocumentTitle(account ? heading : undefined);
  // What the account belongs to, above its name: the company, the currency, the number.
  const line = account
    ? [
        company?.name,
        account.currency,
        accountNumberWords(
          legacy.data?.find((item) => item.account === account.id)?.bankDetails,
          t,
        ),
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;

  return (
    <section>
      <PageHeader
        eyebrow={
          line ??
          (list.isPending ? (
            // Keeps the line's place while the accounts load, so the heading does not move.
            <span className="skeleton__shapes" aria-hidden="true">
              <SkeletonLine size="small" width="third" />
            </span>
          ) : undefined)
        }
        title={heading}
        actions={
          account ? (
            <AccountActions
              accountId={account.id}
              companyId={accountCompanyId}
              active={account.status === 'activated'}
              transferable={isIsoCurrency(account.currency)}
              bankDetailsId={BANK_DETAILS_HEADING_ID}
              addMoney={empty}
            />
          ) : undefined
        }
      />
      <QueryState
        query={list}
        describeError={describeError}
        loadingFallback={
          <Skeleton>
            <SkeletonLine size="small" width="quarter" />
            <SkeletonLine size="display" width="half" />
            <SkeletonRows count={4} />
          </Skeleton>
        }
      >
        {() =>
          account ? (
            <AccountPage
              account={account}
              companyId={accountCompanyId}
              companyName={company?.name}
              balances={accountBalanceState(account.balances, legacy)}
              empty={empty}
              worth={worth}
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
  companyName,
  balances,
  empty,
  worth,
}: {
  account: CombinedAccount;
  companyId: string | undefined;
  companyName: string | undefined;
  balances: AccountBalancesState;
  /** Nothing in it yet: its bank details come first, as "Add money". */
  empty: boolean;
  worth: HoldingValue | undefined;
}) {
  const { t } = useI18n();
  // The status is said once: in the activation card for a company's account that has one.
  const activation = companyId !== undefined && account.status !== 'activated';
  return (
    <>
      <AccountHero
        currency={account.currency}
        status={activation ? undefined : account.status}
        balances={balances}
        worth={worth}
      />
      {activation ? (
        <ActivateAccount accountId={account.id} companyId={companyId} status={account.status} />
      ) : null}
      {empty ? <BankDetailsCard account={account.account} lead /> : null}
      <RecentTransactions
        accountId={account.id}
        companyId={companyId}
        currency={account.currency}
        limit={RECENT_TRANSACTIONS_LIMIT}
        historyHref={historyHref(account.id, companyId)}
      />
      <div className="account-page__grid">
        <AccountBalances state={balances} currency={account.currency} />
        {empty ? null : <BankDetailsCard account={account.account} />}
      </div>
      <AccountStatements accountId={account.id} companyId={companyId} />
      <dl className="details account-summary" aria-label={t('accounts.account.summary')}>
        {companyName ? (
          <>
            <dt>{t('accounts.account.company')}</dt>
            <dd>{companyName}</dd>
          </>
        ) : null}
        <dt>{t('accounts.account.currency')}</dt>
        <dd>{account.currency}</dd>
      </dl>
      {/* Assumption A-144 (docs/assumptions.md): the alias is the bank's, for its support. */}
      <SupportDetails
        details={
          account.alias ? [{ label: t('accounts.account.alias'), value: account.alias }] : []
        }
      />
    </>
  );
}
