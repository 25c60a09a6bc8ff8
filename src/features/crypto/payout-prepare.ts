import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { PayableWallet } from '../../api/crypto/session-wallets';
import { isWalletCurrency, type WalletCurrency } from '../../domain/crypto/wallet-address';
import { createPayoutBodySchema, type CreatePayoutBody } from '../../api/crypto/wallets';
import { formatCryptoAmount } from '../../lib/i18n/format';
import type { I18n } from '../../lib/i18n/i18n';
import { parseAmountInput, type AmountInputProblem } from '../../lib/i18n/parse-amount';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { compareDecimals, isZeroDecimal } from '../../utils/decimal';
import { cryptoWalletsEn } from '../../lib/i18n/en/crypto-wallets';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoWalletsEn);

// Assumption A-139 (docs/assumptions.md): a payout amount has at most 8 decimals (the pairs'
// base decimals, maxdbc, for BTC and ETH), is above zero, at most 36 characters and at most
// what the balance has available; the bank names no payout fee, so the amount is what leaves.
export const PAYOUT_MAX_DECIMALS = 8;
const PAYOUT_MAX_CHARACTERS = 36;

/** What the person typed, by field id (the error summary links to them). */
export interface PayoutValues {
  payoutFrom: string;
  payoutWallet: string;
  payoutAmount: string;
}
export type PayoutField = keyof PayoutValues;
export const PAYOUT_FIELDS: readonly PayoutField[] = ['payoutFrom', 'payoutWallet', 'payoutAmount'];
export const EMPTY_PAYOUT: PayoutValues = { payoutFrom: '', payoutWallet: '', payoutAmount: '' };

export interface PayoutProblem {
  field: PayoutField;
  message: string;
}

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

const AMOUNT_PROBLEMS: Record<AmountInputProblem, MessageKey> = {
  empty: 'cryptoWallets.payout.problem.amountEmpty',
  notANumber: 'cryptoWallets.payout.problem.amountNotANumber',
  tooManyDecimals: 'cryptoWallets.payout.problem.amountTooManyDecimals',
  notPositive: 'cryptoWallets.payout.problem.amountNotPositive',
  tooLong: 'cryptoWallets.payout.problem.amountTooLong',
};

/**
 * Checks the details before the review: a balance with something available, a wallet of its
 * currency registered in this visit, and an amount read in the person's locale within A-139.
 * Every problem is returned at once, each at its field.
 */
export function preparePayout(
  values: PayoutValues,
  {
    accounts,
    wallets,
    i18n,
  }: {
    accounts: readonly CombinedAccount[];
    wallets: readonly PayableWallet[];
    i18n: Pick<I18n, 't' | 'locale'>;
  },
): { ok: true; payout: PreparedPayout } | { ok: false; problems: PayoutProblem[] } {
  const { t, locale } = i18n;
  const problems: PayoutProblem[] = [];
  const account = payoutSources(accounts).find((item) => item.id === values.payoutFrom);
  if (!account)
    problems.push({ field: 'payoutFrom', message: t('cryptoWallets.payout.problem.from') });
  else if (!hasAvailable(account)) {
    problems.push({ field: 'payoutFrom', message: t('cryptoWallets.payout.problem.fromEmpty') });
  }
  const wallet = wallets.find(
    (item) => item.id === values.payoutWallet && item.currency === account?.currency,
  );
  if (!wallet)
    problems.push({ field: 'payoutWallet', message: t('cryptoWallets.payout.problem.to') });

  const amount = parseAmountInput(values.payoutAmount, locale, {
    maxDecimals: PAYOUT_MAX_DECIMALS,
    maxCharacters: PAYOUT_MAX_CHARACTERS,
  });
  const available = account?.balances?.available;
  if (!amount.ok) {
    problems.push({
      field: 'payoutAmount',
      message: t(AMOUNT_PROBLEMS[amount.reason], { decimals: PAYOUT_MAX_DECIMALS }),
    });
  } else if (
    account &&
    available !== undefined &&
    compareDecimals(amount.value, available, PAYOUT_MAX_CHARACTERS) > 0
  ) {
    problems.push({
      field: 'payoutAmount',
      message: t('cryptoWallets.payout.problem.amountTooMuch', {
        available: cryptoAmount(available, account.currency, locale),
      }),
    });
  }

  if (problems.length > 0 || !account || !wallet || !amount.ok) return { ok: false, problems };
  const currency = account.currency as WalletCurrency;
  // The request schema has the last word on the body.
  const body = createPayoutBodySchema.parse({
    walletId: wallet.id,
    amount: amount.value,
    currency,
    accountIdFrom: account.id,
  });
  return { ok: true, payout: { account, wallet, currency, amount: amount.value, body } };
}
