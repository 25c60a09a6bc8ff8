import { useI18n, registerTexts } from '../../lib/i18n/i18n';
import { TextField, type TextFieldProps } from './text-field';
import { fieldsEn } from '../../lib/i18n/en/fields';

registerTexts(fieldsEn);

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>;

/**
 * A mobile phone number as a person types it (spaces allowed; the form's schema turns it into
 * the international form the API takes), with the hint on that format unless another is given.
 */
export function PhoneField({ hint, ...props }: PhoneFieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      hint={hint ?? t('fields.phone.hint')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
    />
  );
}
