import { lazy, Suspense } from 'react';
import { Link } from '../../lib/router/link';
import type { Transaction } from '../../api/transactions/schemas';
import type { TransferResult } from '../../api/transfers/schemas';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { historyHref } from '../../config/routes';
import { formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { PreparedTransfer } from './prepare-transfer';
import type { ReviewFee } from './review-fee';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

// The receipt loads once a transfer is sent, not with the form: no one needs it before.
const TransferReceipt = lazy(() =>
  import('./transfer-receipt').then(({ TransferReceipt }) => ({ default: TransferReceipt })),
);

export type SendResult =
  | { kind: 'sent'; result: TransferResult }
  | { kind: 'searching' }
  | { kind: 'found'; transaction: Transaction }
  | { kind: 'notFound' };

/** The heading of the result step for each outcome. */
export function resultHeadingKey(result: SendResult): MessageKey {
  if (result.kind === 'searching') return 'transfers.step.unknown';
  if (result.kind === 'notFound') return 'transfers.step.notFound';
  return 'transfers.step.sent';
}

/**
 * Step 3: sent, with the payment's receipt (who was paid, the figures the bank recorded, its
 * progress), or, when the bank's answer was lost, what the search of the account's
 * transactions found. Sending again from "not found yet" is a separate, explicit choice that
 * says it may duplicate.
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
  const transactionId = result.kind === 'sent' ? result.result.id : result.transaction.id;
  const operationId = result.kind === 'sent' ? (result.result.operationId ?? null) : null;
  return (
    <div className="transfers__result">
      <p className="no-print">
        {t(result.kind === 'found' ? 'transfers.result.foundBody' : 'transfers.result.sentBody', {
          amount,
        })}
      </p>
      <Suspense fallback={<Loading />}>
        <TransferReceipt
          transfer={transfer}
          transactionId={transactionId}
          operationId={operationId}
          quotedFee={quotedFee}
        />
      </Suspense>
      <div className="form__actions no-print">
        {history}
        <Button variant="secondary" onClick={onSendAnother}>
          {t('transfers.result.another')}
        </Button>
      </div>
    </div>
  );
}
