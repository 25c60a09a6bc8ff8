import { BankError } from '../bank-error';
import { payoutMessages } from '../crypto/messages';
import { activeAccountsIn, partyAccount, tradingParty, type CryptoParty } from '../crypto/party';
import { checkPayoutAmount, placePayout, toApiPayout } from '../crypto/payouts';
import { payoutBodySchema, walletBodySchema } from '../crypto/spec';
import { registerWallet, toApiWallet } from '../crypto/wallets';
import { ok, validate, type RouteContext, type Router } from '../router';

/**
 * A 201's body: what the first reading answers; in the alternate one `{}` for a wallet and no
 * body at all for a payout (the spec shows no body for either endpoint, so a client must take
 * any 2xx as done, with or without a body).
 */
// Assumption A-285 (docs/assumptions.md): wallets and payouts answered with an empty object;
// the alternate reading's payout with an empty body (docs/mock-control-api.md).
function created(ctx: RouteContext, body: unknown, alternate: 'empty object' | 'no body') {
  if (ctx.state.reading !== 'alternate') return ok(body, 201);
  return alternate === 'no body' ? { status: 201 } : ok({}, 201);
}

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
      throw new BankError(400, payoutMessages.accountCurrencyMismatch);
    }
    return account;
  }
  const [account] = activeAccountsIn(ctx, party, currency);
  if (!account) throw new BankError(404, payoutMessages.accountNotFound);
  return account;
}

/** POST /crypto-exchange/wallets and POST /crypto-exchange/payouts (their bodies: ). */
export function cryptoWalletsRoutes(router: Router): void {
  router.on('POST', '/crypto-exchange/wallets', (ctx) => {
    const body = validate(walletBodySchema, ctx.body);
    const party = tradingParty(ctx);
    const wallet = registerWallet(ctx.user, party.companyId, body, ctx.now, ctx.state.reading);
    return created(ctx, toApiWallet(wallet), 'empty object');
  });

  // Assumption A-127 (docs/assumptions.md): checked in this order, the first refusal answers.
  router.on('POST', '/crypto-exchange/payouts', (ctx) => {
    const body = validate(payoutBodySchema, ctx.body);
    const party = tradingParty(ctx);
    const wallet = ctx.user.wallets.find(
      (candidate) => candidate.id === body.walletId && candidate.companyId === party.companyId,
    );
    if (!wallet) throw new BankError(404, payoutMessages.walletNotFound);
    if (wallet.currency !== body.currency)
      throw new BankError(400, payoutMessages.currencyMismatch);
    checkPayoutAmount(body.amount, body.currency, ctx.state.reading);
    const account = payingAccount(ctx, party, body.currency, body.accountIdFrom);
    const payout = placePayout(
      ctx.state,
      ctx.user,
      { body, companyId: party.companyId, accountId: account.id },
      account,
      ctx.now,
    );
    return created(ctx, toApiPayout(payout), 'no body');
  });
}
