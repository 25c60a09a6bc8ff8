import { Link } from '../../lib/router/link';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { receiveDecimals, volumeDecimals } from '../../domain/crypto/pair-rules';
import type { OrderSide, PairInfo } from '../../api/crypto/schemas';
import { SelectField } from '../../components/forms/select-field';
import { openAccountHref } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { accountOption, accountsIn } from './pair-accounts';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

function AccountField({
  name,
  label,
  currency,
  decimals,
  accounts,
  value,
  onChange,
  error,
  companyId,
}: {
  name: 'fromId' | 'toId';
  label: string;
  currency: string;
  decimals: number;
  accounts: readonly CombinedAccount[];
  value: string;
  onChange: (accountId: string) => void;
  error: string | undefined;
  companyId: string | undefined;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const fitting = accountsIn(accounts, currency);
  return (
    <>
      <SelectField
        name={name}
        label={label}
        hint={t('cryptoMarket.field.accountHint', { currency })}
        placeholder={t('cryptoMarket.field.accountPlaceholder')}
        value={value}
        onChange={onChange}
        error={error}
        options={fitting.map((account) => ({
          value: account.id,
          label: accountOption(account, decimals, i18n),
        }))}
      />
      {fitting.length === 0 ? (
        <p className="crypto-trade__note">
          {t('cryptoMarket.field.noAccount', { currency })}{' '}
          <Link to={openAccountHref(companyId)}>
            {t('cryptoMarket.field.openAccount', { currency })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * "Pay from" and "Receive into": the party's active accounts in the currency the order pays
 * in and the one it brings, each with its available balance. Without such an account, the
 * form says so and links to opening one. Where the order does not name its accounts (the
 * default, A-122), the exchange decides where the proceeds go: no "Receive into", a note.
 */
export function OrderFormAccounts({
  pairInfo,
  side,
  from,
  to,
  accounts,
  fromId,
  toId,
  sendAccounts,
  onChange,
  errors,
  companyId,
}: {
  pairInfo: PairInfo;
  side: OrderSide;
  /** The currency paid in, and the one received. */
  from: string;
  to: string;
  accounts: readonly CombinedAccount[];
  fromId: string;
  toId: string;
  sendAccounts: boolean;
  onChange: (patch: { fromId?: string; toId?: string }) => void;
  errors: { fromId?: string | undefined; toId?: string | undefined };
  companyId: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      <AccountField
        name="fromId"
        label={t('cryptoMarket.field.from')}
        currency={from}
        decimals={volumeDecimals(pairInfo, side)}
        accounts={accounts}
        value={fromId}
        onChange={(value) => onChange({ fromId: value })}
        error={errors.fromId}
        companyId={companyId}
      />
      {sendAccounts ? null : (
        <p className="crypto-trade__note">
          {t('cryptoMarket.field.toByExchange', { currency: to })}
        </p>
      )}
      {sendAccounts ? (
        <AccountField
          name="toId"
          label={t('cryptoMarket.field.to')}
          currency={to}
          decimals={receiveDecimals(pairInfo, side)}
          accounts={accounts}
          value={toId}
          onChange={(value) => onChange({ toId: value })}
          error={errors.toId}
          companyId={companyId}
        />
      ) : null}
    </>
  );
}
