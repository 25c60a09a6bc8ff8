import { WALLET_NETWORKS } from '../../domain/crypto/wallet-address';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { subtractDecimals } from '../../utils/decimal';
import { accountName } from '../../components/accounts/account-name';
import { cryptoAmount, type PreparedPayout } from './payout-prepare';
import { walletName } from './wallet-list';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';

registerTexts(cryptoWalletsEn);

/**
 * Step 2: everything about the payout before it is sent: the balance it leaves and what stays
 * available, the wallet by name with its whole address and network, and the amount (the bank
 * names no payout fee: A-139). "Confirm and send" sends it once.
 */
export function PayoutReview({
  payout,
  sending,
  onBack,
  onConfirm,
}: {
  payout: PreparedPayout;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { account, wallet, currency, amount } = payout;
  const money = (value: string) => cryptoAmount(value, currency, locale);
  const available = account.balances?.available;
  const from = accountName(account, i18n);

  return (
    <div className="crypto-wallets__review">
      <dl className="details crypto-wallets__summary">
        <dt>{t('cryptoWallets.payout.review.from')}</dt>
        <dd>{from}</dd>
        <dt>{t('cryptoWallets.payout.review.to')}</dt>
        <dd>{walletName(wallet, t)}</dd>
        <dt>{t('cryptoWallets.payout.review.address')}</dt>
        <dd>
          <code className="crypto-wallets__full-address">{wallet.address}</code>
        </dd>
        <dt>{t('cryptoWallets.payout.review.network')}</dt>
        <dd>{t(`cryptoWallets.network.${WALLET_NETWORKS[currency]}`)}</dd>
        <dt>{t('cryptoWallets.payout.review.amount')}</dt>
        <dd>{money(amount)}</dd>
        <dt>{t('cryptoWallets.payout.review.leaves', { account: from })}</dt>
        <dd className="crypto-wallets__total">{money(amount)}</dd>
        {available !== undefined ? (
          <>
            <dt>{t('cryptoWallets.payout.review.after')}</dt>
            <dd>{money(subtractDecimals(available, amount))}</dd>
          </>
        ) : null}
      </dl>
      <p>{t('cryptoWallets.payout.review.noFee')}</p>
      <p className="notice">{t('cryptoWallets.payout.review.final')}</p>
      <div className="form__actions">
        <Button onClick={onConfirm} aria-disabled={sending ? true : undefined}>
          {sending
            ? t('cryptoWallets.payout.review.sending')
            : t('cryptoWallets.payout.review.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {t('cryptoWallets.payout.review.back')}
        </Button>
      </div>
    </div>
  );
}
