import type { ClientProfile } from '../../../src/api/client/schemas';
import {
  accountActivationBodySchema,
  createAccountBodySchema,
  parseBankDetailsJson,
  type Account,
  type AccountActivationResult,
  type CreateAccountResponse,
  type DeprecatedBankDetailsResponse,
  type ExtAccount,
  type LegacyAccount,
} from '../../../src/api/accounts/schemas';
import type { Company } from '../../../src/api/companies/schemas';
import { addDecimals } from '../../../src/utils/decimal';
import { accountErrors } from '../../../src/api/accounts/errors';
import { BankError } from '../bank-error';
import { createRandom, uuidV4 } from '../ids';
import { ok, validate, type RouteContext, type Router } from '../router';
import type { AccountRecord, UserState } from '../state';
import { requireClient } from './client';

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

function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += Math.floor(random() * 10).toString();
  return out;
}

/** ISO 13616 check digits for a country and BBAN (mod 97). */
export function ibanCheckDigits(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}

/** Bank details of a new account: a GB IBAN with UK number and sort code for GBP, else DE. */
// Assumption A-77 (docs/assumptions.md): GB IBANs for GBP, DE otherwise.
function newBankDetails(currency: string, holder: string): string {
  if (currency === 'GBP') {
    const sortCode = `04${digits(4)}`;
    const accountNumber = digits(8);
    const bban = `MOCK${sortCode}${accountNumber}`;
    return JSON.stringify({
      iban: `GB${ibanCheckDigits('GB', bban)}${bban}`,
      bic: 'MOCKGB2LXXX',
      accountHolder: holder,
      bankName: 'Mock Bank UK',
      accountNumber,
      sortCode,
    });
  }
  const bban = `10010010${digits(10)}`;
  return JSON.stringify({
    iban: `DE${ibanCheckDigits('DE', bban)}${bban}`,
    bic: 'MOCKDEFFXXX',
    accountHolder: holder,
    bankName: 'Mock Bank Europe',
  });
}

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
  if (!companyOf(ctx.user, companyId)) throw new BankError(403, accountErrors.senderNoAccess);
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
  if (!record) throw new BankError(404, accountErrors.accountNotFound);
  return record;
}

/** The settled balance: what is available plus what is on hold for outgoing payments. */
// Assumption A-74 (docs/assumptions.md): posted = available + holding.
function postedOf(record: AccountRecord): string {
  return addDecimals([record.available, record.holding]);
}

function toV1(record: AccountRecord, client: ClientProfile): Account {
  return {
    id: record.id,
    alias: record.alias,
    currency: record.currency,
    pending: record.pending,
    posted: postedOf(record),
    status: record.status,
    endUserId: client.client,
    // The spec types companyId as a string: an account of no company leaves it out (not null).
    ...(record.companyId === null ? {} : { companyId: record.companyId }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    title: record.title,
    variantId: record.variantId,
    products: [{ extAccountId: record.extAccountId, id: record.productId }],
  };
}

/**
 * The legacy list types balances as JSON numbers: the decimal strings become numbers only
 * here, at the serialization edge, after `balance` was computed exactly.
 */
function toLegacy(record: AccountRecord, client: ClientProfile): LegacyAccount {
  return {
    client: client.client,
    account: record.id,
    ...(client.agent ? { agent: client.agent } : {}),
    // Assumption A-75 (docs/assumptions.md): auditor is the product id.
    auditor: record.productId,
    available: Number(record.available),
    holding: Number(record.holding),
    pending: Number(record.pending),
    balance: Number(addDecimals([record.available, record.pending])),
    title: record.title,
    currency: record.currency,
    created: record.createdAt,
    updated: record.updatedAt,
    contract: record.contract,
    status: record.status,
    bankDetails: record.bankDetails,
    variantId: record.variantId,
    alias: record.alias,
  };
}

function toExtAccount(record: AccountRecord): ExtAccount {
  // Assumption A-38 (docs/assumptions.md): decimal strings; balance = available + pending.
  return {
    id: record.extAccountId,
    accountId: record.id,
    currency: record.currency,
    status: record.status,
    available: record.available,
    holding: record.holding,
    pending: record.pending,
    balance: addDecimals([record.available, record.pending]),
    alias: record.alias,
    variantId: record.variantId,
    bankDetails: record.bankDetails,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** The `{key, value}` list of the deprecated endpoint; empty when the stored JSON is unusable. */
function toDetailsList(record: AccountRecord): DeprecatedBankDetailsResponse {
  const details = parseBankDetailsJson(record.bankDetails) ?? {};
  const bankDetails = Object.entries(details).flatMap(([key, value]) =>
    typeof value === 'string' ? [{ key, value }] : [],
  );
  // Assumption A-76 (docs/assumptions.md): the provider is `mock`.
  return [{ provider: 'mock', account: record.id, bankDetails }];
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
    const body = validate(createAccountBodySchema, ctx.body);
    const client = requireClient(ctx);
    const companyId = body.companyId ?? null;
    const company = companyId ? companyOf(ctx.user, companyId) : null;
    // Assumption A-31 (docs/assumptions.md): another user's company is 404 `Company not found`.
    if (companyId && !company) throw new BankError(404, accountErrors.companyNotFound);
    // Assumption A-32 (docs/assumptions.md): company accounts count against the client's contract.
    if (!client.contract) throw new BankError(403, accountErrors.senderNoContract);
    const allowed = accountLimitOf(ctx, client.contract, body.currency);
    // Accounts still being opened count: the bank already knows them.
    const used = ctx.user.accounts.filter(
      (record) => record.companyId === companyId && record.currency === body.currency,
    ).length;
    if (used >= allowed) throw new BankError(400, accountErrors.quotaOver);

    const stamp = ctx.now.toISOString();
    const holder = company?.name ?? [client.name, client.surname].filter(Boolean).join(' ');
    const record: OpeningAccountRecord = {
      id: uuidV4(random),
      extAccountId: uuidV4(random),
      productId: uuidV4(random),
      alias: `${body.title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${digits(4)}`,
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
    const response: CreateAccountResponse = {
      entity: 'account',
      operation: 'async',
      status: 'processed',
    };
    return ok(response, 201);
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
    const { companyId } = validate(accountActivationBodySchema, ctx.body);
    requireClient(ctx);
    const company = companyOf(ctx.user, companyId);
    // Assumption A-35 (docs/assumptions.md): 404 for an unknown company, 403 otherwise.
    if (!company) throw new BankError(404, accountErrors.companyNotFound);
    const record = ctx.user.accounts.find(
      (candidate) =>
        candidate.id === ctx.params['accountId'] &&
        candidate.companyId === companyId &&
        isAccountVisible(candidate, ctx.now),
    );
    if (!record) throw new BankError(403, accountErrors.senderNoAccess);
    // Assumption A-36 (docs/assumptions.md): any kyb other than `kyb:confirmed` blocks.
    if (company.kyb !== 'kyb:confirmed') {
      throw new BankError(403, accountErrors.companyBlocksActivation);
    }
    // An account waiting for activation moves on to `pending`; an active one stays active.
    if (record.status === 'initiated') {
      record.status = 'pending';
      record.updatedAt = ctx.now.toISOString();
    }
    // Assumption A-78 (docs/assumptions.md): the operation is a UUID.
    const result: AccountActivationResult = {
      accountId: record.id,
      operation: uuidV4(random),
      status: 'pending',
    };
    return ok(result);
  });
}
