import type { ClientProfile } from '../../../src/api/client/schemas';
import type { Contract } from '../../../src/api/contracts/schemas';
import type { Company } from '../../../src/api/companies/schemas';
import { BankError } from '../bank-error';
import { assertCapability, assertCompanyCapability } from '../permissions';
import type { RouteContext } from '../router';
import { isAccountVisible } from '../routes/accounts';
import { messages } from '../spec/messages';
import type { TransferFromBody } from '../spec/transfer-bodies';
import type { AccountRecord, BankState } from '../state';

export interface Sender {
  client: ClientProfile & { contract: string };
  account: AccountRecord;
  /** The company the money leaves for; null for the client's own account. */
  company: Company | null;
}

/** The contract of that id while the bank still offers it; null for a withdrawn or unknown one. */
export function offeredContract(state: BankState, id: string | null): Contract | null {
  const contract = state.contracts.find((candidate) => candidate.id === id);
  return contract && contract.available !== false ? contract : null;
}

/** Accounts per currency the contract allows (its first entry of the currency; A-33). */
function accountLimit(contract: Contract | null, currency: string): number {
  const entry = (contract?.params ?? [])
    .flatMap((param) => param.accountLimit ?? [])
    .find((limit) => limit.currency === currency);
  return entry?.accounts ?? 0;
}

/**
 * The signed-in client and the account the transfer leaves from; else the refusal is thrown.
 * Who may send money follows the app's own rule (`capabilityOf`); then the source account's
 * scope, status, contract and the contract's account quota decide.
 */
export function requireSender(ctx: RouteContext, from: TransferFromBody): Sender {
  assertCapability(ctx.user.client, 'transfer', messages.senderNotFound);
  const client = ctx.user.client;
  if (!client?.contract) throw new BankError(403, messages.senderNoContract);

  const companyId = from.type === 'company' ? from.companyId : null;
  const company = ctx.user.companies.find((candidate) => candidate.companyId === companyId);
  const ownsCompany = companyId === null || company !== undefined;
  const account = ctx.user.accounts.find(
    (record) =>
      record.id === from.accountId &&
      record.companyId === companyId &&
      isAccountVisible(record, ctx.now),
  );
  // Assumption A-88 (docs/assumptions.md): another's account or company is "no access".
  if (!ownsCompany || !account) throw new BankError(403, messages.senderNoAccess);
  // A company's money moves only when the app would offer it (its status, KYB and contract).
  if (company) assertCompanyCapability(client, company, 'transfer', messages.senderNotFound);
  if (account.status !== 'activated') throw new BankError(403, messages.accountNotActive);
  // Assumption A-89 (docs/assumptions.md): an account on a withdrawn contract may not send.
  if (!offeredContract(ctx.state, account.contract)) {
    throw new BankError(400, messages.accountContractNotAcceptable);
  }
  // Assumption A-89 (docs/assumptions.md): more accounts of the currency than the contract allows.
  const held = ctx.user.accounts.filter(
    (record) => record.companyId === companyId && record.currency === account.currency,
  ).length;
  if (held > accountLimit(offeredContract(ctx.state, client.contract), account.currency)) {
    throw new BankError(400, messages.quotaOver);
  }
  return { client: { ...client, contract: client.contract }, account, company: company ?? null };
}
