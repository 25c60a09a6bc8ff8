import { parseBankDetailsJson } from '../../api/accounts/bank-details';
import type { Translate } from '../../lib/i18n/i18n';
import { accountsEn } from '../../lib/i18n/en/accounts';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(accountsEn);

/** The last four characters of a number, spaces and dashes left out; null when too short. */
function lastFour(value: string | undefined, minLength: number): string | null {
  const compact = value?.replace(/[\s-]+/g, '') ?? '';
  return compact.length >= minLength ? compact.slice(-4) : null;
}

/**
 * The account's number in plain words, its last four characters only ("IBAN ending 3000"),
 * from the bank details GET /account already sent with the balances (no request of its own);
 * undefined when there are none or they cannot be read.
 */
export function accountNumberWords(
  bankDetails: string | null | undefined,
  t: Translate,
): string | undefined {
  const details = parseBankDetailsJson(bankDetails);
  const iban = lastFour(details?.iban, 8);
  if (iban) return t('accounts.overview.ibanEnding', { last4: iban });
  const number = lastFour(details?.ukAccountNumber, 4);
  if (number) return t('accounts.overview.numberEnding', { last4: number });
  return undefined;
}
