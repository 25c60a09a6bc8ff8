// Crypto exchange wallets (external accounts) and payouts (transactions):
// POST /crypto-exchange/wallets, POST /crypto-exchange/payouts.
// Neither the spec nor the public docs show these bodies: everything here is an assumption.
import { z } from 'zod';
import { decimalStringSchema, nonEmptyString } from '../shared/fields';
import { msg } from '../shared/messages';

/** Crypto currency code such as BTC or USDT: 1-16 letters or digits, like one side of a pair. */
export const cryptoCurrencySchema = z
  .string({ error: msg('validation.cryptoCurrency.required') })
  .regex(/^[A-Za-z0-9]{1,16}$/, { error: msg('validation.cryptoCurrency.format') });

// Assumption A-70 (docs/assumptions.md): wallet body {currency, address, network?, label?}.
export const createWalletBodySchema = z.object({
  currency: cryptoCurrencySchema,
  address: nonEmptyString(msg('validation.walletAddress.required')).max(256, {
    error: msg('validation.walletAddress.tooLong'),
  }),
  network: nonEmptyString(msg('validation.network.required')).optional(),
  label: z
    .string()
    .max(50, { error: msg('validation.walletLabel.tooLong') })
    .optional(),
});
export type CreateWalletBody = z.infer<typeof createWalletBodySchema>;

// Assumption A-71 (docs/assumptions.md): any object, with an optional string id.
export const createWalletResponseSchema = z.looseObject({ id: z.string().optional() });
export type CreateWalletResponse = z.infer<typeof createWalletResponseSchema>;

// Assumption A-72 (docs/assumptions.md): payout body {walletId, amount, currency}.
export const createPayoutBodySchema = z.object({
  walletId: nonEmptyString(msg('validation.wallet.required')),
  amount: decimalStringSchema,
  currency: cryptoCurrencySchema,
});
export type CreatePayoutBody = z.infer<typeof createPayoutBodySchema>;

// Assumption A-73 (docs/assumptions.md): any object, with an optional string id.
export const createPayoutResponseSchema = z.looseObject({ id: z.string().optional() });
export type CreatePayoutResponse = z.infer<typeof createPayoutResponseSchema>;
