import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { Refusal } from './refusal';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** The bank's refusal of the last send, explained above the step with the bank's own words. */
export function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  const { t } = useI18n();
  if (!refusal) return null;
  return (
    <div className="notice notice--danger transfers__refusal">
      <h3>{t('transfers.refused.title')}</h3>
      <p>{t(refusal.key)}</p>
      {refusal.bankText ? (
        <p className="transfers__bank-text">
          {t('transfers.refused.bankText', { message: refusal.bankText })}
        </p>
      ) : null}
      <p>{t('transfers.refused.nothingLost')}</p>
    </div>
  );
}
