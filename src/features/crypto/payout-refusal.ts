import { payoutErrors } from '../../api/crypto/errors';
import { apiMessageOf, describeError } from '../../api/errors';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { PayoutField } from './payout-prepare';

const REFUSALS: Partial<Record<string, { field: PayoutField | null; key: MessageKey }>> = {
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

export interface PayoutRefusal {
  /** The field the refusal concerns, or null when it concerns the payout as a whole. */
  field: PayoutField | null;
  key: MessageKey;
  /** The bank's own words, shown beside the explanation. */
  bankText: string | null;
}

/** A definite refusal (4xx) in plain words, at the field it concerns. */
export function payoutRefusalOf(error: unknown): PayoutRefusal {
  const bankText = apiMessageOf(error);
  const known = REFUSALS[bankText ?? ''];
  if (!known) return { field: null, key: describeError(error).key, bankText };
  return { field: known.field, key: known.key, bankText };
}
