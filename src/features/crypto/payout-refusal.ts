import { payoutErrors } from '../../api/crypto/errors';
import { fieldRefusalOf, type FieldRefusal, type RefusalTable } from '../../api/shared/refusal';
import type { PayoutField } from './payout-prepare';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoWalletsEn);

const REFUSALS: RefusalTable<PayoutField> = {
  [payoutErrors.walletNotFound]: {
    field: 'payoutWallet',
    key: 'cryptoWallets.payout.refused.walletNotFound',
  },
  [payoutErrors.currencyMismatch]: {
    field: 'payoutWallet',
    key: 'cryptoWallets.payout.refused.currencyMismatch',
  },
  [payoutErrors.amountTooManyDecimals]: {
    field: 'payoutAmount',
    key: 'cryptoWallets.payout.refused.amountTooManyDecimals',
  },
  [payoutErrors.amountBelowMinimum]: {
    field: 'payoutAmount',
    key: 'cryptoWallets.payout.refused.amountBelowMinimum',
  },
  [payoutErrors.balanceNotEnough]: {
    field: 'payoutAmount',
    key: 'cryptoWallets.payout.refused.balanceNotEnough',
  },
  [payoutErrors.accountCurrencyMismatch]: {
    field: 'payoutFrom',
    key: 'cryptoWallets.payout.refused.accountCurrency',
  },
  [payoutErrors.accountNotActive]: {
    field: 'payoutFrom',
    key: 'cryptoWallets.payout.refused.accountNotActive',
  },
  [payoutErrors.accountNotFound]: {
    field: 'payoutFrom',
    key: 'cryptoWallets.payout.refused.accountNotFound',
  },
  [payoutErrors.exchangeNotOffered]: {
    field: null,
    key: 'cryptoWallets.payout.refused.notOffered',
  },
  [payoutErrors.senderNoAccess]: {
    field: 'payoutFrom',
    key: 'cryptoWallets.payout.refused.noAccess',
  },
};

/** A refusal of a payout, at the payout form's field it concerns. */
export type PayoutRefusal = FieldRefusal<PayoutField>;

/** A definite refusal (4xx) in plain words, at the field it concerns. */
export function payoutRefusalOf(error: unknown): PayoutRefusal {
  return fieldRefusalOf(error, REFUSALS);
}
