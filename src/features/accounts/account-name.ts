import type { Translate } from '../../lib/i18n/i18n';
import { accountsEn } from '../../lib/i18n/en/accounts';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(accountsEn);

/** The name people know an account by: its title, else "EUR account". */
export function accountName(
  account: { title?: string | undefined; currency: string },
  t: Translate,
): string {
  return account.title || t('accounts.overview.untitled', { currency: account.currency });
}
