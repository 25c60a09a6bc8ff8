import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, describeError } from '../../api/errors';
import type { StatementAsk } from '../../api/statements/requests';
import type { StatementAnswer } from '../../api/statements/schemas';
import { useConfig } from '../../config/config-context';
import { readBankAnswer } from '../../domain/statements/bank-answer';
import type { Statement } from '../../domain/statements/statement';
import { describedErrorText } from '../../components/errors/error-message';
import { formatDate, formatDateTime, formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';
import { addDecimals } from '../../utils/decimal-sum';
import { decimalPlaces } from '../../utils/decimal-text';
import type { CurrentBalance } from './use-statement';

registerTexts(statementsEn);

/** Answers that say the bank has no such endpoint: not found, method not allowed, not implemented. */
// Assumption A-316 (docs/assumptions.md): 404, 405 and 501 mean "no statements endpoint".
const ABSENT_STATUSES = new Set([404, 405, 501]);

/** The customer's request for the bank's own statement (useRequestStatementMutation). */
export type BankRequest = UseMutationResult<StatementAnswer, Error, StatementAsk>;

/**
 * What came back from POST /v1/accounts/{id}/statements, in words: the bank's own document
 * (a link), a request taken, the bank's figures beside the app's, no such endpoint, or a
 * failure; nothing before the customer asks. The statement on the screen is built from the
 * transactions in every case.
 */
export function BankAnswer({
  bank,
  statement,
  currency,
}: {
  bank: BankRequest;
  statement: Statement | null;
  currency: string;
}) {
  const { t, locale } = useI18n();
  const { apiBaseUrl, statementDocumentOrigins } = useConfig();
  if (bank.isIdle) return null;
  if (bank.isPending) return <p>{t('statements.bank.asking')}</p>;
  if (bank.isError) {
    if (bank.error instanceof ApiError && ABSENT_STATUSES.has(bank.error.status)) {
      return <p>{t('statements.bank.absent')}</p>;
    }
    const reason = describedErrorText(describeError(bank.error), t);
    return <p>{t('statements.bank.failed', { reason })}</p>;
  }
  // Assumption A-314 (docs/assumptions.md): a document link on these origins only.
  const answer = readBankAnswer(bank.data, [apiBaseUrl, ...statementDocumentOrigins]);
  const figures =
    answer.opening !== null && answer.closing !== null ? (
      <p>
        {t('statements.bank.figures', {
          opening: formatMoney(answer.opening, currency, locale),
          closing: formatMoney(answer.closing, currency, locale),
        })}{' '}
        {statement
          ? t(
              sameMoney(answer.opening, statement.opening) &&
                sameMoney(answer.closing, statement.closing)
                ? 'statements.bank.figuresAgree'
                : 'statements.bank.figuresDiffer',
            )
          : null}
      </p>
    ) : null;
  if (answer.kind === 'document' && answer.url) {
    return (
      <>
        <p>
          {t('statements.bank.document')}{' '}
          <a href={answer.url} target="_blank" rel="noopener noreferrer">
            {t('statements.bank.documentLink')}
          </a>
        </p>
        {figures}
      </>
    );
  }
  if (answer.kind === 'accepted') {
    return (
      <>
        <p>{t('statements.bank.accepted')}</p>
        {figures}
      </>
    );
  }
  if (answer.kind === 'figures') return figures;
  return <p>{t('statements.bank.unusable')}</p>;
}

/** Two decimal strings of the same amount ("10.5" and "10.50"). */
function sameMoney(a: string, b: string): boolean {
  const scale = Math.max(2, decimalPlaces(a), decimalPlaces(b));
  return addDecimals([a], scale) === addDecimals([b], scale);
}

/** How the app built the statement, the rules it counted by, and what it could not be sure of. */
export function BuiltFrom({
  statement,
  balance,
  count,
  from,
  readAt,
  currency,
}: {
  statement: Statement;
  balance: CurrentBalance;
  count: number;
  from: string;
  readAt: string;
  currency: string;
}) {
  const { t, locale } = useI18n();
  const { doubts } = statement;
  return (
    <>
      <p>
        {t('statements.source.built', {
          from: formatDate(from, locale),
          count,
          balance: formatMoney(balance.value, currency, locale),
          time: formatDateTime(readAt, locale),
        })}
      </p>
      {balance.source === 'list' ? <p>{t('statements.source.balanceList')}</p> : null}
      <p>{t('statements.source.rules')}</p>
      {doubts.unknownFees > 0 ? (
        <p>{t('statements.doubt.unknownFees', { count: doubts.unknownFees })}</p>
      ) : null}
      {doubts.unreadable > 0 ? (
        <p>{t('statements.doubt.unreadable', { count: doubts.unreadable })}</p>
      ) : null}
      {doubts.undated > 0 ? (
        <p>{t('statements.doubt.undated', { count: doubts.undated })}</p>
      ) : null}
    </>
  );
}
