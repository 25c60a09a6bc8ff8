import { BankError } from '../bank-error';
import { chargeOf } from '../crypto/exchange-fee';
import { orderMessages } from '../crypto/messages';
import { orderAccounts, receivingAccount } from '../crypto/order-accounts';
import { orderPage } from '../crypto/order-pages';
import { checkAgainstPair, checkBalance, orderBody, requirePair } from '../crypto/order-rules';
import { isReadable, placeOrder, toApiOrder } from '../crypto/orders';
import { readingParty, tradingParty } from '../crypto/party';
import { quoteOf } from '../crypto/prices';
import { settleCrypto } from '../crypto/settle';
import { orderIdSchema } from '../crypto/spec';
import { ok, type Router } from '../router';

/** POST /crypto-exchange/orders, GET /crypto-exchange/orders, GET /crypto-exchange/orders/{id}. */
export function cryptoOrdersRoutes(router: Router): void {
  router.beforeEach.push((ctx) => settleCrypto(ctx.state, ctx.now));

  // Assumption A-124 (docs/assumptions.md): checked in this order, the first refusal answers.
  router.on('POST', '/crypto-exchange/orders', (ctx) => {
    const { reading } = ctx.state;
    const body = orderBody(ctx.body, reading);
    const party = tradingParty(ctx);
    const definition = requirePair(body.pair, reading);
    checkAgainstPair(body, definition);
    const accounts = orderAccounts(ctx, party, body, definition);
    checkBalance(body.volume, accounts.from);

    const record = placeOrder(ctx.state, ctx.user, {
      body,
      definition,
      quote: quoteOf(ctx.state.crypto, definition, ctx.now),
      companyId: party.companyId,
      profileId: party.profileId,
      charge: chargeOf(ctx, party, definition.quote),
      from: accounts.from,
      to: receivingAccount(ctx, party, body, definition, accounts.to),
      now: ctx.now,
    });
    // The alternate reading answers `{}` (the spec shows no body; docs/mock-control-api.md).
    if (reading === 'alternate') return ok({}, 201);
    // Assumption A-282 (docs/assumptions.md): the answer names the fee charged, as reads do.
    return ok({ order: { id: record.id, charge: { ...record.charge } } }, 201);
  });

  router.on('GET', '/crypto-exchange/orders', (ctx) => {
    const party = readingParty(ctx);
    const orders = ctx.user.cryptoOrders.filter((order) => order.companyId === party.companyId);
    return ok(orderPage(orders, ctx.query, ctx.now));
  });

  // Assumption A-126 (docs/assumptions.md): an order not readable yet is 404 like an unknown one.
  router.on('GET', '/crypto-exchange/orders/:orderId', (ctx) => {
    const orderId = ctx.params['orderId'] ?? '';
    if (!orderIdSchema.safeParse(orderId).success) {
      throw new BankError(400, orderMessages.invalidPayload);
    }
    const party = readingParty(ctx);
    const order = ctx.user.cryptoOrders.find(
      (candidate) =>
        candidate.id === orderId.toLowerCase() &&
        candidate.companyId === party.companyId &&
        isReadable(candidate, ctx.now),
    );
    if (!order) throw new BankError(404, orderMessages.orderNotFound);
    return ok(toApiOrder(order));
  });
}
