import { accountErrors } from '../../../src/api/accounts/errors';
import type { ClientProfile } from '../../../src/api/client/schemas';
import type { Company } from '../../../src/api/companies/schemas';
import { orderErrors } from '../../../src/api/crypto/errors';
import { uuidSchema } from '../../../src/api/shared/fields';
import { BankError } from '../bank-error';
import { assertCapability, assertCompanyCapability } from '../permissions';
import type { RouteContext } from '../router';
import { isAccountVisible } from '../routes/accounts';
import { requireClient } from '../routes/client';
import type { AccountRecord } from '../state';

// Who a crypto request is for: the signed-in user, or a company they act for (`?companyId=`).
// Orders, wallets and payouts are kept per party; the party's contract sets the exchange fee.

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
  const client = requireClient(ctx);
  const companyId = ctx.query.get('companyId');
  if (companyId === null) {
    return { client, companyId: null, company: null, profileId: client.client };
  }
  if (!uuidSchema.safeParse(companyId).success) {
    throw new BankError(400, orderErrors.invalidPayload);
  }
  const company = ctx.user.companies.find((candidate) => candidate.companyId === companyId);
  if (!company) throw new BankError(403, orderErrors.senderNoAccess);
  return { client, companyId, company, profileId: company.companyId };
}

/**
 * The party of a request that trades (orders, wallets, payouts): as for reading, and it must
 * be allowed to trade by the app's own rule (`capabilityOf` / `companyCapabilityOf`, refused
 * as a transfer is: ).
 */
export function tradingParty(ctx: RouteContext): CryptoParty {
  assertCapability(ctx.user.client, 'trade', accountErrors.clientNotFound);
  const party = readingParty(ctx);
  if (party.company) assertCompanyCapability(party.client, party.company, 'trade');
  return party;
}

/**
 * The exchange fee of the party's contract (the client's `contract`, the company's
 * `contractId`): its `exchangeCharge`. A contract without one, or no contract, does
 * not offer the exchange: 403.
 */
export function exchangeChargeOf(
  ctx: RouteContext,
  party: CryptoParty,
): { percentage: number; contractId: string } {
  const contractId = party.company ? party.company.contractId : party.client.contract;
  const contract = ctx.state.contracts.find((candidate) => candidate.id === contractId);
  const charge = contract?.params?.find((param) => param.exchangeCharge)?.exchangeCharge;
  if (!contractId || !charge) throw new BankError(403, orderErrors.exchangeNotOffered);
  return { percentage: charge.percentage, contractId };
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
  if (!account) throw new BankError(403, orderErrors.senderNoAccess);
  if (account.status !== 'activated') throw new BankError(403, orderErrors.accountNotActive);
  return account;
}
