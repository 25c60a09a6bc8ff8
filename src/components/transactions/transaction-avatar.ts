import type { Transaction } from '../../api/transactions/schemas';
import { partyName } from '../../domain/transactions/parties';
import { paymentKindOf, type PaymentKind } from '../../domain/transactions/payment-kind';
import { initialsOf, tintOf } from '../../utils/name-avatar';
import type { AvatarLook } from '../ui/avatar';
import {
  CryptoIcon,
  FeeIcon,
  IncomingIcon,
  OutgoingIcon,
  TransfersIcon,
  type IconComponent,
} from '../ui/icon';

/** The icon of each kind of payment, for a row without a name. */
const KIND_ICONS: Record<PaymentKind, IconComponent> = {
  in: IncomingIcon,
  out: OutgoingIcon,
  own: TransfersIcon,
  crypto: CryptoIcon,
  fee: FeeIcon,
  unknown: TransfersIcon,
};

/**
 * What a transaction's row starts with: the counterparty's initials on their tint (the name
 * the row shows: the sender of money in, the recipient of money out), or the icon of its kind
 * where there is no name, where the payment is a fee or crypto, where it moved between the
 * holder's own accounts (the name would be their own) or where the direction is not known
 * (the row names both sides).
 */
export function transactionAvatarOf(
  transaction: Pick<
    Transaction,
    'fee' | 'paymentMethod' | 'provider' | 'direction' | 'sender' | 'recipient'
  >,
  locale: string,
): AvatarLook {
  const kind = paymentKindOf(transaction);
  if (kind === 'in' || kind === 'out') {
    const name = partyName(kind === 'in' ? transaction.sender : transaction.recipient);
    const initials = initialsOf(name, locale);
    if (initials) return { initials, tint: tintOf(name) };
  }
  return { icon: KIND_ICONS[kind] };
}
