import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { accountName } from '../../components/accounts/account-name';
import { formatMoney } from '../../lib/i18n/format';
import type { I18n } from '../../lib/i18n/i18n';
import { transfersEn } from '../../lib/i18n/en/transfers';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(transfersEn);

/**
 * "Everyday euros — €1,234.50" (what is available), or why nothing can leave it. Short, as a
 * select cannot wrap: on a phone a longer option was cut ("… €12,057.91 availab"); the field's
 * hint says the amount is what is available.
 */
export function sourceLabel(
  account: CombinedAccount,
  sendable: boolean,
  i18n: Pick<I18n, 't' | 'locale'>,
): string {
  const name = accountName(account, i18n);
  const available = account.balances?.available;
  if (available === undefined) return i18n.t('transfers.from.optionUnknown', { name });
  const money = formatMoney(available, account.currency, i18n.locale);
  return sendable
    ? i18n.t('transfers.from.option', { name, available: money })
    : i18n.t('transfers.from.optionEmpty', { name, available: money });
}
