import { useLocation, useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/router/link';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { describeError } from '../../api/errors';
import { LOOKUP_PAGES } from '../../api/transactions/cached-transaction';
import { flowOf } from '../../domain/transactions/flow';
import { counterpartyOf } from '../../domain/transactions/parties';
import { HISTORY_PAGE_SIZE } from '../../api/transactions/queries';
import type { Transaction } from '../../api/transactions/schemas';
import { useHistoryTransaction } from '../../api/transactions/use-history-transaction';
import { accountName } from '../../components/accounts/account-name';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState, type QueryStateSource } from '../../components/ui/query-state';
import { paths } from '../../config/routes';
import { TransactionDetails } from '../../features/history/transaction-details';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useParty } from '../../hooks/use-party';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

/** How to find a transaction that is not among the account's latest: never a dead end. */
function NotFound({ historyLink }: { historyLink: string }) {
  const { t } = useI18n();
  return (
    <div className="transaction-details__not-found">
      <h2>{t('history.details.notFoundTitle')}</h2>
      <p>{t('history.details.notFoundBody', { count: LOOKUP_PAGES * HISTORY_PAGE_SIZE })}</p>
      <p>{t('history.details.notFoundHow')}</p>
      <p>
        <Link to={historyLink}>{t('history.details.openHistory')}</Link>
      </p>
    </div>
  );
}

/**
 * /history/:transactionId?accountId=…: one transaction's receipt, read again while its
 * status may still change. The rest of the query string is the history's view (filters,
 * search) that the back link returns to.
 */
export function HistoryTransactionRoute() {
  const i18n = useI18n();
  const { t } = i18n;
  const { transactionId = '' } = useParams();
  const { search: listSearch } = useLocation();
  const [search] = useSearchParams();
  const accountId = search.get('accountId') ?? '';
  const { companyId } = useParty();
  const { list, accounts } = useAccountsWithBalances(companyId);
  const account = accounts?.find((candidate) => candidate.id === accountId);
  const lookup = useHistoryTransaction({ accountId, companyId, transactionId });
  // The amounts need the account's currency: shown once the accounts are there too (a
  // failed accounts list still shows the details, in the charge's currency if any).
  const currency = account?.currency ?? lookup.data?.charge?.currency ?? '';
  const query: QueryStateSource<Transaction | null> =
    lookup.isSuccess && currency === '' && list.isPending
      ? { ...lookup, status: 'pending', data: undefined }
      : lookup;
  const historyLink = `${paths.history}${listSearch}`;

  const transaction = query.data ?? null;
  const counterparty = transaction
    ? counterpartyOf(transaction, flowOf(transaction.direction))
    : null;
  const heading =
    counterparty && counterparty.flow !== 'unknown' && counterparty.name
      ? counterparty.name
      : t('history.details.title');

  useDocumentTitle(`${heading} — ${t('history.title')}`);

  return (
    <section className="transaction-details__page">
      <p className="transaction-details__back">
        <Link to={historyLink}>{t('history.details.back')}</Link>
      </p>
      <PageHeader
        // Once the heading names the other party, the line above says what this page is.
        eyebrow={heading === t('history.details.title') ? undefined : t('history.details.title')}
        title={heading}
      />
      {accountId === '' || transactionId === '' ? (
        <NotFound historyLink={historyLink} />
      ) : (
        <QueryState
          query={query}
          describeError={describeError}
          loadingLabel={t('history.details.loading')}
          errorTitle={t('history.details.errorTitle')}
          empty={<NotFound historyLink={historyLink} />}
          // A failed re-read of a payment on its way keeps the receipt already shown.
          keepDataOnError
        >
          {(found) => (
            <TransactionDetails
              transaction={found}
              currency={currency}
              accountName={account ? accountName(account, i18n) : undefined}
            />
          )}
        </QueryState>
      )}
    </section>
  );
}
