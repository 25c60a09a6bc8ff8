import type { ExchangeInfo } from '../../../src/api/crypto/schemas';
import { PAIRS } from '../crypto/pairs';
import { pairInfoOf } from '../crypto/prices';
import { ok, type Router } from '../router';

/** GET /crypto-exchange/info: every pair with its prices of the moment and its limits. */
export function cryptoInfoRoutes(router: Router): void {
  router.on('GET', '/crypto-exchange/info', (ctx) => {
    const info: ExchangeInfo = { pairs: {} };
    for (const definition of PAIRS) {
      info.pairs[definition.pair] = pairInfoOf(ctx.state.crypto, definition, ctx.now);
    }
    return ok(info);
  });
}
