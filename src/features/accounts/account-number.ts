import { parseBankDetailsJson } from '../../api/accounts/schemas';
import { maskedAccountOf } from '../../api/transactions/parties';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * The account's number in plain words, its last four digits only ("IBAN ending 4321"), from the
 * bank details GET /account already sent with the balances (no request of its own); undefined
 * when there are none or they cannot be read.
 */
export function accountNumberWords(
  bankDetails: string | null | undefined,
  t: Translate,
): string | undefined {
  const masked = maskedAccountOf(parseBankDetailsJson(bankDetails));
  if (masked?.kind === 'iban') return t('accounts.overview.ibanEnding', { last4: masked.last4 });
  if (masked?.kind === 'ukAccount') {
    return t('accounts.overview.numberEnding', { last4: masked.last4 });
  }
  return undefined;
}
