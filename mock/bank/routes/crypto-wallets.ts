import { payoutErrors } from '../../../src/api/crypto/errors';
import { createPayoutBodySchema, createWalletBodySchema } from '../../../src/api/crypto/schemas';
import { BankError } from '../bank-error';
import { exchangeChargeOf, partyAccount, tradingParty, type CryptoParty } from '../crypto/party';
import { checkPayoutAmount, placePayout, toApiPayout } from '../crypto/payouts';
import { registerWallet, toApiWallet } from '../crypto/wallets';
import { isAccountVisible } from './accounts';
import { ok, validate, type RouteContext, type Router } from '../router';

/**
 * The account a payout leaves: `accountIdFrom` when given (the party's, activated, in the
 * currency), else the party's first activated account in the currency.
 */
// Assumption A-139 (docs/assumptions.md): without accountIdFrom, the party's account in the currency.
function payingAccount(
  ctx: RouteContext,
  party: CryptoParty,
  currency: string,
  accountIdFrom: string | undefined,
) {
  if (accountIdFrom !== undefined) {
    const account = partyAccount(ctx, party, accountIdFrom);
    if (account.currency !== currency) {
      throw new BankError(400, payoutErrors.accountCurrencyMismatch);
    }
    return account;
  }
  const account = ctx.user.accounts.find(
    (record) =>
      record.companyId === party.companyId &&
      record.currency === currency &&
      record.status === 'activated' &&
      isAccountVisible(record, ctx.now),
  );
  if (!account) throw new BankError(404, payoutErrors.accountNotFound);
  return account;
}

/** POST /crypto-exchange/wallets and POST /crypto-exchange/payouts (their bodies: ). */
export function cryptoWalletsRoutes(router: Router): void {
  router.on('POST', '/crypto-exchange/wallets', (ctx) => {
    const body = validate(createWalletBodySchema, ctx.body);
    const party = tradingParty(ctx);
    exchangeChargeOf(ctx, party);
    const wallet = registerWallet(ctx.user, party.companyId, body, ctx.now);
    return ok(toApiWallet(wallet), 201);
  });

  // Assumption A-127 (docs/assumptions.md): checked in this order, the first refusal answers.
  router.on('POST', '/crypto-exchange/payouts', (ctx) => {
    const body = validate(createPayoutBodySchema, ctx.body);
    const party = tradingParty(ctx);
    exchangeChargeOf(ctx, party);
    const wallet = ctx.user.wallets.find(
      (candidate) => candidate.id === body.walletId && candidate.companyId === party.companyId,
    );
    if (!wallet) throw new BankError(404, payoutErrors.walletNotFound);
    if (wallet.currency !== body.currency) throw new BankError(400, payoutErrors.currencyMismatch);
    checkPayoutAmount(body.amount, body.currency);
    const account = payingAccount(ctx, party, body.currency, body.accountIdFrom);
    const payout = placePayout(
      ctx.state,
      ctx.user,
      { body, companyId: party.companyId, accountId: account.id },
      account,
      ctx.now,
    );
    return ok(toApiPayout(payout), 201);
  });
}
