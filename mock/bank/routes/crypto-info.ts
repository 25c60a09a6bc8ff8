import type { ExchangeInfo } from '../../../src/api/crypto/schemas';
import { PAIRS } from '../crypto/pairs';
import { quoteOf } from '../crypto/prices';
import { ok, type Router } from '../router';

/** GET /crypto-exchange/info: every pair with its prices of the moment and its limits. */
export function cryptoInfoRoutes(router: Router): void {
  router.on('GET', '/crypto-exchange/info', (ctx) => {
    const info: ExchangeInfo = { pairs: {} };
    for (const definition of PAIRS) {
      const { ask, bid } = quoteOf(ctx.state.crypto, definition, ctx.now);
      info.pairs[definition.pair] = {
        ask,
        bid,
        maxdbc: definition.maxdbc,
        maxdqc: definition.maxdqc,
        orders: { market: { ...definition.market }, limit: { ...definition.limit } },
      };
    }
    return ok(info);
  });
}
