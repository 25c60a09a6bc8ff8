import { walletKey, type SessionWallet } from '../../api/crypto/session-wallets';
import { isWalletCurrency } from '../../domain/crypto/wallet-address';
import { CopyButton } from '../../components/ui/copy-button';
import { registerTexts, type Translate, useI18n } from '../../lib/i18n/i18n';
import { currencyName } from './wallet-refusal';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';

registerTexts(cryptoWalletsEn);

/** "bc1qar0s…5mdq": enough of both ends to recognise an address (the full one is copied). */
export function shortAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

/** A wallet's name: its label, or its currency's ("Bitcoin (BTC) wallet"). */
export function walletName(wallet: SessionWallet, t: Translate): string {
  if (wallet.label) return wallet.label;
  const currency = isWalletCurrency(wallet.currency)
    ? currencyName(wallet.currency, t)
    : wallet.currency;
  return t('cryptoWallets.list.unnamed', { currency });
}

/**
 * The wallets registered in this visit (the only ones the app can know: A-137), each with its
 * currency, the ends of its address and a button that copies all of it.
 */
export function WalletList({ wallets }: { wallets: readonly SessionWallet[] }) {
  const { t } = useI18n();
  return (
    <>
      <p className="crypto-wallets__note">{t('cryptoWallets.list.sessionOnly')}</p>
      {wallets.length === 0 ? (
        <p>{t('cryptoWallets.list.empty')}</p>
      ) : (
        <ul className="crypto-wallets__list" aria-label={t('cryptoWallets.list.label')}>
          {wallets.map((wallet) => {
            const name = walletName(wallet, t);
            return (
              <li key={walletKey(wallet)} className="crypto-wallets__item">
                <span className="crypto-wallets__name">{name}</span>
                <span className="crypto-wallets__currency">
                  {isWalletCurrency(wallet.currency)
                    ? currencyName(wallet.currency, t)
                    : wallet.currency}
                </span>
                <span className="crypto-wallets__address">
                  <span className="visually-hidden">{t('cryptoWallets.list.address')} </span>
                  <code>{shortAddress(wallet.address)}</code>
                </span>
                {wallet.id === null ? (
                  <span className="crypto-wallets__unpayable">
                    {t('cryptoWallets.list.noReference')}
                  </span>
                ) : null}
                <CopyButton
                  name={t('cryptoWallets.list.copyAddressOf', { name })}
                  value={wallet.address}
                  copied={t('cryptoWallets.list.copied', { name })}
                  failed={t('cryptoWallets.list.copyFailed')}
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
