import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../api/errors';
import { transactionQueries } from '../../api/transactions/queries';
import type { Transaction } from '../../api/transactions/schemas';
import { Card } from '../../components/ui/card';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { flowOf } from '../../api/transactions/signed-amount';
import { counterpartyWords } from '../../api/transactions/counterparty-words';
import { counterpartyOf, referenceOf } from '../../api/transactions/parties';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionAmount } from './transaction-amount';

function TransactionRow({ transaction, currency }: { transaction: Transaction; currency: string }) {
  const { t, locale } = useI18n();
  const flow = flowOf(transaction.direction);
  const reference = referenceOf(transaction, flow);
  return (
    <tr className={`transactions-table__row transactions-table__row--${transaction.status}`}>
      <td className="transactions-table__date">
        {transaction.createdAt ? (
          <time dateTime={transaction.createdAt}>
            {formatDateTime(transaction.createdAt, locale)}
          </time>
        ) : (
          t('transactions.noDate')
        )}
      </td>
      <td className="transactions-table__details">
        <span className="transactions-table__party">
          {counterpartyWords(counterpartyOf(transaction, flow), t)}
        </span>
        <span className="transactions-table__reference">
          {reference ? (
            <>
              <span className="visually-hidden">{t('transactions.reference')}: </span>
              {reference}
            </>
          ) : (
            t('transactions.noReference')
          )}
        </span>
      </td>
      <td className="transactions-table__amount">
        <TransactionAmount transaction={transaction} currency={currency} />
      </td>
      <td className="transactions-table__status">
        <TransactionStatusBadge status={transaction.status} />
      </td>
    </tr>
  );
}

function TransactionsTable({
  transactions,
  currency,
}: {
  transactions: readonly Transaction[];
  currency: string;
}) {
  const { t } = useI18n();
  return (
    <table className="transactions-table">
      <caption className="visually-hidden">
        {t('transactions.recent.caption', { count: transactions.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('transactions.column.date')}</th>
          <th scope="col">{t('transactions.column.details')}</th>
          <th scope="col" className="transactions-table__amount">
            {t('transactions.column.amount')}
          </th>
          <th scope="col">{t('transactions.column.status')}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <TransactionRow
            key={`${transaction.accountId}:${transaction.id}`}
            transaction={transaction}
            currency={currency}
          />
        ))}
      </tbody>
    </table>
  );
}

/** How many transactions an account page shows. */
export const RECENT_TRANSACTIONS_LIMIT = 10;

/**
 * Starts reading an account's newest transactions at once, from what the URL says (account
 * and company), so a screen does not wait for other data before asking: RecentTransactions,
 * shown later with the same arguments, finds the request under way or its answer.
 */
export function usePrefetchRecentTransactions(
  accountId: string,
  companyId: string | undefined,
  limit = RECENT_TRANSACTIONS_LIMIT,
) {
  usePrefetchQuery(transactionQueries.firstPage({ accountId, companyId, limit }));
}

/**
 * The newest transactions of one account (the first page of GET /v1/transactions): date,
 * counterparty and reference, signed amount and status, with loading, empty and error states
 * and a link to the full history.
 */
export function RecentTransactions({
  accountId,
  companyId,
  currency,
  limit = RECENT_TRANSACTIONS_LIMIT,
  historyHref,
}: {
  accountId: string;
  companyId?: string;
  currency: string;
  limit?: number;
  historyHref: string;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useQuery(transactionQueries.firstPage({ accountId, companyId, limit }));

  const retry = () => {
    // The retry button goes away while loading: keep keyboard focus in this section.
    heading.current?.focus();
    void query.refetch();
  };

  return (
    <Card as="section" className="recent-transactions" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="recent-transactions__title">
        {t('transactions.recent.title')}
      </h2>
      <QueryState
        query={query}
        describeError={describeError}
        loadingFallback={
          <Skeleton label={t('transactions.recent.loading')}>
            <SkeletonRows count={5} />
          </Skeleton>
        }
        loadingWhileRetrying
        errorTitle={t('transactions.recent.errorTitle')}
        onRetry={retry}
        isEmpty={(data) => data.transactions.length === 0}
        empty={
          <div className="recent-transactions__empty">
            <p className="recent-transactions__empty-title">{t('transactions.recent.empty')}</p>
            <p>{t('transactions.recent.emptyBody')}</p>
          </div>
        }
      >
        {(data) => <TransactionsTable transactions={data.transactions} currency={currency} />}
      </QueryState>
      <p className="recent-transactions__more">
        <Link to={historyHref}>{t('transactions.recent.seeHistory')}</Link>
      </p>
    </Card>
  );
}
