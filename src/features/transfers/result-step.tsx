import { Link } from 'react-router';
import type { Transaction } from '../../api/transactions/schemas';
import type { TransferResult } from '../../api/transfers/schemas';
import { Button } from '../../components/ui/button';
import { historyHref } from '../../config/routes';
import { copyText } from '../../hooks/copy-text';
import { formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { PreparedTransfer } from './prepare-transfer';
import { RecordedFee } from './recorded-fee';
import type { ReviewFee } from './review-fee';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

export type SendResult =
  | { kind: 'sent'; result: TransferResult }
  | { kind: 'searching' }
  | { kind: 'found'; transaction: Transaction }
  | { kind: 'notFound' };

const STATUS_WORDS: Record<string, MessageKey> = {
  pending: 'transfers.status.pending',
  on_hold_provider: 'transfers.status.onHold',
  completed: 'transfers.status.completed',
  rejected: 'transfers.status.rejected',
};

/** The heading of the result step for each outcome. */
export function resultHeadingKey(result: SendResult): MessageKey {
  if (result.kind === 'searching') return 'transfers.step.unknown';
  if (result.kind === 'notFound') return 'transfers.step.notFound';
  return 'transfers.step.sent';
}

function Identifiers({ rows }: { rows: readonly { label: string; value: string }[] }) {
  const { t } = useI18n();
  return (
    <dl className="transfers__ids">
      {rows.map((row) => (
        <div className="transfers__id" key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            <code className="transfers__code">{row.value}</code>
            <Button
              variant="secondary"
              onClick={() =>
                void copyText(
                  row.value,
                  t('transfers.result.copied', { what: row.label }),
                  t('transfers.result.copyFailed'),
                )
              }
            >
              {t('transfers.result.copy')} <span className="visually-hidden">{row.label}</span>
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Step 3: sent (with the transaction and operation ids, the status in words and the fee the
 * bank recorded, once read), or, when the
 * bank's answer was lost, what the search of the account's transactions found. Sending again
 * from "not found yet" is a separate, explicit choice that says it may duplicate.
 */
export function ResultStep({
  transfer,
  result,
  quotedFee,
  companyId,
  onSendAnother,
  onSendAgain,
}: {
  transfer: PreparedTransfer;
  result: SendResult;
  /** The fee the review showed, recalled until the bank's recorded fee is read. */
  quotedFee: ReviewFee;
  companyId: string | undefined;
  onSendAnother: () => void;
  onSendAgain: () => void;
}) {
  const { t, locale } = useI18n();
  const amount = formatMoney(transfer.amount, transfer.currency, locale);
  const history = (
    <Link to={historyHref(transfer.source.id, companyId)}>{t('transfers.result.history')}</Link>
  );
  const another = (
    <Button variant="secondary" onClick={onSendAnother}>
      {t('transfers.result.another')}
    </Button>
  );

  if (result.kind === 'searching') {
    return (
      <div className="transfers__result" role="status" aria-live="polite">
        <p>{t('transfers.result.unknownBody')}</p>
        <p>
          <span className="spinner" aria-hidden="true" /> {t('transfers.result.searching')}
        </p>
      </div>
    );
  }
  if (result.kind === 'notFound') {
    return (
      <div className="transfers__result">
        <p>{t('transfers.result.notFoundBody')}</p>
        <p>{history}</p>
        <div className="notice transfers__again">
          <p>{t('transfers.result.againWarning', { amount })}</p>
          <Button variant="secondary" onClick={onSendAgain}>
            {t('transfers.result.sendAgain')}
          </Button>
        </div>
      </div>
    );
  }
  const rows =
    result.kind === 'sent'
      ? [
          { label: t('transfers.result.transactionId'), value: result.result.id },
          { label: t('transfers.result.operationId'), value: result.result.operationId },
        ]
      : [{ label: t('transfers.result.transactionId'), value: result.transaction.id }];
  const status = result.kind === 'sent' ? 'pending' : result.transaction.status;
  const transactionId = result.kind === 'sent' ? result.result.id : result.transaction.id;
  return (
    <div className="transfers__result">
      <p>
        {t(result.kind === 'found' ? 'transfers.result.foundBody' : 'transfers.result.sentBody', {
          amount,
        })}
      </p>
      <p>
        {t('transfers.result.status', {
          status: t(STATUS_WORDS[status ?? ''] ?? 'transfers.status.unknown'),
        })}
      </p>
      <RecordedFee transfer={transfer} transactionId={transactionId} quoted={quotedFee} />
      <Identifiers rows={rows} />
      <div className="form__actions">
        {history}
        {another}
      </div>
    </div>
  );
}
