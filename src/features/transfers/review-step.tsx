import { describeFeeRule } from '../../components/contracts/fee-rule';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { compareDecimals } from '../../utils/decimal';
import { accountName } from '../../components/accounts/account-name';
import type { PreparedTransfer } from './prepare-transfer';
import { RecipientSummary } from './recipient-summary';
import type { ReviewFee } from './review-fee';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** The words under the summary that say where the fee comes from, or why it is not known. */
function FeeNote({ fee, currency }: { fee: ReviewFee; currency: string }) {
  const { t, locale } = useI18n();
  let note: string | null = null;
  if (fee.status === 'quoted') {
    const rule = describeFeeRule(fee.rule, locale);
    // Assumption A-216 (docs/assumptions.md): rules of a param that names no transfer kind.
    note =
      fee.estimate === 'untyped'
        ? t('transfers.review.ruleEstimate', { rule })
        : `${t('transfers.review.rule', { rule })}${
            fee.estimate === 'calculator' ? ` ${t('transfers.review.feeEstimate')}` : ''
          }`;
  } else if (fee.status === 'notKnown') {
    note = t(fee.why === 'noTerms' ? 'transfers.review.noTerms' : 'transfers.review.noRule', {
      currency,
    });
  } else if (fee.status === 'error') note = t('transfers.review.feeFailed');
  return note ? <p className="transfers__rule">{note}</p> : null;
}

// Assumption A-98 (docs/assumptions.md): the fee is paid on top; the recipient gets the amount.
/**
 * Step 2: what leaves the account and what the recipient gets, before anything is sent: the
 * amount, the fee by the contract's rule (and the rule in words), the total, the recipient and
 * the reference. A fee that is only an estimate, or not known, is said to be so (never "no
 * fee" for want of a rule); "Confirm and send" waits while the fee is being read, and while a
 * known total is more than is available.
 */
export function ReviewStep({
  transfer,
  fee,
  sending,
  onBack,
  onConfirm,
}: {
  transfer: PreparedTransfer;
  fee: ReviewFee;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { amount, currency, source } = transfer;
  const money = (value: string) => formatMoney(value, currency, locale);
  const quoted = fee.status === 'quoted' ? fee : null;
  const available = source.balances?.available;
  const tooMuch =
    quoted !== null && available !== undefined && compareDecimals(quoted.total, available) > 0;
  const feeText =
    fee.status === 'pending'
      ? t('transfers.review.feeLoading')
      : quoted
        ? money(quoted.fee)
        : t('transfers.review.feeNotKnown');
  const totalText =
    fee.status === 'pending'
      ? '—'
      : quoted
        ? money(quoted.total)
        : t('transfers.review.totalPlusFee', { amount: money(amount) });

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
        <dd>{feeText}</dd>
        <dt>{t('transfers.review.total')}</dt>
        <dd className="transfers__total">{totalText}</dd>
        <dt>{t('transfers.review.recipientGets')}</dt>
        <dd>{money(amount)}</dd>
        {transfer.reference ? (
          <>
            <dt>{t('transfers.review.reference')}</dt>
            <dd>{transfer.reference}</dd>
          </>
        ) : null}
      </dl>
      <FeeNote fee={fee} currency={currency} />
      {fee.status === 'error' ? (
        <Button variant="secondary" onClick={fee.retry}>
          {t('transfers.review.feeRetry')}
        </Button>
      ) : null}
      {tooMuch ? (
        <p className="notice notice--danger" role="alert">
          {t('transfers.review.totalTooMuch', { available: money(available ?? '0') })}
        </p>
      ) : null}
      <div className="form__actions transfers__actions">
        <Button
          onClick={onConfirm}
          disabled={fee.status === 'pending' || tooMuch}
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
