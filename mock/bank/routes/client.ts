import type { ClientProfile } from '../../../src/api/client/schemas';
import { BankError } from '../bank-error';
import { createRandom, newId } from '../ids';
import { bodyOf, ok, type RouteContext, type Router } from '../router';
import { clientContractPatchBody, createClientBody, patchClientBody } from '../spec/bodies';
import { isCountryCode } from '../spec/countries';
import { messages } from '../spec/messages';

export function requireClient(ctx: RouteContext): ClientProfile {
  if (!ctx.user.client) throw new BankError(404, messages.clientNotFound);
  return ctx.user.client;
}

const random = createRandom(Date.now() % 0xffff_ffff);

/** The profile as PATCH /client/contract answers it: without the personal fields. */
export function withoutPersonalFields(client: ClientProfile) {
  const { name: _n, surname: _s, nationality: _c, birthday: _b, phone: _p, ...rest } = client;
  return rest;
}

/** GET/POST/PATCH /client and PATCH /client/contract. */
export function clientRoutes(router: Router): void {
  router.on('GET', '/client', (ctx) => ok(requireClient(ctx)));

  router.on('POST', '/client', (ctx) => {
    if (ctx.user.client) throw new BankError(400, messages.clientAlreadyInitiated);
    const body = bodyOf(ctx, createClientBody);
    const today = ctx.now.toISOString().slice(0, 10);
    // Assumption A-13 (docs/assumptions.md): unknown countries and future birthdays are invalid.
    if (!isCountryCode(body.nationality) || body.birthday > today) {
      throw new BankError(400, messages.invalidPayload);
    }
    const stamp = ctx.now.toISOString();
    ctx.user.client = {
      ...body,
      client: newId(ctx.state.reading, random),
      agent: newId(ctx.state.reading, random),
      adm: 'adm:active',
      kyc: 'kyc:unconfirmed',
      verifier: 'sumsub',
      context: 'profile',
      created: stamp,
      updated: stamp,
      contract: null,
      termsVersion: null,
      termsAcceptedTs: null,
      address: null,
    };
    // Assumption A-12 (docs/assumptions.md): 201 with the new profile.
    return ok(ctx.user.client, 201);
  });

  router.on('PATCH', '/client', (ctx) => {
    const client = requireClient(ctx);
    const { phone } = bodyOf(ctx, patchClientBody);
    client.phone = phone;
    client.updated = ctx.now.toISOString();
    // The spec: PATCH /client answers with the address object only.
    return ok(client.address ?? {});
  });

  router.on('PATCH', '/client/contract', (ctx) => {
    const client = requireClient(ctx);
    const { contract } = bodyOf(ctx, clientContractPatchBody);
    if (client.contract) throw new BankError(400, messages.clientAlreadyInitiated);
    const offered = ctx.state.contracts.find((c) => c.id === contract && c.available !== false);
    if (!offered) throw new BankError(400, messages.clientContractNotAcceptable);
    client.contract = contract;
    client.termsVersion = ctx.now.toISOString();
    client.termsAcceptedTs = ctx.now.toISOString();
    client.updated = ctx.now.toISOString();
    return ok(withoutPersonalFields(client));
  });
}
