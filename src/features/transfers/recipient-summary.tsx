import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useFormattedPhone } from '../../lib/i18n/use-formatted-phone';
import { formatIban } from '../../utils/iban';
import { accountName } from '../../components/accounts/account-name';
import type { RecipientView } from './prepare-transfer';
import { savedRecipientLabel } from './saved-recipient';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** Who receives the money, as the review shows it (a term and its description). */
export function RecipientSummary({ recipient }: { recipient: RecipientView }) {
  const i18n = useI18n();
  const { t } = i18n;
  // The searched number in its international format (libphonenumber loads lazily here).
  const phone = useFormattedPhone(recipient.kind === 'customer' ? recipient.customer.value : '');
  let lines: string[];
  if (recipient.kind === 'own') {
    lines = [t('transfers.review.ownAccount', { name: accountName(recipient.account, i18n) })];
  } else if (recipient.kind === 'customer') {
    const { customer } = recipient;
    lines = [
      [customer.name, customer.surname].filter(Boolean).join(' '),
      t(`transfers.review.foundBy.${customer.searchBy}`, {
        value: customer.searchBy === 'phone' ? phone : customer.value,
      }),
    ];
  } else if (recipient.kind === 'saved') {
    const { name, where } = savedRecipientLabel(recipient.recipient, i18n);
    lines = [name, where];
  } else {
    lines = [
      recipient.name,
      formatIban(recipient.iban),
      recipient.bic ? t('transfers.review.bic', { bic: recipient.bic }) : '',
      recipient.bankName ?? '',
    ];
  }
  return (
    <>
      {lines.filter(Boolean).map((line) => (
        <span className="transfers__line" key={line}>
          {line}
        </span>
      ))}
    </>
  );
}
