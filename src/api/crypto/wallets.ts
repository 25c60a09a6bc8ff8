// Crypto exchange wallets (external accounts) and payouts (transactions):
// POST /crypto-exchange/wallets, POST /crypto-exchange/payouts.
// Neither the spec nor the public docs show these bodies: everything here is an assumption.
import { z } from 'zod';
import { decimalStringSchema, nonEmptyString } from '../shared/fields';

/** Crypto currency code such as BTC or USDT: 1-16 letters or digits, like one side of a pair. */
export const cryptoCurrencySchema = z
  .string({ error: 'Choose a currency' })
  .regex(/^[A-Za-z0-9]{1,16}$/, { error: 'Enter a currency code of 1 to 16 letters or digits' });

// Assumption (gap): wallet body is {currency, address, network?, label?}.
export const createWalletBodySchema = z.object({
  currency: cryptoCurrencySchema,
  address: nonEmptyString('Enter the wallet address').max(256, {
    error: 'Enter a wallet address of at most 256 characters',
  }),
  network: nonEmptyString('Choose a network').optional(),
  label: z.string().max(50, { error: 'Enter a label of at most 50 characters' }).optional(),
});
export type CreateWalletBody = z.infer<typeof createWalletBodySchema>;

// Assumption (gap): wallet response not shown; any object, with an optional string id.
export const createWalletResponseSchema = z.looseObject({ id: z.string().optional() });
export type CreateWalletResponse = z.infer<typeof createWalletResponseSchema>;

// Assumption (gap): payout body is {walletId, amount, currency}; amount is a decimal string of 1-36 characters.
export const createPayoutBodySchema = z.object({
  walletId: nonEmptyString('Choose a wallet'),
  amount: decimalStringSchema,
  currency: cryptoCurrencySchema,
});
export type CreatePayoutBody = z.infer<typeof createPayoutBodySchema>;

// Assumption (gap): payout response not shown; any object, with an optional string id.
export const createPayoutResponseSchema = z.looseObject({ id: z.string().optional() });
export type CreatePayoutResponse = z.infer<typeof createPayoutResponseSchema>;
