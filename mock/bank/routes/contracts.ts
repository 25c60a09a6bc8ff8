import type { ClientProfile } from '../../../src/api/client/schemas';
import { BankError, type BankMessage } from '../bank-error';
import { bodyOf, ok, type RouteContext, type Router } from '../router';
import { contractAcceptBody } from '../spec/bodies';
import { withoutPersonalFields } from './client';
import { messages } from '../spec/messages';

/**
 * The version of the client terms the mock bank currently offers.
 * Assumption A-22 (docs/assumptions.md): the terms' version, not when they were accepted.
 */
export const CURRENT_TERMS_VERSION = '2025-01-01T00:00:00Z';

/** The signed-in user's client, for the contract endpoints (which differ in how they refuse). */
function clientOrThrow(ctx: RouteContext, status: 400 | 404, message: BankMessage): ClientProfile {
  if (!ctx.user.client) throw new BankError(status, message);
  return ctx.user.client;
}

/** GET /contracts/clients and POST /v2/clients/contract-accept. */
export function contractsRoutes(router: Router): void {
  router.on('GET', '/contracts/clients', (ctx) => {
    // Assumption A-20 (docs/assumptions.md): 400 when the user has no client yet.
    clientOrThrow(ctx, 400, messages.clientInitiationFailed);
    // Assumption A-21 (docs/assumptions.md): that message only through a `reject` fault.
    // The whole catalogue, unavailable contracts included (the app shows them as not selectable).
    return ok(ctx.state.contracts);
  });

  router.on('POST', '/v2/clients/contract-accept', (ctx) => {
    // Assumption A-19 (docs/assumptions.md): 404 without a client, else 400.
    const client = clientOrThrow(ctx, 404, messages.clientNotFound);
    const { contractId } = bodyOf(ctx, contractAcceptBody);
    if (client.contract) throw new BankError(400, messages.clientAlreadyInitiated);
    const offered = ctx.state.contracts.find((c) => c.id === contractId && c.available !== false);
    if (!offered) throw new BankError(400, messages.clientContractNotAcceptable);
    const stamp = ctx.now.toISOString();
    client.contract = offered.id;
    client.termsVersion = CURRENT_TERMS_VERSION;
    client.termsAcceptedTs = stamp;
    client.updated = stamp;
    // Assumption A-18 (docs/assumptions.md): 200 with the profile without personal fields.
    return ok(withoutPersonalFields(client));
  });
}
