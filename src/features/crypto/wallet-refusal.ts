import { walletErrors } from '../../api/crypto/errors';
import type { AddressProblem, WalletCurrency } from '../../domain/crypto/wallet-address';
import { describeError, outcomeUnknown } from '../../api/errors';
import { knownRefusalOf, type RefusalTable } from '../../api/shared/refusal';
import { describedErrorText } from '../../components/errors/error-message';
import type { Translate } from '../../lib/i18n/i18n';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoWalletsEn);

/** The wallet form's fields, as their ids (the error summary links to them). */
export type WalletField = 'walletCurrency' | 'walletAddress' | 'walletLabel';
export const WALLET_FIELDS: readonly WalletField[] = [
  'walletCurrency',
  'walletAddress',
  'walletLabel',
];

/** A currency's name in words ("Bitcoin (BTC)"). */
export function currencyName(currency: WalletCurrency, t: Translate): string {
  return t(`cryptoWallets.currency.${currency}`);
}

/** Why an address does not fit the currency, in plain words. */
export function addressProblemText(
  problem: AddressProblem,
  currency: WalletCurrency,
  t: Translate,
): string {
  switch (problem.reason) {
    case 'testNetwork':
      return t('cryptoWallets.address.testNetwork');
    case 'checksum':
      return t('cryptoWallets.address.checksum');
    case 'otherCurrency':
      return t('cryptoWallets.address.otherCurrency', {
        currency: currencyName(problem.of, t),
        expected: currencyName(currency, t),
      });
    case 'invalid':
      return t('cryptoWallets.address.invalid', { currency: currencyName(currency, t) });
    case 'unsupported':
      return t('cryptoWallets.address.unsupported');
  }
}

const REFUSALS: RefusalTable<WalletField> = {
  [walletErrors.addressInvalid]: {
    field: 'walletAddress',
    key: 'cryptoWallets.refused.addressInvalid',
  },
  [walletErrors.addressDuplicate]: {
    field: 'walletAddress',
    key: 'cryptoWallets.refused.addressDuplicate',
  },
  [walletErrors.currencyNotSupported]: {
    field: 'walletCurrency',
    key: 'cryptoWallets.refused.currency',
  },
  [walletErrors.networkNotSupported]: {
    field: 'walletCurrency',
    key: 'cryptoWallets.refused.currency',
  },
  [walletErrors.exchangeNotOffered]: { field: null, key: 'cryptoWallets.refused.notOffered' },
  [walletErrors.senderNoAccess]: { field: null, key: 'cryptoWallets.refused.noAccess' },
};

/**
 * A failed registration in plain words: a refusal of the bank at the field it concerns (or for
 * the form as a whole); no answer at all leaves it open whether the wallet was registered.
 */
export function walletRefusalOf(
  error: unknown,
  currency: WalletCurrency,
  t: Translate,
): { field: WalletField | null; message: string } {
  if (outcomeUnknown(error))
    return { field: null, message: t('cryptoWallets.refused.unknownOutcome') };
  const known = knownRefusalOf(error, REFUSALS);
  if (known) {
    return { field: known.field, message: t(known.key, { currency: currencyName(currency, t) }) };
  }
  return { field: null, message: describedErrorText(describeError(error), t) };
}
