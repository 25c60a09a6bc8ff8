import type { Statement, StatementRow } from '../../domain/statements/statement';
import { counterpartyOf, referenceOf } from '../../domain/transactions/parties';
import { counterpartyWords } from '../../components/transactions/counterparty-words';
import { transactionStatusText } from '../../components/transactions/status-words';
import { formatDateTime, formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n, type Translate } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';
import { isZeroDecimal } from '../../utils/decimal-text';

registerTexts(statementsEn);

/** Money taken off, with its minus; zero stays without one ("0.00", never "−0.00"). */
export function minus(value: string): string {
  return isZeroDecimal(value) ? value : `-${value}`;
}

/** What a row's status means for the balance, when it is not simply completed. */
function statusNote(row: StatementRow, t: Translate): string | null {
  const { effect, transaction } = row;
  if (effect.reason === 'rejected') return t('statements.row.rejected');
  if (effect.reason === 'heldIncoming') return t('statements.row.heldIncoming');
  if (effect.reason !== null) return t('statements.row.unreadable');
  if (transaction.status === 'completed') return null;
  if (transaction.status === 'pending') return t('statements.row.pending');
  if (transaction.status === 'on_hold_provider') return t('statements.row.onHold');
  // Assumption A-310 (docs/assumptions.md): a status the spec does not list counts as pending.
  return t('statements.row.other', { status: transactionStatusText(transaction.status, t) });
}

function Row({
  row,
  currency,
  withFee,
}: {
  row: StatementRow;
  currency: string;
  withFee: boolean;
}) {
  const { t, locale } = useI18n();
  const { transaction, effect } = row;
  const money = (value: string) => formatMoney(value, currency, locale);
  // A fee booked as a row of its own shows in the fee column only, so each column adds up to
  // its figure in the summary.
  const amount = effect.isFee
    ? ''
    : effect.amount === null
      ? transaction.amount
      : effect.flow === 'in'
        ? `+${money(effect.amount)}`
        : money(effect.flow === 'out' ? minus(effect.amount) : effect.amount);
  const reference = referenceOf(transaction, effect.flow);
  const note = statusNote(row, t);
  return (
    <tr className={effect.counted ? undefined : 'statement-table__row--not-counted'}>
      <td className="statement-table__date">
        {transaction.createdAt ? formatDateTime(transaction.createdAt, locale) : ''}
      </td>
      <td className="statement-table__details">
        <span className="statement-table__party">
          {counterpartyWords(counterpartyOf(transaction, effect.flow), t)}
        </span>
        {reference ? <span className="statement-table__note">{reference}</span> : null}
        {note ? <span className="statement-table__note">{note}</span> : null}
        {effect.isFee ? (
          <span className="statement-table__note">{t('statements.row.fee')}</span>
        ) : null}
        {effect.feeUnknown ? (
          <span className="statement-table__note">{t('statements.row.feeUnknown')}</span>
        ) : null}
      </td>
      <td className="statement-table__money statement-table__amount">{amount}</td>
      {withFee ? (
        <td
          className="statement-table__money statement-table__fee"
          data-label={t('statements.table.fee')}
        >
          {isZeroDecimal(effect.fee) ? '' : money(minus(effect.fee))}
        </td>
      ) : null}
      <td
        className="statement-table__money statement-table__balance"
        data-label={t('statements.table.balance')}
      >
        {effect.counted ? money(row.balance) : ''}
      </td>
    </tr>
  );
}

/**
 * The period's transactions, oldest first, between the opening and the closing balance; each
 * counted one with the balance after it. On a narrow screen each row stacks (statements.css);
 * the table sits in a region that can take focus, so a wide one scrolls with the keyboard too.
 */
export function StatementTable({
  statement,
  currency,
}: {
  statement: Statement;
  currency: string;
}) {
  const { t, locale } = useI18n();
  const money = (value: string) => formatMoney(value, currency, locale);
  // The fee column only where a row of the period has a fee: an empty column on every row says
  // nothing (issue 38). The summary above still names the period's fees, zero included.
  const withFee = statement.rows.some((row) => !isZeroDecimal(row.effect.fee));
  const columns = withFee ? 5 : 4;
  return (
    // A region that scrolls sideways on a narrow screen takes focus, so the keyboard scrolls it.
    <div
      className="statement-table__scroll"
      role="region"
      aria-labelledby="statement-table-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe scrollable-region-focusable
      tabIndex={0}
    >
      <table className="statement-table">
        <caption id="statement-table-caption">{t('statements.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statements.table.date')}</th>
            <th scope="col">{t('statements.table.details')}</th>
            <th scope="col" className="statement-table__money">
              {t('statements.table.amount')}
            </th>
            {withFee ? (
              <th scope="col" className="statement-table__money">
                {t('statements.table.fee')}
              </th>
            ) : null}
            <th scope="col" className="statement-table__money">
              {t('statements.table.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="statement-table__edge">
            <th scope="row" colSpan={columns - 1}>
              {t('statements.opening')}
            </th>
            <td className="statement-table__money">{money(statement.opening)}</td>
          </tr>
          {statement.rows.length === 0 ? (
            <tr>
              <td colSpan={columns}>{t('statements.table.empty')}</td>
            </tr>
          ) : (
            statement.rows.map((row) => (
              <Row key={row.transaction.id} row={row} currency={currency} withFee={withFee} />
            ))
          )}
          <tr className="statement-table__edge">
            <th scope="row" colSpan={columns - 1}>
              {t('statements.closing')}
            </th>
            <td className="statement-table__money">{money(statement.closing)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
