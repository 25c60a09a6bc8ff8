import type { TransferPlane } from '../../api/contracts/schemas';
import { describeFeeRule } from '../../api/contracts/fee-rule';
import { transferFee } from '../../api/transfers/fee';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { compareDecimals } from '../../utils/decimal';
import { accountName } from './account-label';
import type { PreparedTransfer } from './prepare-transfer';
import { RecipientSummary } from './recipient-summary';

export type FeeRules =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; rules: readonly TransferPlane[] };

// Assumption A-98 (docs/assumptions.md): the fee is paid on top; the recipient gets the amount.
/**
 * Step 2: what leaves the account and what the recipient gets, before anything is sent: the
 * amount, the fee by the contract's rule (and the rule in words), the total, the recipient and
 * the reference. "Confirm and send" waits until the fee is known and the total fits.
 */
export function ReviewStep({
  transfer,
  feeRules,
  sending,
  onBack,
  onConfirm,
}: {
  transfer: PreparedTransfer;
  feeRules: FeeRules;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { amount, currency, source } = transfer;
  const money = (value: string) => formatMoney(value, currency, locale);
  const fee = feeRules.status === 'success' ? transferFee(amount, feeRules.rules, currency) : null;
  const available = source.balances?.available;
  const tooMuch =
    fee !== null && available !== undefined && compareDecimals(fee.total, available) > 0;

  return (
    <div className="transfers__review">
      <dl className="details transfers__summary">
        <dt>{t('transfers.review.from')}</dt>
        <dd>{accountName(source, i18n)}</dd>
        <dt>{t('transfers.review.to')}</dt>
        <dd>
          <RecipientSummary recipient={transfer.recipient} />
        </dd>
        <dt>{t('transfers.review.amount')}</dt>
        <dd>{money(amount)}</dd>
        <dt>{t('transfers.review.fee')}</dt>
        <dd>
          {fee ? money(fee.fee) : null}
          {feeRules.status === 'pending' ? t('transfers.review.feeLoading') : null}
          {feeRules.status === 'error' ? t('transfers.review.feeFailed') : null}
        </dd>
        <dt>{t('transfers.review.total')}</dt>
        <dd className="transfers__total">{fee ? money(fee.total) : '—'}</dd>
        <dt>{t('transfers.review.recipientGets')}</dt>
        <dd>{money(amount)}</dd>
        {transfer.reference ? (
          <>
            <dt>{t('transfers.review.reference')}</dt>
            <dd>{transfer.reference}</dd>
          </>
        ) : null}
      </dl>
      {fee ? (
        <p className="transfers__rule">
          {fee.rule
            ? t('transfers.review.rule', { rule: describeFeeRule(fee.rule, locale) })
            : t('transfers.review.noRule', { currency })}
          {fee.known ? null : ` ${t('transfers.review.feeEstimate')}`}
        </p>
      ) : null}
      {feeRules.status === 'error' ? (
        <Button variant="secondary" onClick={feeRules.retry}>
          {t('transfers.review.feeRetry')}
        </Button>
      ) : null}
      {tooMuch ? (
        <p className="notice notice--danger" role="alert">
          {t('transfers.review.totalTooMuch', { available: money(available ?? '0') })}
        </p>
      ) : null}
      <div className="form__actions">
        <Button
          onClick={onConfirm}
          disabled={!fee || tooMuch}
          aria-disabled={sending ? true : undefined}
        >
          {sending ? t('transfers.review.sending') : t('transfers.review.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {t('transfers.review.back')}
        </Button>
      </div>
    </div>
  );
}
