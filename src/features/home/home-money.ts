import { accountName } from '../../components/accounts/account-name';
import type { Translate } from '../../lib/i18n/i18n';
import { homeEn } from '../../lib/i18n/en/home';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(homeEn);

/** The name a customer knows an account by: its title, else "EUR account". */
export function homeAccountName(
  account: { title?: string | undefined; currency: string },
  t: Translate,
): string {
  return accountName(account, { t }, 'home.accounts.untitled');
}
