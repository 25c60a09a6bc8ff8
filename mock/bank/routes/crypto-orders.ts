import { orderErrors } from '../../../src/api/crypto/errors';
import { orderIdSchema, type CreateOrderResponse } from '../../../src/api/crypto/schemas';
import { BankError } from '../bank-error';
import { orderPage } from '../crypto/order-pages';
import {
  checkAccounts,
  checkAgainstPair,
  checkBalance,
  orderBody,
  requirePair,
} from '../crypto/order-rules';
import { isReadable, placeOrder, toApiOrder } from '../crypto/orders';
import { exchangeChargeOf, partyAccount, readingParty, tradingParty } from '../crypto/party';
import { pairInfoOf } from '../crypto/prices';
import { settleCrypto } from '../crypto/settle';
import { ok, type Router } from '../router';

/** POST /crypto-exchange/orders, GET /crypto-exchange/orders, GET /crypto-exchange/orders/{id}. */
export function cryptoOrdersRoutes(router: Router): void {
  router.beforeEach.push((ctx) => settleCrypto(ctx.state, ctx.now));

  // Assumption A-124 (docs/assumptions.md): checked in this order, the first refusal answers.
  router.on('POST', '/crypto-exchange/orders', (ctx) => {
    const body = orderBody(ctx.body);
    const party = tradingParty(ctx);
    const charge = exchangeChargeOf(ctx, party);
    const definition = requirePair(body.pair);
    const info = pairInfoOf(ctx.state.crypto, definition, ctx.now);
    checkAgainstPair(body, info);
    const from = partyAccount(ctx, party, body.accountIdFrom);
    const to = partyAccount(ctx, party, body.accountIdTo);
    checkAccounts(body, definition, from, to);
    checkBalance(body.volume, from);

    const record = placeOrder(ctx.state, ctx.user, {
      body,
      info,
      companyId: party.companyId,
      profileId: party.profileId,
      charge,
      from,
      now: ctx.now,
    });
    const answer: CreateOrderResponse = { order: { id: record.id } };
    return ok(answer, 201);
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
      throw new BankError(400, orderErrors.invalidPayload);
    }
    const party = readingParty(ctx);
    const order = ctx.user.cryptoOrders.find(
      (candidate) =>
        candidate.id === orderId.toLowerCase() &&
        candidate.companyId === party.companyId &&
        isReadable(candidate, ctx.now),
    );
    if (!order) throw new BankError(404, orderErrors.orderNotFound);
    return ok(toApiOrder(order));
  });
}
