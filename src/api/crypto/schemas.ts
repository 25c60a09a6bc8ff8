// Crypto exchange (prefix /crypto-exchange): GET /info, GET /orders, GET /orders/{orderId},
// POST /orders. Wallets and payouts (POST /wallets, POST /payouts) are in ./wallets.ts.
import * as z from 'zod/mini';
import { readableItems } from '../shared/tolerant';
import {
  decimalStringSchema,
  openEnum,
  queryIntSchema,
  timestampSchema,
  idSchema,
} from '../shared/fields';
import { msg } from '../shared/messages';
import { CRYPTO_CURRENCY_MAX_LENGTH } from './wallets';

// The spec's length limit of every crypto amount (volume, price, payout), for the pair rules.
export { DECIMAL_MAX_LENGTH } from '../shared/fields';
export {
  CRYPTO_CURRENCY_MAX_LENGTH,
  PAYOUT_MAX_DECIMALS,
  WALLET_ADDRESS_MAX,
  WALLET_LABEL_MAX,
  createPayoutBodySchema,
  createPayoutResponseSchema,
  createWalletBodySchema,
  createWalletResponseSchema,
  cryptoCurrencySchema,
} from './wallets';
export type {
  CreatePayoutBody,
  CreatePayoutResponse,
  CreateWalletBody,
  CreateWalletResponse,
} from './wallets';

const UUID_V7_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True when the value is a version 7 UUID (order ids are v7 per the spec). */
export function isUuidV7(value: unknown): boolean {
  return typeof value === 'string' && UUID_V7_PATTERN.test(value);
}

/**
 * Whether a text from an address may be an order's id, to ask the exchange for: opaque (the
 * spec says version 7, another exchange may not; A-351), so any text but a blank one, one
 * with spaces or control characters, or one too long to be an id.
 */
export function isOrderReference(value: string): boolean {
  return value.length > 0 && value.length <= 200 && !/[\s\p{Cc}]/u.test(value);
}

/** Path `orderId` of GET /orders/{orderId}: a version 7 UUID. */
export const orderIdSchema = z.uuidv7({ error: msg('validation.orderId.invalid') });

/** One side of a pair: a crypto currency code, as cryptoCurrencySchema reads one. */
const PAIR_SIDE = `[a-zA-Z0-9]{1,${CRYPTO_CURRENCY_MAX_LENGTH}}`;
export const PAIR_PATTERN = new RegExp(`^${PAIR_SIDE}\\/${PAIR_SIDE}$`);
/** base/quote, each side 1-16 letters or digits, e.g. BTC/EUR. */
export const pairSchema = z
  .string({ error: msg('validation.pair.required') })
  .check(z.regex(PAIR_PATTERN, { error: msg('validation.pair.format') }));

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const orderSideSchema = z.enum(ORDER_SIDES, { error: msg('validation.orderSide.required') });
export type OrderSide = z.infer<typeof orderSideSchema>;

/** Whether an order's side (as answered, A-295) is one of the spec's. */
export function isOrderSide(side: string): side is OrderSide {
  return (ORDER_SIDES as readonly string[]).includes(side);
}

// Assumption A-66 (docs/assumptions.md): `limit` orders too (the exchange info lists them).
export const ORDER_TYPES = ['market', 'limit'] as const;
/** The only order state the spec names; five others exist. */
export const ORDER_STATUS_INITIATED = 'initiated';

/** Order as returned by the API; `id` is any UUID here (check isUuidV7 when it matters). */
export const cryptoOrderSchema = z.object({
  id: idSchema,
  profileId: z.optional(idSchema),
  accountIdFrom: z.optional(idSchema),
  accountIdTo: z.optional(idSchema),
  pair: z.string(),
  /** `buy` or `sell`; another side is read too, shown readably, its volume without a unit. */
  side: openEnum(ORDER_SIDES),
  /** Quote currency when buying, base currency when selling. */
  volume: z.string(),
  /** An order of a type the app does not know is read too (its type shown readably). */
  settings: z.optional(
    z.object({ type: openEnum(ORDER_TYPES), desiredPrice: z.nullish(z.string()) }),
  ),
  state: z.object({ status: z.string() }),
  createdAt: z.optional(timestampSchema),
  updatedAt: z.optional(timestampSchema),
  charge: z.nullish(z.object({ percentage: z.number(), contractId: z.optional(z.string()) })),
});
export type CryptoOrder = z.infer<typeof cryptoOrderSchema>;

export const orderTypeInfoSchema = z.object({
  /** Only `enabled` takes orders; `disabled` or any other mode (e.g. `paused`) does not. */
  mode: openEnum(['enabled', 'disabled']),
  /** Read as minimum volume in base currency (meaning not documented). */
  minvbc: z.string(),
  /** Read as minimum volume in quote currency (meaning not documented). */
  minvqc: z.string(),
});
export type OrderTypeInfo = z.infer<typeof orderTypeInfoSchema>;

export const pairInfoSchema = z.object({
  ask: z.string(),
  bid: z.string(),
  /** Read as maximum decimals in base currency (meaning not documented). */
  maxdbc: z.int(),
  /** Read as maximum decimals in quote currency (meaning not documented). */
  maxdqc: z.int(),
  orders: z.object({ market: orderTypeInfoSchema, limit: orderTypeInfoSchema }),
});
export type PairInfo = z.infer<typeof pairInfoSchema>;

/** GET /crypto-exchange/info response: pair string (e.g. BTC/EUR) to pair info. */
export const exchangeInfoSchema = z.object({ pairs: z.record(z.string(), pairInfoSchema) });
export type ExchangeInfo = z.infer<typeof exchangeInfoSchema>;

/** GET /crypto-exchange/orders response. */
export const ordersPageSchema = z.object({
  orders: readableItems(cryptoOrderSchema),
  /** null (or absent) when there is no further page. */
  // Assumption A-354 (docs/assumptions.md): an opaque cursor, sent back as received.
  pageKey: z.optional(z.union([z.string(), z.number(), z.record(z.string(), z.unknown())])),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** The most orders one page may ask for (`pageLimit`). */
export const ORDERS_PAGE_MAX = 25;

/** GET /crypto-exchange/orders query. */
export const ordersQuerySchema = z.object({
  companyId: z.optional(idSchema),
  pageSort: z.optional(z.enum(['asc', 'desc'], { error: msg('validation.sortOrder.ascDesc') })),
  pageLimit: z.optional(queryIntSchema(1, ORDERS_PAGE_MAX, 'validation.query.pageSize')),
  pageKey: z.optional(z.string().check(z.minLength(1))),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** Query of GET /orders/{orderId} and POST /orders. */
export const companyIdQuerySchema = z.object({ companyId: z.optional(idSchema) });
export type CompanyIdQuery = z.infer<typeof companyIdQuerySchema>;

// Assumption A-67 (docs/assumptions.md): a limit order needs desiredPrice.
export const orderSettingsSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('market'), desiredPrice: z.optional(decimalStringSchema) }),
    z.object({ type: z.literal('limit'), desiredPrice: decimalStringSchema }),
  ],
  { error: msg('validation.orderType.required') },
);
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

/**
 * POST /crypto-exchange/orders body: the public reference's `{pair, side, volume, settings}`,
 * nothing else (a server may refuse unknown properties).
 */
export const orderBodySchema = z.strictObject({
  pair: pairSchema,
  side: orderSideSchema,
  volume: decimalStringSchema,
  settings: orderSettingsSchema,
});

// Assumption A-122 (docs/assumptions.md): the accounts are named only when the configuration
// asks for it (`features.cryptoOrderAccounts`); otherwise the exchange decides them.
/** The body with the accounts money leaves from and arrives to (the order's own fields). */
export const orderBodyWithAccountsSchema = z.extend(orderBodySchema, {
  accountIdFrom: idSchema,
  accountIdTo: idSchema,
});

/** What the app sends: the four properties, and the two accounts when configured. */
export const createOrderBodySchema = z.union([orderBodyWithAccountsSchema, orderBodySchema]);
export type CreateOrderBody = z.infer<typeof orderBodySchema> & {
  accountIdFrom?: string;
  accountIdTo?: string;
};

/**
 * POST /crypto-exchange/orders response, as the order's id when the answer gives one: the
 * public reference shows `{order: {id}}`; `{id}` is read too, and any other 2xx answer (`{}`,
 * no body) is the order placed, its id not known (the orders list shows it once recorded).
 */
// Assumption A-353 (docs/assumptions.md): any 2xx is placed; the id is read where given.
const withId = z.object({ id: idSchema });
const wrappedOrder = z.object({ order: z.unknown() });
const idIn = (value: unknown) => {
  const read = withId.safeParse(value);
  return read.success ? read.data.id : null;
};
export const createOrderResponseSchema = z.pipe(
  z.unknown(),
  z.transform((answer: unknown): { id: string | null } => {
    const wrapped = wrappedOrder.safeParse(answer);
    return { id: (wrapped.success ? idIn(wrapped.data.order) : null) ?? idIn(answer) };
  }),
);
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;
