import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { describeError } from '../../api/errors';
import { amountLook, rowLookOf } from '../../components/transactions/amount-look';
import { counterpartyWords } from '../../components/transactions/counterparty-words';
import { counterpartyOf } from '../../domain/transactions/parties';
import type { Transaction } from '../../api/transactions/schemas';
import { flowOf } from '../../components/transactions/signed-amount';
import { shownStatusOf } from '../../components/transactions/status-words';
import { transactionAvatarOf } from '../../components/transactions/transaction-avatar';
import { TransactionDays } from '../../components/transactions/transaction-days';
import { EmptyState } from '../../components/ui/empty-state';
import { ListRow } from '../../components/ui/list-row';
import { MoneyFigure } from '../../components/ui/money-figure';
import { QueryState } from '../../components/ui/query-state';
import { StatusPill, pillToneOf } from '../../components/ui/status-pill';
import { historyTransactionHref } from '../../config/routes';
import { formatTime } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { homeAccountName } from './home-money';
import { ActivitySkeleton } from './activity-skeleton';
import { LATEST_ACTIVITY_LIMIT, type HomeReads } from './home-reads';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

// The transactions' words (parties, statuses) come with this part of the home, not the route.

function ActivityRow({
  transaction,
  account,
  companyId,
}: {
  transaction: Transaction;
  account: CombinedAccount | undefined;
  companyId: string | undefined;
}) {
  const { t, locale } = useI18n();
  const flow = flowOf(transaction.direction);
  const currency = account?.currency ?? '';
  const status = shownStatusOf(transaction.status, t);
  const rejected = transaction.status === 'rejected';
  const search = new URLSearchParams({ accountId: transaction.accountId });
  if (companyId) search.set('companyId', companyId);
  // The day is the heading above the row: the row says the time.
  const time = transaction.createdAt ? formatTime(transaction.createdAt, locale) : '';
  const meta = account
    ? time
      ? t('home.activity.at', { account: homeAccountName(account, t), time })
      : homeAccountName(account, t)
    : time;
  return (
    <ListRow
      href={historyTransactionHref(transaction.id, search)}
      avatar={transactionAvatarOf(transaction, locale)}
      title={counterpartyWords(counterpartyOf(transaction, flow), t)}
      secondary={meta || undefined}
      look={rowLookOf(transaction.status)}
      amount={<MoneyFigure currency={currency} {...amountLook(transaction)} />}
      status={
        status ? (
          <>
            <StatusPill tone={pillToneOf(status.tone)}>{status.text}</StatusPill>
            {rejected ? (
              <>
                {' '}
                <span>{t('home.activity.notMoved')}</span>
              </>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}

/**
 * The newest transactions over all the party's accounts (one GET /v1/transactions without
 * an account) under a heading per day, each a link to its details, with the account it belongs
 * to and its time: the content of the home's latest-activity card (latest-activity-card.tsx),
 * which draws it once the accounts are on screen.
 */
export function LatestActivity({
  query,
  companyId,
  accounts,
  accountsPending,
  focusHeading,
}: {
  query: HomeReads['activity'];
  companyId: string | undefined;
  accounts: readonly CombinedAccount[] | undefined;
  /** The accounts name the rows and give their currency: wait for them while they load. */
  accountsPending: boolean;
  /** Moves focus to the card's heading (a retry replaces what had it). */
  focusHeading: () => void;
}) {
  const { t } = useI18n();
  const byId = new Map((accounts ?? []).map((account) => [account.id, account]));
  const source =
    query.isSuccess && accountsPending ? { ...query, status: 'pending' as const } : query;

  return (
    <QueryState
      query={source}
      describeError={describeError}
      errorTitle={t('home.activity.failed')}
      loadingWhileRetrying
      onRetry={() => {
        focusHeading();
        void query.refetch();
      }}
      loadingFallback={<ActivitySkeleton />}
      isEmpty={(page) => page.transactions.length === 0}
      empty={
        <EmptyState title={t('home.activity.empty')} headingLevel={3}>
          <p>{t('home.activity.emptyBody')}</p>
        </EmptyState>
      }
    >
      {(page) => (
        <TransactionDays
          label={t('home.activity.caption', {
            count: Math.min(page.transactions.length, LATEST_ACTIVITY_LIMIT),
          })}
          transactions={page.transactions.slice(0, LATEST_ACTIVITY_LIMIT)}
          row={(transaction) => (
            <ActivityRow
              key={`${transaction.accountId}:${transaction.id}`}
              transaction={transaction}
              account={byId.get(transaction.accountId)}
              companyId={companyId}
            />
          )}
        />
      )}
    </QueryState>
  );
}
