import { orderErrors as e } from '../../api/crypto/errors';
import { apiMessageOf, describeError } from '../../api/errors';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { OrderField } from './order-form-values';

type OrderError = (typeof e)[keyof typeof e];

/** Each order refusal of the exchange (src/api/crypto/errors.ts): its field and its words. */
const REFUSALS: Partial<Record<OrderError, { field: OrderField | null; key: MessageKey }>> = {
  [e.volumeBelowMinimum]: { field: 'volume', key: 'cryptoMarket.refused.belowMinimum' },
  [e.volumeTooManyDecimals]: { field: 'volume', key: 'cryptoMarket.refused.tooManyDecimals' },
  [e.volumeTooLong]: { field: 'volume', key: 'cryptoMarket.refused.tooLong' },
  [e.volumeZero]: { field: 'volume', key: 'cryptoMarket.refused.zero' },
  [e.pairNotSupported]: { field: 'pair', key: 'cryptoMarket.refused.pair' },
  [e.orderTypeDisabled]: { field: 'type', key: 'cryptoMarket.refused.typeDisabled' },
  [e.desiredPriceRequired]: { field: 'desiredPrice', key: 'cryptoMarket.refused.priceRequired' },
  [e.desiredPriceInvalid]: { field: 'desiredPrice', key: 'cryptoMarket.refused.priceInvalid' },
  [e.accountCurrencyMismatch]: { field: 'fromId', key: 'cryptoMarket.refused.accountCurrency' },
  [e.senderNoAccess]: { field: 'fromId', key: 'cryptoMarket.refused.noAccess' },
  [e.accountNotActive]: { field: 'fromId', key: 'cryptoMarket.refused.notActive' },
  [e.balanceNotEnough]: { field: 'volume', key: 'cryptoMarket.refused.balance' },
  [e.exchangeNotOffered]: { field: null, key: 'cryptoMarket.refused.notOffered' },
};

export interface OrderRefusal {
  /** The field the refusal concerns, or null when it concerns the order as a whole. */
  field: OrderField | null;
  key: MessageKey;
  /** The exchange's own words, shown beside the explanation. */
  bankText: string | null;
}

/**
 * A definite refusal (4xx) of an order in plain words, at the field it concerns; a message
 * the app does not know is explained as a whole (describeError), with the exchange's words.
 */
export function orderRefusalOf(error: unknown): OrderRefusal {
  const bankText = apiMessageOf(error);
  const known =
    bankText && Object.hasOwn(REFUSALS, bankText) ? REFUSALS[bankText as OrderError] : undefined;
  if (!known) return { field: null, key: describeError(error).key, bankText };
  return { field: known.field, key: known.key, bankText };
}
