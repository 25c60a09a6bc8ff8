import { useRecordedCharge } from '../../api/transfers/recorded-charge';
import { formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { PreparedTransfer } from './prepare-transfer';
import type { ReviewFee } from './review-fee';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/**
 * The fee the bank recorded on the sent transaction (its `charge`), read from the source
 * account's transactions; until it is read (or if it never is), what the fee shown on review
 * was: the contract's figure, an estimate, or not known.
 */
export function RecordedFee({
  transfer,
  transactionId,
  quoted,
}: {
  transfer: PreparedTransfer;
  transactionId: string;
  quoted: ReviewFee;
}) {
  const { t, locale } = useI18n();
  const { source, amount, currency } = transfer;
  const read = useRecordedCharge({
    accountId: source.id,
    companyId: source.companyId ?? undefined,
    transactionId,
    amount,
  });

  if (read.status === 'recorded') {
    const { charge } = read;
    const money = (value: string) => formatMoney(value, charge.currency ?? currency, locale);
    return (
      <dl className="details transfers__summary">
        <dt>{t('transfers.result.feeCharged')}</dt>
        <dd>{money(charge.fee)}</dd>
        {charge.total !== undefined ? (
          <>
            <dt>{t('transfers.result.totalCharged')}</dt>
            <dd>{money(charge.total)}</dd>
          </>
        ) : null}
      </dl>
    );
  }
  const fee = quoted.status === 'quoted' ? formatMoney(quoted.fee, currency, locale) : null;
  const said =
    quoted.status !== 'quoted'
      ? t('transfers.result.feeWasNotKnown')
      : quoted.estimate
        ? t('transfers.result.feeWasEstimate', { fee: fee ?? '' })
        : t('transfers.result.feeWasQuoted', { fee: fee ?? '' });
  return (
    <>
      <p>{said}</p>
      {read.status === 'reading' ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t('transfers.result.feeReading')}
        </p>
      ) : null}
    </>
  );
}
