import type { PersistedRecipient } from '../../api/recipients/schemas';
import { type I18n, registerTexts } from '../../lib/i18n/i18n';
import { formatIban, formatSortCode } from '../../utils/iban';
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
