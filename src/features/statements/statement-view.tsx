import { useQuery } from '@tanstack/react-query';
import { clientQueries } from '../../api/client/queries';
import { describeError } from '../../api/errors';
import type { Transaction } from '../../api/transactions/schemas';
import { parseBankDetailsJson } from '../../api/accounts/bank-details';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { ErrorMessage } from '../../components/errors/error-message';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { formatDate } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';
import type { PeriodChoice } from './period-params';
import { StatementActions } from './statement-actions';
import { StatementDocument } from './statement-document';
import { BankStatementRequest } from './bank-statement-request';
import { BuiltFrom } from './statement-source';
import { startOfDay, useStatement } from './use-statement';

registerTexts(statementsEn);

/** How many of the transactions read are dated on or after `from` (the rest were read past it). */
function since(transactions: readonly Transaction[], from: number): number {
  return transactions.filter(
    (transaction) => transaction.createdAt && Date.parse(transaction.createdAt) >= from,
  ).length;
}

/**
 * One account's statement for the chosen period: while the transactions are read, progress
 * and Stop; then the statement, its downloads, and a button to ask the bank for its own.
 */
export function StatementView({
  account,
  accountName,
  companyId,
  companyName,
  listBankDetails,
  choice,
  timezone,
}: {
  account: CombinedAccount;
  accountName: string;
  companyId: string | undefined;
  companyName: string | undefined;
  /** The bank details of GET /account (JSON text), used when the account's own have none. */
  listBankDetails: string | null | undefined;
  choice: PeriodChoice;
  timezone: string;
}) {
  const { t, locale } = useI18n();
  const { period } = choice;
  const { ext, balance, balanceMissing, read, statement, unseen, stop, again } = useStatement({
    account,
    companyId,
    period,
  });
  const profile = useQuery({ ...clientQueries.profile(), enabled: !companyId });
  const details =
    parseBankDetailsJson(ext.data?.bankDetails) ?? parseBankDetailsJson(listBankDetails);
  const person = [profile.data?.name, profile.data?.surname].filter(Boolean).join(' ');
  // Assumption A-317 (docs/assumptions.md): the holder is the bank details' name, else the party's.
  const holder = details?.accountHolder ?? (companyId ? companyName : person) ?? null;
  const from = formatDate(period.from, locale);

  if (read.kind === 'reading' || read.kind === 'stopped') {
    const { rows, pages } = read.progress;
    const text = t('statements.reading.progressText', { rows, pages });
    return read.kind === 'reading' ? (
      <div className="statement-progress">
        <progress aria-label={t('statements.reading.progress')} aria-valuetext={text} />
        <span role="status">{text}</span>
        <Button variant="secondary" onClick={stop}>
          {t('statements.reading.stop')}
        </Button>
      </div>
    ) : (
      <div className="statement-progress">
        <p role="status">{t('statements.reading.stopped', { rows, from })}</p>
        <Button variant="secondary" onClick={again}>
          {t('statements.reading.again')}
        </Button>
      </div>
    );
  }
  if (read.kind === 'failed') {
    return (
      <ErrorMessage
        title={t('statements.reading.failed')}
        error={describeError(read.error)}
        onRetry={again}
      />
    );
  }
  if (balanceMissing) {
    return (
      <ErrorMessage
        title={t('statements.balanceMissing')}
        error={describeError(ext.error)}
        onRetry={() => void ext.refetch()}
      />
    );
  }
  if (!statement || !balance || !unseen) return <Loading label={t('statements.loading')} />;
  const currency = account.currency;
  return (
    <>
      <StatementActions
        statement={statement}
        currency={currency}
        accountName={accountName}
        period={period}
      />
      <StatementDocument
        statement={statement}
        unseen={unseen}
        account={{ name: accountName, currency, holder: holder || null, details }}
        period={period}
        month={choice.month}
        timezone={timezone}
        source={
          <>
            <BankStatementRequest
              ask={{
                accountId: account.id,
                companyId,
                fromDate: period.from,
                toDate: period.to,
                timezone,
              }}
              statement={statement}
              currency={currency}
            />
            <BuiltFrom
              statement={statement}
              balance={balance}
              count={since(read.transactions, startOfDay(period.from))}
              from={period.from}
              readAt={read.readAt}
              currency={currency}
            />
          </>
        }
      />
    </>
  );
}
