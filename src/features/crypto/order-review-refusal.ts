import { orderErrors as e } from '../../api/crypto/errors';
import { fieldRefusalOf, type FieldRefusal, type RefusalTable } from '../../api/shared/refusal';
import type { OrderField } from './order-form-values';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoMarketEn);

/** Each order refusal of the exchange (src/api/crypto/errors.ts): its field and its words. */
const REFUSALS: RefusalTable<OrderField> = {
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

/** A refusal of an order, at the order form's field it concerns. */
export type OrderRefusal = FieldRefusal<OrderField>;

/**
 * A definite refusal (4xx) of an order in plain words, at the field it concerns; a message
 * the app does not know is explained as a whole (describeError), with the exchange's words.
 */
export function orderRefusalOf(error: unknown): OrderRefusal {
  return fieldRefusalOf(error, REFUSALS);
}
