import type { ReactNode } from 'react';
import { REFERENCE_CHARACTER, REFERENCE_MAX, REFERENCE_MIN } from '../../api/shared/fields';
import { REFERENCE_MAX_SEPA, SEPA_REFERENCE_CHARACTER } from '../../api/transfers/schemas';
import { TextField } from '../../components/forms/text-field';
import { formatMoney } from '../../lib/i18n/format';
import { registerTexts, type Translate, useI18n } from '../../lib/i18n/i18n';
import type { DetailsValues } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/**
 * What the reference typed so far means, in words, updated as the person types: by the
 * request schemas' own limits (an internal reference's, or a SEPA one's, A-54).
 */
export function referenceStatus(reference: string, sepa: boolean, t: Translate): string {
  if (reference === '') return '';
  const allowed = sepa ? SEPA_REFERENCE_CHARACTER : REFERENCE_CHARACTER;
  const wrong = [...new Set([...reference].filter((char) => !allowed.test(char)))];
  if (wrong.length > 0) {
    return t('transfers.reference.wrongCharacters', {
      characters: wrong.map((char) => (char === '\t' ? '⇥' : char)).join(' '),
    });
  }
  const max = sepa ? REFERENCE_MAX_SEPA : REFERENCE_MAX;
  const count = reference.length;
  if (!sepa && count < REFERENCE_MIN)
    return t('transfers.reference.tooShortLive', { min: REFERENCE_MIN });
  if (count > max) return t('transfers.reference.tooLongLive', { count, max });
  return t('transfers.reference.count', { count, max });
}

/** Amount (typed in the person's locale) and reference, with their rules in words. */
export function AmountReference({
  values,
  currency,
  onChange,
  errors,
  amountHint,
  afterAmount,
}: {
  values: DetailsValues;
  currency: string | undefined;
  onChange: (patch: Partial<DetailsValues>) => void;
  errors: Partial<Record<keyof DetailsValues, string>>;
  /** What is available to send, in place of the example. */
  amountHint?: string | undefined;
  /** Said under the amount as it is typed (the fee and total). */
  afterAmount?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const sepa = values.kind === 'sepa';
  const example = formatMoney('1234.50', currency ?? 'EUR', locale);
  const status = referenceStatus(values.reference, sepa, t);
  return (
    <>
      <TextField
        name="amount"
        label={t('transfers.amount.label')}
        hint={amountHint ?? t('transfers.amount.hint', { example })}
        inputMode="decimal"
        autoComplete="off"
        className="transfers__amount"
        value={values.amount}
        error={errors.amount}
        onChange={(event) => onChange({ amount: event.target.value })}
      />
      {afterAmount}
      <TextField
        name="reference"
        label={t('transfers.reference.label')}
        hint={
          sepa
            ? t('transfers.reference.hintSepa', { max: REFERENCE_MAX_SEPA })
            : t('transfers.reference.hint', { min: REFERENCE_MIN, max: REFERENCE_MAX })
        }
        autoComplete="off"
        value={values.reference}
        error={errors.reference}
        onChange={(event) => onChange({ reference: event.target.value })}
      />
      <p className="transfers__reference-status" aria-live="polite">
        {status}
      </p>
    </>
  );
}
