import { z } from 'zod';
import { UUID_SHAPE } from '../ids';
import { currentReading } from '../reading-scope';

// The crypto exchange's requests as the mock reads them, written from the spec (client-api.md:
// the order resource, GET /orders' query, the limits) and the provider's public reference
// (public-docs-notes.md: the order body and `?companyId=`). Bodies the spec does not show
// (wallets, payouts) are the mock's assumptions A-70 and A-72 (docs/assumptions.md).

/** A decimal written with digits and at most one point, no sign or exponent. */
const DECIMAL = /^\d+(\.\d+)?$/;
const decimal = (max: number) => z.string().min(1).max(max).regex(DECIMAL);

/** base/quote, each 1-16 letters or digits (the spec's pattern). */
export const PAIR_PATTERN = /^[a-zA-Z0-9]{1,16}\/[a-zA-Z0-9]{1,16}$/;
/** The spec's bound of an order's volume. */
export const VOLUME_MAX_LENGTH = 36;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** An account or company id of a request: RFC-shaped (first reading) or any 8-4-4-4-12 hex. */
export const uuidSchema = z
  .string()
  .refine((value) => (currentReading() === 'alternate' ? UUID_SHAPE : UUID).test(value));
/** An order id: a version 7 uuid (the spec's order resource); any 8-4-4-4-12 hex (alternate). */
export const orderIdSchema = z
  .string()
  .refine((value) => (currentReading() === 'alternate' ? UUID_SHAPE : UUID_V7).test(value));

const settingsShape = {
  type: z.enum(['market', 'limit']),
  desiredPrice: decimal(VOLUME_MAX_LENGTH).optional(),
};

const orderShape = {
  pair: z.string().regex(PAIR_PATTERN),
  side: z.enum(['buy', 'sell']),
  volume: decimal(VOLUME_MAX_LENGTH),
};

/**
 * The first reading's body: the public reference's `{pair, side, volume, settings}`, and the
 * order resource's `accountIdFrom`/`accountIdTo` accepted when sent; other properties
 * are let through unread.
 */
export const firstOrderBodySchema = z.object({
  ...orderShape,
  settings: z.object(settingsShape),
  accountIdFrom: uuidSchema.optional(),
  accountIdTo: uuidSchema.optional(),
});

/** The alternate reading's body: exactly the public reference's properties, nothing else. */
// Assumption A-280 (docs/assumptions.md): unknown properties refused in the alternate reading.
export const strictOrderBodySchema = z.strictObject({
  ...orderShape,
  settings: z.strictObject(settingsShape),
});

export type OrderBody = z.infer<typeof firstOrderBodySchema>;

/** GET /crypto-exchange/orders: the spec's paging (pageLimit 1-25) and the company filter. */
export const ordersQuerySchema = z.object({
  companyId: uuidSchema.optional(),
  pageSort: z.enum(['asc', 'desc']).optional(),
  pageLimit: z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(1).max(25)).optional(),
  pageKey: z.string().min(1).optional(),
});

/** POST /crypto-exchange/wallets. */
export const walletBodySchema = z.object({
  currency: z.string().regex(/^[A-Za-z0-9]{1,16}$/),
  address: z.string().min(1).max(256),
  network: z.string().min(1).optional(),
  label: z.string().max(50).optional(),
});
export type WalletBody = z.infer<typeof walletBodySchema>;

/** POST /crypto-exchange/payouts. */
export const payoutBodySchema = z.object({
  walletId: z.string().min(1),
  amount: decimal(VOLUME_MAX_LENGTH),
  currency: z.string().regex(/^[A-Za-z0-9]{1,16}$/),
  accountIdFrom: uuidSchema.optional(),
});
export type PayoutBody = z.infer<typeof payoutBodySchema>;
