// Crypto exchange wallets (external accounts) and payouts (transactions):
// POST /crypto-exchange/wallets, POST /crypto-exchange/payouts.
// Neither the spec nor the public docs show these bodies: everything here is an assumption.
import * as z from 'zod/mini';
import { decimalStringSchema, nonEmptyString, idSchema } from '../shared/fields';
import { msg } from '../shared/messages';

/** How many letters or digits a crypto currency code (one side of a pair) may have. */
export const CRYPTO_CURRENCY_MAX_LENGTH = 16;

/** Crypto currency code such as BTC or USDT: 1-16 letters or digits, like one side of a pair. */
export const cryptoCurrencySchema = z
  .string({ error: msg('validation.cryptoCurrency.required') })
  .check(
    z.regex(new RegExp(`^[A-Za-z0-9]{1,${CRYPTO_CURRENCY_MAX_LENGTH}}$`), {
      error: msg('validation.cryptoCurrency.format', { max: CRYPTO_CURRENCY_MAX_LENGTH }),
    }),
  );

/** The length limits of a wallet's address and label. */
export const WALLET_ADDRESS_MAX = 256;
export const WALLET_LABEL_MAX = 50;

// Assumption A-70 (docs/assumptions.md): wallet body {currency, address, network?, label?}.
export const createWalletBodySchema = z.object({
  currency: cryptoCurrencySchema,
  address: nonEmptyString(msg('validation.walletAddress.required')).check(
    z.maxLength(WALLET_ADDRESS_MAX, {
      error: msg('validation.walletAddress.tooLong', { max: WALLET_ADDRESS_MAX }),
    }),
  ),
  network: z.optional(nonEmptyString(msg('validation.network.required'))),
  label: z.optional(
    z.string().check(
      z.maxLength(WALLET_LABEL_MAX, {
        error: msg('validation.walletLabel.tooLong', { max: WALLET_LABEL_MAX }),
      }),
    ),
  ),
});
export type CreateWalletBody = z.infer<typeof createWalletBodySchema>;

// Assumption A-71 (docs/assumptions.md): any 2xx is the wallet registered (the spec shows no
// answer: `{}` or no body alike); its `id` (which a payout names the wallet by) and the other
// fields are read when present.
export const createWalletResponseSchema = z.nullish(
  z.looseObject({
    id: z.optional(z.string().check(z.minLength(1))),
    currency: z.optional(z.string()),
    address: z.optional(z.string()),
    network: z.nullish(z.string()),
    label: z.nullish(z.string()),
    createdAt: z.optional(z.string()),
  }),
);
export type CreateWalletResponse = z.infer<typeof createWalletResponseSchema>;

// Assumption A-139 (docs/assumptions.md): a payout amount has at most 8 decimals (the pairs'
// base decimals, maxdbc, for BTC and ETH), besides the 1-36 characters of every crypto amount.
export const PAYOUT_MAX_DECIMALS = 8;

// Assumption A-72 (docs/assumptions.md): payout body {walletId, amount, currency}, and
// `accountIdFrom`: the party's account in that currency the amount leaves, as an order
// names its accounts; without it, the bank takes the party's account in the currency.
export const createPayoutBodySchema = z.object({
  walletId: nonEmptyString(msg('validation.wallet.required')),
  amount: decimalStringSchema.check(
    z.refine((amount: string) => (amount.split('.')[1] ?? '').length <= PAYOUT_MAX_DECIMALS, {
      error: msg('validation.payoutAmount.decimals', { max: PAYOUT_MAX_DECIMALS }),
    }),
  ),
  currency: cryptoCurrencySchema,
  accountIdFrom: z.optional(idSchema),
});
export type CreatePayoutBody = z.infer<typeof createPayoutBodySchema>;

// Assumption A-73 (docs/assumptions.md): any object (a 2xx means the payout was taken, whatever
// else it says), with its id and status read when present.
// An answer that is not an object (no body, `null`, a text) is the payout taken too (issue 35 §4).
const payoutRecordSchema = z.looseObject({
  id: z.optional(z.string()),
  status: z.optional(z.string()),
  createdAt: z.optional(z.string()),
});
export const createPayoutResponseSchema = z.pipe(
  z.unknown(),
  z.transform((answer: unknown): z.infer<typeof payoutRecordSchema> => {
    const read = payoutRecordSchema.safeParse(answer);
    return read.success ? read.data : {};
  }),
);
export type CreatePayoutResponse = z.infer<typeof createPayoutResponseSchema>;
