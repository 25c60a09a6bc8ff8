import { useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { PayableWallet } from '../../api/crypto/session-wallets';
import { RefusalNotice, type RefusalTexts } from '../../components/errors/refusal-notice';
import { ErrorSummary } from '../../components/forms/error-summary';
import { SelectField } from '../../components/forms/select-field';
import { TextField } from '../../components/forms/text-field';
import { useStepForm } from '../../components/forms/use-step-form';
import { Button } from '../../components/ui/button';
import { type I18n, registerTexts, useI18n } from '../../lib/i18n/i18n';
import { accountName } from '../../components/accounts/account-name';
import { PAYOUT_MAX_DECIMALS } from '../../api/crypto/wallets';
import {
  cryptoAmount,
  hasAvailable,
  PAYOUT_FIELDS,
  payoutFormSchema,
  type PayoutValues,
  type PreparedPayout,
} from './payout-prepare';
import type { PayoutRefusal } from './payout-refusal';
import { shortAddress, walletName } from './wallet-list';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';

registerTexts(cryptoWalletsEn);

function sourceOption(account: CombinedAccount, i18n: Pick<I18n, 't' | 'locale'>) {
  const name = accountName(account, i18n);
  const available = account.balances?.available;
  const payable = hasAvailable(account);
  const label =
    available === undefined
      ? i18n.t('cryptoWallets.payout.fromOptionUnknown', { name })
      : payable
        ? i18n.t('cryptoWallets.payout.fromOption', {
            name,
            available: cryptoAmount(available, account.currency, i18n.locale),
          })
        : i18n.t('cryptoWallets.payout.fromOptionEmpty', { name });
  return { value: account.id, label, disabled: !payable };
}

/** The words of the bank's refusal of the last send, shown above the form. */
const REFUSAL_TEXTS: RefusalTexts = {
  title: 'cryptoWallets.payout.refused.title',
  bankText: 'cryptoWallets.payout.refused.bankText',
  nothingLost: 'cryptoWallets.payout.refused.nothingLost',
};

/**
 * Step 1 of a payout: the crypto balance it leaves, a wallet of that currency registered in
 * this visit, and the amount. Continue checks them all with the payout form's schema (each
 * problem at its field and in the summary) and hands the prepared payout to the review; what
 * is typed goes back to the flow as it changes, so the review's Back and a refusal find it.
 */
export function PayoutDetails({
  sources,
  wallets,
  values,
  refusal,
  onChange,
  onContinue,
}: {
  sources: readonly CombinedAccount[];
  wallets: readonly PayableWallet[];
  values: PayoutValues;
  refusal: PayoutRefusal | null;
  onChange: (values: PayoutValues) => void;
  onContinue: (payout: PreparedPayout) => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const schema = useMemo(
    () => payoutFormSchema({ accounts: sources, wallets, locale }),
    [sources, wallets, locale],
  );
  const step = useStepForm(schema, {
    draft: values,
    onDraft: onChange,
    refusal,
    fields: PAYOUT_FIELDS,
  });
  const { values: current, errors, change } = step;

  const source = sources.find((account) => account.id === current.payoutFrom);
  const currency = source?.currency;
  const choices = wallets.filter((wallet) => wallet.currency === currency);
  const available = source?.balances?.available;

  return (
    <form className="form crypto-wallets__form" noValidate onSubmit={step.submit(onContinue)}>
      <ErrorSummary
        title={t('cryptoWallets.payout.errorSummary')}
        items={step.items}
        focusKey={step.submitCount}
      />
      {refusal ? (
        <RefusalNotice
          refusal={refusal}
          texts={REFUSAL_TEXTS}
          level={4}
          className="crypto-wallets__refusal"
        />
      ) : null}
      <SelectField
        name="payoutFrom"
        label={t('cryptoWallets.payout.from')}
        hint={t('cryptoWallets.payout.fromHint')}
        placeholder={t('cryptoWallets.payout.fromPlaceholder')}
        options={sources.map((account) => sourceOption(account, i18n))}
        value={current.payoutFrom}
        onChange={(payoutFrom) => {
          const next = sources.find((account) => account.id === payoutFrom);
          change({
            payoutFrom,
            ...(next?.currency !== currency ? { payoutWallet: '' } : {}),
          });
        }}
        error={errors.payoutFrom}
      />
      <SelectField
        name="payoutWallet"
        label={t('cryptoWallets.payout.to')}
        hint={t('cryptoWallets.payout.toHint')}
        placeholder={t('cryptoWallets.payout.toPlaceholder')}
        options={choices.map((wallet) => ({
          value: wallet.id,
          label: t('cryptoWallets.payout.toOption', {
            name: walletName(wallet, t),
            address: shortAddress(wallet.address),
          }),
        }))}
        value={current.payoutWallet}
        onChange={(payoutWallet) => change({ payoutWallet })}
        error={errors.payoutWallet}
      />
      {currency && choices.length === 0 ? (
        <p className="crypto-wallets__note">{t('cryptoWallets.payout.toNone', { currency })}</p>
      ) : null}
      <TextField
        label={t('cryptoWallets.payout.amount')}
        hint={
          currency && available !== undefined
            ? t('cryptoWallets.payout.amountHintAvailable', {
                currency,
                decimals: PAYOUT_MAX_DECIMALS,
                available: cryptoAmount(available, currency, locale),
              })
            : t('cryptoWallets.payout.amountHint', { decimals: PAYOUT_MAX_DECIMALS })
        }
        inputMode="decimal"
        autoComplete="off"
        className="crypto-wallets__amount"
        error={errors.payoutAmount}
        {...step.typed('payoutAmount')}
      />
      <div className="form__actions">
        <Button type="submit">{t('cryptoWallets.payout.continue')}</Button>
      </div>
    </form>
  );
}
