import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { accountName } from '../../components/accounts/account-name';
import { SelectField } from '../../components/forms/select-field';
import { ownDestinations } from './sources';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/** "To account": the person's other activated accounts in the source's currency. */
export function OwnRecipient({
  accounts,
  source,
  value,
  onChange,
  error,
}: {
  accounts: readonly CombinedAccount[];
  source: CombinedAccount | undefined;
  value: string;
  onChange: (accountId: string) => void;
  error?: string | undefined;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const destinations = ownDestinations(accounts, source);
  if (source && destinations.length === 0) {
    return (
      <p className="transfers__note" id="toAccountId" tabIndex={-1}>
        {t('transfers.to.none', { currency: source.currency })}
      </p>
    );
  }
  return (
    <SelectField
      name="toAccountId"
      label={t('transfers.to.label')}
      placeholder={t(source ? 'transfers.to.placeholder' : 'transfers.to.chooseSourceFirst')}
      value={value}
      onChange={onChange}
      error={error}
      options={destinations.map((account) => ({
        value: account.id,
        label: accountName(account, i18n),
      }))}
    />
  );
}
