import { orderErrors } from '../../../src/api/crypto/errors';
import {
  isOrderTypeEnabled,
  VOLUME_MAX_LENGTH,
  volumeProblem,
} from '../../../src/api/crypto/pair-rules';
import {
  createOrderBodySchema,
  type CreateOrderBody,
  type PairInfo,
} from '../../../src/api/crypto/schemas';
import { compareDecimals, decimalPlaces, isZeroDecimal } from '../../../src/utils/decimal';
import { BankError } from '../bank-error';
import { validate } from '../router';
import type { AccountRecord } from '../state';
import { pairOf, type PairDefinition } from './pairs';

// The rules of POST /crypto-exchange/orders that the body's schema cannot say in its own
// words, each refused with its message (src/api/crypto/errors.ts). The pair's limits are read
// by the app's own pair rules (src/api/crypto/pair-rules.ts, A-69).
// Assumption A-124 (docs/assumptions.md): which refusal wins when several apply.

const COMPARE_SCALE = 40;

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The body, validated with the app's schema (`createOrderBodySchema`). Two mistakes have their
 * own words before the schema's `Invalid payload`: a volume longer than 36 characters, and a
 * limit order without a desired price.
 */
export function orderBody(body: unknown): CreateOrderBody {
  const volume = field(body, 'volume');
  if (typeof volume === 'string' && volume.length > VOLUME_MAX_LENGTH) {
    throw new BankError(400, orderErrors.volumeTooLong);
  }
  const settings = field(body, 'settings');
  const desiredPrice = field(settings, 'desiredPrice');
  if (
    field(settings, 'type') === 'limit' &&
    (desiredPrice === undefined || desiredPrice === null || desiredPrice === '')
  ) {
    throw new BankError(400, orderErrors.desiredPriceRequired);
  }
  return validate(createOrderBodySchema, body);
}

/** The pair the exchange lists under that name, or 400 `Pair is not supported`. */
export function requirePair(name: string): PairDefinition {
  const definition = pairOf(name);
  if (!definition) throw new BankError(400, orderErrors.pairNotSupported);
  return definition;
}

/**
 * The order against the pair: its type enabled, the volume's decimals and minimum for
 * the side, a limit's desired price within the quote's decimals and above zero.
 */
export function checkAgainstPair(body: CreateOrderBody, info: PairInfo): void {
  const { type } = body.settings;
  if (!isOrderTypeEnabled(info, type)) throw new BankError(400, orderErrors.orderTypeDisabled);
  if (isZeroDecimal(body.volume)) throw new BankError(400, orderErrors.volumeZero);
  const problem = volumeProblem(body.volume, info, type, body.side);
  if (problem === 'tooManyDecimals') throw new BankError(400, orderErrors.volumeTooManyDecimals);
  if (problem === 'belowMinimum') throw new BankError(400, orderErrors.volumeBelowMinimum);
  const price = body.settings.desiredPrice;
  if (type === 'limit' && price !== undefined) {
    if (decimalPlaces(price) > info.maxdqc || isZeroDecimal(price)) {
      throw new BankError(400, orderErrors.desiredPriceInvalid);
    }
  }
}

/**
 * The accounts in the currencies the side needs: buying pays from the quote currency's account
 * into the base's; selling the other way round.
 */
export function checkAccounts(
  body: CreateOrderBody,
  definition: PairDefinition,
  from: AccountRecord,
  to: AccountRecord,
): void {
  const [pays, receives] =
    body.side === 'buy' ? [definition.quote, definition.base] : [definition.base, definition.quote];
  if (from.currency !== pays || to.currency !== receives) {
    throw new BankError(400, orderErrors.accountCurrencyMismatch);
  }
}

/** The volume within what the paying account has available (the fee comes out of it). */
export function checkBalance(volume: string, from: AccountRecord): void {
  if (compareDecimals(volume, from.available, COMPARE_SCALE) > 0) {
    throw new BankError(400, orderErrors.balanceNotEnough);
  }
}
