import type { ChangeEvent } from 'react';
import { TextField } from '../../components/forms/text-field';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { formatIban } from '../../utils/iban';
import type { DetailsValues } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

type SepaField =
  | 'iban'
  | 'bic'
  | 'name'
  | 'surname'
  | 'bankName'
  | 'street'
  | 'houseNumber'
  | 'postCode'
  | 'city'
  | 'country';

/** The recipient's address, every part optional (the spec lists them; none is required). */
const ADDRESS: readonly { field: SepaField; key: MessageKey }[] = [
  { field: 'street', key: 'transfers.sepa.street' },
  { field: 'houseNumber', key: 'transfers.sepa.houseNumber' },
  { field: 'postCode', key: 'transfers.sepa.postCode' },
  { field: 'city', key: 'transfers.sepa.city' },
  { field: 'country', key: 'transfers.sepa.country' },
];

/**
 * The SEPA recipient: IBAN (grouped in fours as it is typed or pasted, any case and spacing
 * accepted), optional BIC, the holder's names, optional bank name and address.
 */
export function SepaRecipient({
  values,
  onChange,
  errors,
}: {
  values: DetailsValues;
  onChange: (patch: Partial<DetailsValues>) => void;
  errors: Partial<Record<keyof DetailsValues, string>>;
}) {
  const { t } = useI18n();
  const text = (field: SepaField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }),
  });

  const onIban = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    // Grouped while the caret is at the end (typing, pasting); an edit in the middle is left
    // as typed until the field is left, so the caret does not jump.
    const atEnd = input.selectionStart === null || input.selectionStart === input.value.length;
    onChange({ iban: atEnd ? formatIban(input.value) : input.value });
  };

  return (
    <fieldset className="transfers__group">
      <legend className="transfers__legend">{t('transfers.sepa.legend')}</legend>
      <TextField
        {...text('iban')}
        label={t('transfers.sepa.iban')}
        hint={t('transfers.sepa.ibanHint')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        className="transfers__iban"
        onChange={onIban}
        onBlur={() => {
          // Only a real change: an unchanged IBAN keeps its problem shown, and the form does
          // not shift under the pointer of someone clicking the next control.
          const formatted = formatIban(values.iban);
          if (formatted !== values.iban) onChange({ iban: formatted });
        }}
      />
      <TextField
        {...text('bic')}
        label={t('transfers.sepa.bic')}
        hint={t('transfers.sepa.bicHint')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        onChange={(event) => onChange({ bic: event.target.value.toUpperCase() })}
      />
      <TextField {...text('name')} label={t('transfers.sepa.name')} autoComplete="off" />
      <TextField {...text('surname')} label={t('transfers.sepa.surname')} autoComplete="off" />
      <TextField {...text('bankName')} label={t('transfers.sepa.bankName')} autoComplete="off" />
      {ADDRESS.map(({ field, key }) => (
        <TextField key={field} {...text(field)} label={t(key)} autoComplete="off" />
      ))}
    </fieldset>
  );
}
