import {
  clientContractPatchBodySchema,
  createClientBodySchema,
  patchClientBodySchema,
  type ClientProfile,
} from '../../../src/api/client/schemas';
import { isCountryAlpha3 } from '../../../src/lib/i18n/countries';
import { clientErrors } from '../../../src/api/client/errors';
import { BankError } from '../bank-error';
import { createRandom, uuidV4 } from '../ids';
import { ok, validate, type RouteContext, type Router } from '../router';

export function requireClient(ctx: RouteContext): ClientProfile {
  if (!ctx.user.client) throw new BankError(404, clientErrors.notFound);
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
    if (ctx.user.client) throw new BankError(400, clientErrors.alreadyInitiated);
    const body = validate(createClientBodySchema, ctx.body);
    const today = ctx.now.toISOString().slice(0, 10);
    // Assumption A-13 (docs/assumptions.md): unknown countries and future birthdays are invalid.
    if (!isCountryAlpha3(body.nationality) || body.birthday > today) {
      throw new BankError(400, clientErrors.invalidPayload);
    }
    const stamp = ctx.now.toISOString();
    ctx.user.client = {
      ...body,
      client: uuidV4(random),
      agent: uuidV4(random),
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
    const { phone } = validate(patchClientBodySchema, ctx.body);
    client.phone = phone;
    client.updated = ctx.now.toISOString();
    // The spec: PATCH /client answers with the address object only.
    return ok(client.address ?? {});
  });

  router.on('PATCH', '/client/contract', (ctx) => {
    const client = requireClient(ctx);
    const { contract } = validate(clientContractPatchBodySchema, ctx.body);
    if (client.contract) throw new BankError(400, clientErrors.alreadyInitiated);
    const offered = ctx.state.contracts.find((c) => c.id === contract && c.available !== false);
    if (!offered) throw new BankError(400, clientErrors.contractNotAcceptable);
    client.contract = contract;
    client.termsVersion = ctx.now.toISOString();
    client.termsAcceptedTs = ctx.now.toISOString();
    client.updated = ctx.now.toISOString();
    return ok(withoutPersonalFields(client));
  });
}
