import { contractAcceptBodySchema, type ClientProfile } from '../../../src/api/client/schemas';
import { BankError, messages } from '../bank-error';
import { ok, validate, type RouteContext, type Router } from '../router';
import { withoutPersonalFields } from './client';

/**
 * The version of the client terms the mock bank currently offers.
 * Assumption (gap): `termsVersion` names the version of the terms document (a timestamp-form
 * string, like the seeded profiles'), not the moment of acceptance (that is `termsAcceptedTs`).
 */
export const CURRENT_TERMS_VERSION = '2025-01-01T00:00:00Z';

/** The signed-in user's client, for the contract endpoints (which differ in how they refuse). */
function clientOrThrow(ctx: RouteContext, status: 400 | 404, message: string): ClientProfile {
  if (!ctx.user.client) throw new BankError(status, message);
  return ctx.user.client;
}

/** GET /contracts/clients and POST /v2/clients/contract-accept. */
export function contractsRoutes(router: Router): void {
  router.on('GET', '/contracts/clients', (ctx) => {
    // Assumption (gap): the spec lists `Client initiation failed` for this endpoint without a
    // status or a cause; the mock answers it with 400 when the user has no client profile yet
    // (there is nothing to offer a contract to).
    clientOrThrow(ctx, 400, messages.clientInitiationFailed);
    // Assumption (gap): the spec also lists `The client has been already initiated` for this
    // endpoint without saying when. The catalogue stays readable after acceptance (the app reads
    // the accepted contract's accountLimit from it), so the mock answers that message only when
    // the control API injects it (a `reject` fault).
    // The whole catalogue, unavailable contracts included (the app shows them as not selectable).
    return ok(ctx.state.contracts);
  });

  router.on('POST', '/v2/clients/contract-accept', (ctx) => {
    // Assumption (gap): statuses and causes as for PATCH /client/contract and the KYC token:
    // no client → 404 `Client not found`; a client with a contract → 400 `The client has been
    // already initiated`; an unknown or unavailable contract → 400 `Client contract is not
    // acceptable`.
    const client = clientOrThrow(ctx, 404, messages.clientNotFound);
    const { contractId } = validate(contractAcceptBodySchema, ctx.body);
    if (client.contract) throw new BankError(400, messages.clientAlreadyInitiated);
    const offered = ctx.state.contracts.find((c) => c.id === contractId && c.available !== false);
    if (!offered) throw new BankError(400, messages.clientContractNotAcceptable);
    const stamp = ctx.now.toISOString();
    client.contract = offered.id;
    client.termsVersion = CURRENT_TERMS_VERSION;
    client.termsAcceptedTs = stamp;
    client.updated = stamp;
    // Assumption (gap): the response body is not shown; the mock answers 200 with the updated
    // profile without the personal fields, like PATCH /client/contract (the app accepts any
    // object or an empty body and re-reads GET /client).
    return ok(withoutPersonalFields(client));
  });
}
