import { Fragment, type ReactNode } from 'react';
import type { Transaction } from '../../api/transactions/schemas';
import { groupByDay } from '../../domain/transactions/history-days';
import { formatDate } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { transactionsEn } from '../../lib/i18n/en/transactions';
import { List } from '../ui/list-row';

registerTexts(transactionsEn);

/**
 * Transactions under one heading per local calendar day (the history's rule, groupByDay), in
 * the order given; each day's rows one ordered list named by its day, the whole a group named
 * by `label` ("Your 5 most recent transactions…"). For the short lists of the home and an
 * account page; the history's virtualised list draws its own headings.
 */
export function TransactionDays({
  label,
  transactions,
  row,
}: {
  label: string;
  transactions: readonly Transaction[];
  /** One ListRow of a transaction, with its key. */
  row: (transaction: Transaction) => ReactNode;
}) {
  const { t, locale } = useI18n();
  return (
    <div className="transaction-days" role="group" aria-label={label}>
      {groupByDay(transactions).map((group, position) => {
        const day = group.day ? formatDate(group.day, locale) : t('transactions.noDate');
        return (
          <Fragment key={`${group.day ?? 'none'}:${String(position)}`}>
            <h3 className="transaction-days__title">{day}</h3>
            <List ordered label={day}>
              {group.transactions.map(row)}
            </List>
          </Fragment>
        );
      })}
    </div>
  );
}
