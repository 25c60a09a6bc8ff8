import { z } from 'zod/mini';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { PayableWallet } from '../../api/crypto/session-wallets';
import { isWalletCurrency, type WalletCurrency } from '../../domain/crypto/wallet-address';
import {
  createPayoutBodySchema,
  PAYOUT_MAX_DECIMALS,
  type CreatePayoutBody,
} from '../../api/crypto/wallets';
import { DECIMAL_MAX_LENGTH } from '../../api/shared/fields';
import { encodeMessage } from '../../lib/i18n/encoded-message';
import { formatCryptoAmount } from '../../lib/i18n/format';
import { parseAmountInput, type AmountInputProblem } from '../../lib/i18n/parse-amount';
import { compareDecimals, isZeroDecimal } from '../../utils/decimal';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoWalletsEn);

// Assumption A-139 (docs/assumptions.md): a payout amount is above zero, within the request's
// limits (PAYOUT_MAX_DECIMALS, DECIMAL_MAX_LENGTH) and at most what the balance has available;
// the bank names no payout fee, so the amount is what leaves.

/** What the person typed, by field id (the error summary links to them). */
export interface PayoutValues {
  payoutFrom: string;
  payoutWallet: string;
  payoutAmount: string;
}
export type PayoutField = keyof PayoutValues;
export const PAYOUT_FIELDS: readonly PayoutField[] = ['payoutFrom', 'payoutWallet', 'payoutAmount'];
export const EMPTY_PAYOUT: PayoutValues = { payoutFrom: '', payoutWallet: '', payoutAmount: '' };

/** A payout checked and ready to review: where it leaves from, where it goes, how much. */
export interface PreparedPayout {
  account: CombinedAccount;
  wallet: PayableWallet;
  currency: WalletCurrency;
  /** The canonical decimal string sent ("0.015"). */
  amount: string;
  body: CreatePayoutBody;
}

/** The party's crypto balances a payout can leave from: activated accounts in BTC or ETH. */
export function payoutSources(accounts: readonly CombinedAccount[]): CombinedAccount[] {
  return accounts.filter(
    (account) => account.status === 'activated' && isWalletCurrency(account.currency),
  );
}

/** Whether anything can leave the account (unknown balances are left to the bank to check). */
export function hasAvailable(account: CombinedAccount): boolean {
  const available = account.balances?.available;
  return available === undefined || (!available.startsWith('-') && !isZeroDecimal(available));
}

/** A crypto amount in the locale's digits with its code ("0.015 BTC"). */
export function cryptoAmount(amount: string, currency: string, locale: string): string {
  return formatCryptoAmount(amount, currency, PAYOUT_MAX_DECIMALS, locale);
}

/** The message of a typed amount that could not be read (an encoded i18n message). */
function unreadable(reason: AmountInputProblem): string {
  switch (reason) {
    case 'empty':
      return encodeMessage('cryptoWallets.payout.problem.amountEmpty');
    case 'notANumber':
      return encodeMessage('cryptoWallets.payout.problem.amountNotANumber');
    case 'tooManyDecimals':
      return encodeMessage('cryptoWallets.payout.problem.amountTooManyDecimals', {
        decimals: PAYOUT_MAX_DECIMALS,
      });
    case 'notPositive':
      return encodeMessage('cryptoWallets.payout.problem.amountNotPositive');
    case 'tooLong':
      return encodeMessage('cryptoWallets.payout.problem.amountTooLong', {
        max: DECIMAL_MAX_LENGTH,
      });
  }
}

const payoutValuesSchema = z.object({
  payoutFrom: z.string(),
  payoutWallet: z.string(),
  payoutAmount: z.string(),
});

/** What the payout form's rules need besides the values. */
export interface PayoutFormContext {
  accounts: readonly CombinedAccount[];
  wallets: readonly PayableWallet[];
  locale: string;
}

/**
 * The payout form's rules as one zod schema over the values as typed: a balance with something
 * available, a wallet of its currency registered in this visit, and an amount read in the
 * person's locale within the payout request's limits and what is available. Every problem is
 * an issue at its field; the output is the prepared payout, whose body passes the request's own
 * schema. Messages are encoded i18n keys (the form's resolver turns them into words).
 */
export function payoutFormSchema({ accounts, wallets, locale }: PayoutFormContext) {
  return z.pipe(
    payoutValuesSchema,
    z.transform((values: z.output<typeof payoutValuesSchema>, zod): PreparedPayout => {
      let problems = 0;
      const issue = (field: PayoutField, message: string) => {
        problems += 1;
        zod.issues.push({ code: 'custom', input: values, path: [field], message });
      };
      const account = payoutSources(accounts).find((item) => item.id === values.payoutFrom);
      if (!account) issue('payoutFrom', encodeMessage('cryptoWallets.payout.problem.from'));
      else if (!hasAvailable(account)) {
        issue('payoutFrom', encodeMessage('cryptoWallets.payout.problem.fromEmpty'));
      }
      const wallet = wallets.find(
        (item) => item.id === values.payoutWallet && item.currency === account?.currency,
      );
      if (!wallet) issue('payoutWallet', encodeMessage('cryptoWallets.payout.problem.to'));

      const amount = parseAmountInput(values.payoutAmount, locale, {
        maxDecimals: PAYOUT_MAX_DECIMALS,
        maxCharacters: DECIMAL_MAX_LENGTH,
      });
      const available = account?.balances?.available;
      if (!amount.ok) issue('payoutAmount', unreadable(amount.reason));
      else if (
        account &&
        available !== undefined &&
        compareDecimals(amount.value, available, DECIMAL_MAX_LENGTH) > 0
      ) {
        issue(
          'payoutAmount',
          encodeMessage('cryptoWallets.payout.problem.amountTooMuch', {
            available: cryptoAmount(available, account.currency, locale),
          }),
        );
      }
      if (!account || !wallet || !amount.ok || problems > 0) return z.NEVER;

      const currency = account.currency as WalletCurrency;
      // The request schema has the last word on the body.
      const body = createPayoutBodySchema.safeParse({
        walletId: wallet.id,
        amount: amount.value,
        currency,
        accountIdFrom: account.id,
      });
      if (!body.success) {
        for (const { path, message } of body.error.issues) {
          issue(path[0] === 'amount' ? 'payoutAmount' : 'payoutWallet', message);
        }
        return z.NEVER;
      }
      return { account, wallet, currency, amount: amount.value, body: body.data };
    }),
  );
}
