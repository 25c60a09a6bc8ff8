import type { PersistedRecipient } from '../../api/recipients/schemas';
import { type I18n, registerTexts, useI18n } from '../../lib/i18n/i18n';
import { formatIban, formatSortCode } from '../../utils/iban';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** The saved recipient's name and where the money goes, in words. */
export function savedRecipientLabel(recipient: PersistedRecipient, { t }: Pick<I18n, 't'>) {
  const name =
    recipient.companyName ||
    [recipient.name, recipient.surname].filter(Boolean).join(' ') ||
    t('transfers.saved.unnamed');
  const where = recipient.iban
    ? formatIban(recipient.iban)
    : recipient.accountNumber
      ? t('transfers.saved.ukAccount', {
          accountNumber: recipient.accountNumber,
          sortCode: formatSortCode(recipient.sortCode ?? ''),
        })
      : recipient.email || '';
  return { name, where };
}

/** The saved recipients that can receive in the source's currency, as a radio list. */
export function SavedRecipient({
  recipients,
  currency,
  value,
  onChange,
  error,
}: {
  recipients: readonly PersistedRecipient[];
  currency: string | undefined;
  value: string;
  onChange: (key: string) => void;
  error?: string | undefined;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const usable = recipients.filter(
    (recipient) => !currency || !recipient.currency || recipient.currency === currency,
  );
  if (usable.length === 0) {
    return (
      <p className="transfers__note" id="savedKey" tabIndex={-1}>
        {currency ? t('transfers.saved.noneIn', { currency }) : t('transfers.saved.none')}
      </p>
    );
  }
  return (
    <ChoiceGroup
      name="savedKey"
      legend={t('transfers.saved.label')}
      value={value}
      onChange={onChange}
      error={error}
      options={usable.map((recipient) => {
        const { name, where } = savedRecipientLabel(recipient, i18n);
        return { value: recipient.recipientKey, label: name, hint: where || undefined };
      })}
    />
  );
}
