import type { I18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { accountNameEn } from '../../lib/i18n/en/account-name';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(accountNameEn);

/**
 * The name people know an account by: the title they gave it, else "EUR account" (`untitled`,
 * with `{currency}`; a page whose words differ names its own key). Never the bank's alias
 * (A-144 in docs/assumptions.md).
 */
export function accountName(
  account: { title?: string | undefined; currency: string },
  { t }: Pick<I18n, 't'>,
  untitled: MessageKey = 'accountName.untitled',
): string {
  return account.title || t(untitled, { currency: account.currency });
}
