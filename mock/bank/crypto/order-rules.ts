import type { Reading } from '../readings';
import { BankError } from '../bank-error';
import { compare, decimalPlaces, isZero } from './amounts';
import { currenciesOf, limitsOf, minimumVolume, volumeDecimals } from './exchange-rules';
import { orderMessages } from './messages';
import { pairOf, type PairDefinition } from './pairs';
import {
  firstOrderBodySchema,
  strictOrderBodySchema,
  VOLUME_MAX_LENGTH,
  type OrderBody,
} from './spec';

// The rules of POST /crypto-exchange/orders that the body's schema cannot say in its own
// words, each refused with its message (./messages.ts).
// Assumption A-124 (docs/assumptions.md): which refusal wins when several apply.

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The body as the reading reads it (./spec.ts). Two mistakes have their own words before the
 * schema's `Invalid payload`: a volume longer than 36 characters, and a limit order without a
 * desired price.
 */
export function orderBody(body: unknown, reading: Reading): OrderBody {
  const volume = field(body, 'volume');
  if (typeof volume === 'string' && volume.length > VOLUME_MAX_LENGTH) {
    throw new BankError(400, orderMessages.volumeTooLong);
  }
  const settings = field(body, 'settings');
  const desiredPrice = field(settings, 'desiredPrice');
  if (
    field(settings, 'type') === 'limit' &&
    (desiredPrice === undefined || desiredPrice === null || desiredPrice === '')
  ) {
    throw new BankError(400, orderMessages.desiredPriceRequired);
  }
  const schema = reading === 'alternate' ? strictOrderBodySchema : firstOrderBodySchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new BankError(400, orderMessages.invalidPayload);
  return parsed.data;
}

/** The pair the exchange lists under that name, or 400 `Pair is not supported`. */
export function requirePair(name: string, reading: Reading): PairDefinition {
  const definition = pairOf(name, reading);
  if (!definition) throw new BankError(400, orderMessages.pairNotSupported);
  return definition;
}

/**
 * The order against the pair: its type enabled, the volume above zero, within the side's
 * decimals and at least its minimum; a limit's desired price within the pair's price decimals
 * and above zero.
 */
export function checkAgainstPair(body: OrderBody, definition: PairDefinition): void {
  const { type } = body.settings;
  const limits = limitsOf(definition, type);
  if (limits.mode !== 'enabled') throw new BankError(400, orderMessages.orderTypeDisabled);
  if (isZero(body.volume)) throw new BankError(400, orderMessages.volumeZero);
  if (decimalPlaces(body.volume) > volumeDecimals(definition, body.side)) {
    throw new BankError(400, orderMessages.volumeTooManyDecimals);
  }
  if (compare(body.volume, minimumVolume(limits, body.side)) < 0) {
    throw new BankError(400, orderMessages.volumeBelowMinimum);
  }
  const price = body.settings.desiredPrice;
  if (type === 'limit' && price !== undefined) {
    if (decimalPlaces(price) > definition.priceDecimals || isZero(price)) {
      throw new BankError(400, orderMessages.desiredPriceInvalid);
    }
  }
}

/** An account's currency against what the side needs: `pays` from, `receives` into. */
export function checkAccountCurrency(
  body: OrderBody,
  definition: PairDefinition,
  role: 'pays' | 'receives',
  account: { currency: string },
): void {
  if (account.currency !== currenciesOf(definition, body.side)[role]) {
    throw new BankError(400, orderMessages.accountCurrencyMismatch);
  }
}

/** The volume within what the paying account has available (the fee comes out of it). */
export function checkBalance(volume: string, from: { available: string }): void {
  if (compare(volume, from.available) > 0) {
    throw new BankError(400, orderMessages.balanceNotEnough);
  }
}
