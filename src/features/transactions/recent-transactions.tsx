import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from '../../lib/router/link';
import { describeError } from '../../api/errors';
import { transactionQueries } from '../../api/transactions/queries';
import type { Transaction } from '../../api/transactions/schemas';
import { useReadNow } from '../../api/use-read-now';
import { Card } from '../../components/ui/card';
import { ListRow } from '../../components/ui/list-row';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { historyTransactionHref } from '../../config/routes';
import { formatTime } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { rowLookOf } from '../../components/transactions/amount-look';
import { flowOf } from '../../components/transactions/signed-amount';
import { counterpartyWords } from '../../components/transactions/counterparty-words';
import { rowStatusPill } from '../../components/transactions/transaction-status-pill';
import { transactionAvatarOf } from '../../components/transactions/transaction-avatar';
import { TransactionDays } from '../../components/transactions/transaction-days';
import { counterpartyOf, referenceOf } from '../../domain/transactions/parties';
import { TransactionAmount } from './transaction-amount';
import { transactionsEn } from '../../lib/i18n/en/transactions';

registerTexts(transactionsEn);

function TransactionRow({
  transaction,
  currency,
  href,
}: {
  transaction: Transaction;
  currency: string;
  href: string;
}) {
  const { t, locale } = useI18n();
  const flow = flowOf(transaction.direction);
  const reference = referenceOf(transaction, flow);
  return (
    <ListRow
      href={href}
      avatar={transactionAvatarOf(transaction, locale)}
      title={counterpartyWords(counterpartyOf(transaction, flow), t)}
      look={rowLookOf(transaction.status)}
      amount={<TransactionAmount transaction={transaction} currency={currency} />}
      status={rowStatusPill(transaction.status, t)}
      secondary={
        <>
          {/* The day is the heading above the row: the row says the time. */}
          {transaction.createdAt ? (
            <time dateTime={transaction.createdAt}>
              {formatTime(transaction.createdAt, locale)}
            </time>
          ) : (
            t('transactions.noDate')
          )}
          {reference ? (
            <>
              {/* Spaces outside the spans: a screen reader's description keeps them. */}{' '}
              <span aria-hidden="true">·</span>{' '}
              <span className="visually-hidden">{t('transactions.reference')}:</span> {reference}
            </>
          ) : null}
        </>
      }
    />
  );
}

/**
 * The transactions as rows under a heading per day, each a link to its details in the history
 * of this account.
 */
function TransactionsList({
  transactions,
  currency,
  accountId,
  companyId,
}: {
  transactions: readonly Transaction[];
  currency: string;
  accountId: string;
  companyId: string | undefined;
}) {
  const { t } = useI18n();
  const search = new URLSearchParams({ accountId });
  if (companyId) search.set('companyId', companyId);
  return (
    <TransactionDays
      label={t('transactions.recent.caption', { count: transactions.length })}
      transactions={transactions}
      row={(transaction) => (
        <TransactionRow
          key={`${transaction.accountId}:${transaction.id}`}
          transaction={transaction}
          currency={currency}
          href={historyTransactionHref(transaction.id, search)}
        />
      )}
    />
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
  useReadNow(transactionQueries.firstPage({ accountId, companyId, limit }));
}

/**
 * The newest transactions of one account (the first page of GET /v1/transactions) as a list
 * like the home's: counterparty, signed amount, date and reference, the status when it is not
 * settled, each row a link to the transaction's details; with loading, empty and error states
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
        {(data) => (
          <TransactionsList
            transactions={data.transactions}
            currency={currency}
            accountId={accountId}
            companyId={companyId}
          />
        )}
      </QueryState>
      <p className="recent-transactions__more">
        <Link to={historyHref}>{t('transactions.recent.seeHistory')}</Link>
      </p>
    </Card>
  );
}
