import type { Account } from '../../api/accounts/schemas';
import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';

/**
 * A crypto page's name of an account: the title the person gave it, else `untitled` ("BTC
 * account", with `{currency}`; each area says it from its own texts). Never the bank's alias
 * (A-144 in docs/assumptions.md).
 */
export function cryptoAccountName(
  account: Pick<Account, 'title' | 'currency'>,
  untitled: MessageKey,
  t: Translate,
): string {
  return account.title || t(untitled, { currency: account.currency });
}
