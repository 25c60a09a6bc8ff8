import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { sourceLabel } from './account-label';
import { SelectField } from '../../components/forms/select-field';
import { isSendable, sourceAccounts } from './sources';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn);

/**
 * "From account": the activated accounts with their available balance. One with nothing
 * available says so and cannot be chosen; when none can, the form says so too.
 */
export function SourceField({
  accounts,
  value,
  onChange,
  error,
}: {
  accounts: readonly CombinedAccount[];
  value: string;
  onChange: (accountId: string) => void;
  error?: string | undefined;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const sources = sourceAccounts(accounts);
  const none = !sources.some(isSendable);
  return (
    <>
      <SelectField
        name="fromId"
        label={t('transfers.from.label')}
        placeholder={t('transfers.from.placeholder')}
        hint={t('transfers.from.hint')}
        value={value}
        onChange={onChange}
        error={error}
        options={sources.map((account) => {
          const sendable = isSendable(account);
          return {
            value: account.id,
            label: sourceLabel(account, sendable, i18n),
            disabled: !sendable,
          };
        })}
      />
      {none ? <p className="transfers__note">{t('transfers.from.noneSendable')}</p> : null}
    </>
  );
}
