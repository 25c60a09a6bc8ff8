import type { TransferFeeRules, TransferKind } from '../../api/contracts/use-transfer-fee-rules';
import { quoteTransferFee, type TransferFeeQuote } from '../../domain/transfers/fee';
import type { PreparedTransfer } from './prepare-transfer';

/** What the review says of the fee (and the result recalls once sent). */
export type ReviewFee =
  | { status: 'pending' }
  /** The rules could not be read: not known, until read again. */
  | { status: 'error'; retry: () => void }
  /** No terms (`noTerms`: no contract, or one not in the catalogue) or no rule (`noRule`). */
  | { status: 'notKnown'; why: 'noTerms' | 'noRule' }
  | Extract<TransferFeeQuote, { status: 'quoted' }>;

/** The kind of contract param a prepared transfer is charged by. */
export function transferKindOf(transfer: PreparedTransfer): TransferKind {
  return transfer.request.type === 'internal' ? 'internal' : 'sepa';
}

/** The review's fee of `transfer` by what is known of its rules. */
export function reviewFeeOf(rules: TransferFeeRules, transfer: PreparedTransfer): ReviewFee {
  return feeOfAmount(rules, transfer.amount, transfer.currency);
}

/** The fee of sending `amount` (a canonical decimal) in `currency`, as it is typed. */
export function feeOfAmount(rules: TransferFeeRules, amount: string, currency: string): ReviewFee {
  switch (rules.status) {
    case 'pending':
      return { status: 'pending' };
    case 'error':
      return { status: 'error', retry: rules.retry };
    case 'noTerms':
      return { status: 'notKnown', why: 'noTerms' };
    case 'success': {
      const quote = quoteTransferFee(amount, rules, currency);
      return quote.status === 'quoted' ? quote : { status: 'notKnown', why: 'noRule' };
    }
  }
}
