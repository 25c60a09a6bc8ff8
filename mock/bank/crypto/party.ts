import type { ClientProfile } from '../../../src/api/client/schemas';
import type { Company } from '../../../src/api/companies/schemas';
import { BankError } from '../bank-error';
import type { RouteContext } from '../router';
import { isAccountVisible } from '../routes/accounts';
import type { AccountRecord } from '../state';
import { orderMessages, standingMessages } from './messages';
import { uuidSchema } from './spec';

// Who a crypto request is for: the signed-in user, or a company they act for (`?companyId=`).
// Orders, wallets and payouts are kept per party. The exchange serves every onboarded, active
// customer; no contract field decides it (the contract only sets the fee: ./exchange-fee.ts).

export interface CryptoParty {
  client: ClientProfile;
  /** The company acted for; null for the user's own. */
  companyId: string | null;
  company: Company | null;
  /** The order's `profileId`: the client's id, or the company's. */
  profileId: string;
}

/**
 * The party of a request, for reading: the user needs a client profile (404 `Client not
 * found`); a `companyId` that is not a uuid is 400, one of a company that is not the user's
 * 403 `Sender has no access to this account` (as the accounts do, A-34).
 */
export function readingParty(ctx: RouteContext): CryptoParty {
  const client = ctx.user.client;
  if (!client) throw new BankError(404, standingMessages.clientNotFound);
  const companyId = ctx.query.get('companyId');
  if (companyId === null) {
    return { client, companyId: null, company: null, profileId: client.client };
  }
  if (!uuidSchema.safeParse(companyId).success) {
    throw new BankError(400, orderMessages.invalidPayload);
  }
  const company = ctx.user.companies.find((candidate) => candidate.companyId === companyId);
  if (!company) throw new BankError(403, orderMessages.senderNoAccess);
  return { client, companyId, company, profileId: company.companyId };
}

/**
 * Throws unless the client is onboarded and active: a profile, an active administrative
 * status, an accepted contract, a confirmed identity check (refused as a transfer is).
 */
// Assumption A-281 (docs/assumptions.md): the exchange serves every onboarded, active customer.
function assertClientStanding(client: ClientProfile | null): void {
  if (!client) throw new BankError(404, standingMessages.clientNotFound);
  if (client.adm === 'adm:blocked' || client.adm === 'adm:suspended') {
    throw new BankError(403, standingMessages.accountNotActive);
  }
  if (!client.contract) throw new BankError(403, standingMessages.senderNoContract);
  if (client.kyc !== 'kyc:confirmed') {
    throw new BankError(403, standingMessages.accountNoProductAccess);
  }
}

/**
 * Throws unless the company may trade: active when the bank names its status, its KYB
 * confirmed, a contract of its own.
 */
function assertCompanyStanding(company: Company): void {
  if (company.adm && company.adm !== 'adm:active') {
    throw new BankError(403, standingMessages.accountNotActive);
  }
  if (company.kyb !== 'kyb:confirmed') {
    throw new BankError(403, standingMessages.accountNoProductAccess);
  }
  if (!company.contractId) throw new BankError(403, standingMessages.senderNoContract);
}

/** The party of a request that trades (orders, wallets, payouts): as for reading, and onboarded. */
export function tradingParty(ctx: RouteContext): CryptoParty {
  assertClientStanding(ctx.user.client);
  const party = readingParty(ctx);
  if (party.company) assertCompanyStanding(party.company);
  return party;
}

/** The party's accounts in `currency` that are listed now and activated, in the list's order. */
export function activeAccountsIn(
  ctx: RouteContext,
  party: CryptoParty,
  currency: string,
): AccountRecord[] {
  return ctx.user.accounts.filter(
    (record) =>
      record.companyId === party.companyId &&
      record.currency === currency &&
      record.status === 'activated' &&
      isAccountVisible(record, ctx.now),
  );
}

/**
 * The party's account of that id (listed now), or the refusal: 403 `Sender has no access to
 * this account` for one that is not the party's, 403 `Account is not active` for one not
 * activated.
 */
export function partyAccount(
  ctx: RouteContext,
  party: CryptoParty,
  accountId: string,
): AccountRecord {
  const account = ctx.user.accounts.find(
    (record) =>
      record.id === accountId &&
      record.companyId === party.companyId &&
      isAccountVisible(record, ctx.now),
  );
  if (!account) throw new BankError(403, orderMessages.senderNoAccess);
  if (account.status !== 'activated') throw new BankError(403, orderMessages.accountNotActive);
  return account;
}
