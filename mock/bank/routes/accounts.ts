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
import { BankError, messages } from '../bank-error';
import { createRandom, uuidV4 } from '../ids';
import { ok, validate, type RouteContext, type Router } from '../router';
import type { AccountRecord, UserState } from '../state';
import { requireClient } from './client';

/** Messages of the accounts endpoints (the spec's texts, plus marked assumptions). */
export const accountMessages = {
  quotaOver: 'Account contracts quota is over provided limits',
  companyNotFound: 'Company not found',
  companyBlocksActivation: 'Company status blocks account activation',
  // Assumption (gap): GET /v1/ext-accounts/{id} and GET /account/details/{account} errors are
  // not shown; an unknown account is 404 `Account not found`.
  accountNotFound: 'Account not found',
} as const;

/**
 * How long a newly opened account stays out of the lists. POST /v1/accounts is asynchronous
 * (public docs): the account "appears in the list later".
 */
// Assumption (gap): the delay is not documented; the mock uses 2 seconds.
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
// Assumption (gap): the provider's IBAN country per currency is not documented: GB for GBP,
// DE for everything else; BIC, bank name and the JSON keys follow the seeded accounts.
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
  // Assumption (gap): the error for another user's company on reads is not shown; the mock
  // answers 403 `Sender has no access to this account`, the spec's authorization message.
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
  if (!record) throw new BankError(404, accountMessages.accountNotFound);
  return record;
}

/** The settled balance: what is available plus what is on hold for outgoing payments. */
// Assumption (gap): `posted` (v1) is not described; the mock sends available + holding.
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
    companyId: record.companyId,
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
    // Assumption (gap): the "operation key for the next transaction" is opaque; the mock
    // sends the account's product id.
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
  // Assumption (gap): the JSON type of the money fields is not shown; the mock sends the
  // decimal strings it holds, and balance = available + pending as the public docs say.
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
  // Assumption (gap): the provider name is not documented; the mock says `mock`.
  return [{ provider: 'mock', account: record.id, bankDetails }];
}

/** Accounts allowed per currency by a contract; the first entry of a currency counts. */
// Assumption (gap): a contract could list a currency in several params; the first one wins.
function accountLimitOf(ctx: RouteContext, contractId: string, currency: string): number {
  const contract = ctx.state.contracts.find((candidate) => candidate.id === contractId);
  const limit = (contract?.params ?? [])
    .flatMap((param) => param.accountLimit ?? [])
    .find((entry) => entry.currency === currency);
  return limit?.accounts ?? 0;
}

/** GET /v1/accounts, GET /account, POST /v1/accounts, PATCH /v2/accounts, bank details. */
export function accountsRoutes(router: Router): void {
  // Assumption (gap): reads by a user without a client answer 404 `Client not found`.
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
    // Assumption (gap): POST /v1/accounts errors are not shown; a company that is not the
    // user's is 404 `Company not found` (the text PATCH /v2/accounts uses).
    if (companyId && !company) throw new BankError(404, accountMessages.companyNotFound);
    // Assumption (gap): account quotas come from the client's contract, for company accounts
    // too (counted per company): company contracts' limits are not published.
    if (!client.contract) throw new BankError(403, messages.senderNoContract);
    const allowed = accountLimitOf(ctx, client.contract, body.currency);
    // Accounts still being opened count: the bank already knows them.
    const used = ctx.user.accounts.filter(
      (record) => record.companyId === companyId && record.currency === body.currency,
    ).length;
    if (used >= allowed) throw new BankError(400, accountMessages.quotaOver);

    const stamp = ctx.now.toISOString();
    const holder = company?.name ?? [client.name, client.surname].filter(Boolean).join(' ');
    const record: OpeningAccountRecord = {
      id: uuidV4(random),
      extAccountId: uuidV4(random),
      productId: uuidV4(random),
      alias: `${body.title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${digits(4)}`,
      title: body.title,
      currency: body.currency,
      // Assumption (gap): individual accounts open `activated`; company accounts open
      // `initiated` and need PATCH /v2/accounts/{accountId} (activation).
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
    // Assumption (gap): status codes are not shown for this endpoint: 404 for an unknown
    // company, 403 for an account outside it and for a blocking company status.
    if (!company) throw new BankError(404, accountMessages.companyNotFound);
    const record = ctx.user.accounts.find(
      (candidate) =>
        candidate.id === ctx.params['accountId'] &&
        candidate.companyId === companyId &&
        isAccountVisible(candidate, ctx.now),
    );
    if (!record) throw new BankError(403, messages.senderNoAccess);
    // Assumption (gap): which company statuses block activation is not shown; any kyb other
    // than `kyb:confirmed` does.
    if (company.kyb !== 'kyb:confirmed') {
      throw new BankError(403, accountMessages.companyBlocksActivation);
    }
    // An account waiting for activation moves on to `pending`; an active one stays active.
    if (record.status === 'initiated') {
      record.status = 'pending';
      record.updatedAt = ctx.now.toISOString();
    }
    // Assumption (gap): `operation` is an opaque operation id (a UUID in the mock).
    const result: AccountActivationResult = {
      accountId: record.id,
      operation: uuidV4(random),
      status: 'pending',
    };
    return ok(result);
  });
}
