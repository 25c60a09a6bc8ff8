import type { AccountActivationResult } from '../../../src/api/accounts/schemas';
import type { Company } from '../../../src/api/companies/schemas';
import { BankError, mockMessages } from '../bank-error';
import { assertCompanyCapability, requireCapability } from '../permissions';
import { createRandom, newId } from '../ids';
import { bodyOf, ok, type RouteContext, type Router } from '../router';
import { accountActivationBody, createAccountBody } from '../spec/bodies';
import type { AccountRecord, UserState } from '../state';
import { newBankDetails, randomDigits } from './account-bank-details';
import { toDetailsList, toExtAccount, toLegacy, toV1 } from './account-views';
import { requireClient } from './client';
import { messages } from '../spec/messages';

/**
 * How long a newly opened account stays out of the lists. POST /v1/accounts is asynchronous
 * (public docs): the account "appears in the list later".
 */
// Assumption A-30 (docs/assumptions.md): the account is listed 2 s after the 201.
export const ACCOUNT_OPENING_DELAY_MS = 2000;

/**
 * An account record, possibly opened through POST /v1/accounts and still being provisioned:
 * `visibleAfter` is when it appears. Kept on the record itself (not in module state), so a
 * reset drops it with the rest of the state and visibility is computed lazily from the clock.
 */
type OpeningAccountRecord = AccountRecord & { visibleAfter?: string };

export function isAccountVisible(record: OpeningAccountRecord, now: Date): boolean {
  return record.visibleAfter === undefined || Date.parse(record.visibleAfter) <= now.getTime();
}

const random = createRandom(Date.now() % 0xffff_ffff);

/** The user's company with this id; null when the user has none such. */
function companyOf(user: UserState, companyId: string): Company | null {
  return user.companies.find((company) => company.companyId === companyId) ?? null;
}

/**
 * The scope a read asks for: without `companyId`, the user's own (non-company) accounts;
 * with it, that company's accounts, when the company is the user's.
 */
function scopeOf(ctx: RouteContext): { companyId: string | null } {
  const companyId = ctx.query.get('companyId');
  if (!companyId) return { companyId: null };
  // Assumption A-34 (docs/assumptions.md): another user's company is 403.
  if (!companyOf(ctx.user, companyId)) throw new BankError(403, messages.senderNoAccess);
  return { companyId };
}

function visibleAccounts(ctx: RouteContext, companyId: string | null): AccountRecord[] {
  return ctx.user.accounts.filter(
    (record) => record.companyId === companyId && isAccountVisible(record, ctx.now),
  );
}

function findVisible(ctx: RouteContext, match: (record: AccountRecord) => boolean): AccountRecord {
  const record = ctx.user.accounts.find(
    (candidate) => match(candidate) && isAccountVisible(candidate, ctx.now),
  );
  if (!record) throw new BankError(404, mockMessages.accountNotFound);
  return record;
}

/** Accounts allowed per currency by a contract; the first entry of a currency counts. */
// Assumption A-33 (docs/assumptions.md): a currency listed twice: the first entry counts.
function accountLimitOf(ctx: RouteContext, contractId: string, currency: string): number {
  const contract = ctx.state.contracts.find((candidate) => candidate.id === contractId);
  const limit = (contract?.params ?? [])
    .flatMap((param) => param.accountLimit ?? [])
    .find((entry) => entry.currency === currency);
  return limit?.accounts ?? 0;
}

/** GET /v1/accounts, GET /account, POST /v1/accounts, PATCH /v2/accounts, bank details. */
export function accountsRoutes(router: Router): void {
  // Assumption A-34 (docs/assumptions.md): reads without a client are 404 `Client not found`.
  router.on('GET', '/v1/accounts', (ctx) => {
    const client = requireClient(ctx);
    const { companyId } = scopeOf(ctx);
    return ok(visibleAccounts(ctx, companyId).map((record) => toV1(record, client)));
  });

  router.on('GET', '/account', (ctx) => {
    const client = requireClient(ctx);
    const { companyId } = scopeOf(ctx);
    return ok(visibleAccounts(ctx, companyId).map((record) => toLegacy(record, client)));
  });

  router.on('POST', '/v1/accounts', (ctx) => {
    const body = bodyOf(ctx, createAccountBody);
    // Refused unless the app would offer it (profile, active, contract, identity confirmed).
    const client = requireCapability(ctx, 'openAccount');
    const companyId = body.companyId ?? null;
    const company = companyId ? companyOf(ctx.user, companyId) : null;
    // Assumption A-31 (docs/assumptions.md): another user's company is 404 `Company not found`.
    if (companyId && !company) throw new BankError(404, messages.companyNotFound);
    // Refused unless the app would offer it for the company too (its status, KYB and contract).
    if (company) assertCompanyCapability(client, company, 'openAccount');
    // Assumption A-32 (docs/assumptions.md): company accounts count against the client's contract.
    if (!client.contract) throw new BankError(403, messages.senderNoContract);
    const allowed = accountLimitOf(ctx, client.contract, body.currency);
    // Accounts still being opened count: the bank already knows them.
    const used = ctx.user.accounts.filter(
      (record) => record.companyId === companyId && record.currency === body.currency,
    ).length;
    if (used >= allowed) throw new BankError(400, messages.quotaOver);

    const stamp = ctx.now.toISOString();
    const holder = company?.name ?? [client.name, client.surname].filter(Boolean).join(' ');
    const record: OpeningAccountRecord = {
      id: newId(ctx.state.reading, random),
      extAccountId: newId(ctx.state.reading, random),
      productId: newId(ctx.state.reading, random),
      alias: `${body.title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${randomDigits(4)}`,
      title: body.title,
      currency: body.currency,
      // Assumption A-30 (docs/assumptions.md): company accounts open `initiated`.
      status: company ? 'initiated' : 'activated',
      companyId,
      variantId: body.variantId ?? 'standard',
      contract: client.contract,
      createdAt: stamp,
      updatedAt: stamp,
      available: '0.00',
      holding: '0.00',
      pending: '0.00',
      bankDetails: newBankDetails(body.currency, holder),
      visibleAfter: new Date(ctx.now.getTime() + ACCOUNT_OPENING_DELAY_MS).toISOString(),
    };
    ctx.user.accounts.push(record);
    // Assumption A-256 (docs/assumptions.md): the spec shows no answer. First reading: the
    // public reference's; alternate: an empty object (the account appears in the list later).
    if (ctx.state.reading === 'alternate') return ok({}, 201);
    return ok({ entity: 'account', operation: 'async', status: 'processed' }, 201);
  });

  router.on('GET', '/v1/ext-accounts/:extAccountId', (ctx) => {
    requireClient(ctx);
    const { extAccountId } = ctx.params;
    return ok(toExtAccount(findVisible(ctx, (record) => record.extAccountId === extAccountId)));
  });

  // Deprecated; GET /v1/ext-accounts/{extAccountId} replaces it.
  router.on('GET', '/account/details/:account', (ctx) => {
    requireClient(ctx);
    const { companyId } = scopeOf(ctx);
    const { account } = ctx.params;
    return ok(
      toDetailsList(
        findVisible(ctx, (record) => record.id === account && record.companyId === companyId),
      ),
    );
  });

  router.on('PATCH', '/v2/accounts/:accountId', (ctx) => {
    const { companyId } = bodyOf(ctx, accountActivationBody);
    const client = requireCapability(ctx, 'activateAccount');
    const company = companyOf(ctx.user, companyId);
    // Assumption A-35 (docs/assumptions.md): 404 for an unknown company, 403 otherwise.
    if (!company) throw new BankError(404, messages.companyNotFound);
    const record = ctx.user.accounts.find(
      (candidate) =>
        candidate.id === ctx.params['accountId'] &&
        candidate.companyId === companyId &&
        isAccountVisible(candidate, ctx.now),
    );
    if (!record) throw new BankError(403, messages.senderNoAccess);
    // Assumptions A-36 and A-113 (docs/assumptions.md): any kyb other than `kyb:confirmed`
    // blocks, and so do a status other than active and a missing contract (the app's rule).
    assertCompanyCapability(client, company, 'activateAccount');
    // An account waiting for activation moves on to `pending`; an active one stays active.
    if (record.status === 'initiated') {
      record.status = 'pending';
      record.updatedAt = ctx.now.toISOString();
    }
    // Assumption A-78 (docs/assumptions.md): the operation is a UUID.
    const result: AccountActivationResult = {
      accountId: record.id,
      operation: newId(ctx.state.reading, random),
      status: 'pending',
    };
    return ok(result);
  });
}
