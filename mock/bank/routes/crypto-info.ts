import { pairsOf } from '../crypto/pairs';
import { pairInfoOf, type PairInfoAnswer } from '../crypto/prices';
import { ok, type Router } from '../router';

/**
 * GET /crypto-exchange/info: every pair with its prices of the moment and its limits (the
 * alternate reading lists one more, quoted at 4 decimals: A-283).
 */
export function cryptoInfoRoutes(router: Router): void {
  router.on('GET', '/crypto-exchange/info', (ctx) => {
    const info: { pairs: Record<string, PairInfoAnswer> } = { pairs: {} };
    for (const definition of pairsOf(ctx.state.reading)) {
      info.pairs[definition.pair] = pairInfoOf(ctx.state.crypto, definition, ctx.now);
    }
    return ok(info);
  });
}
