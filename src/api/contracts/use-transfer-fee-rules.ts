import { useQueries } from '@tanstack/react-query';
import { clientQueries } from '../client/queries';
import { useActingCompany } from '../companies/use-acting-company';
import { transferFeeTermsOf, type TransferKind } from '../../domain/contracts/fee-rules';
import type { TransferPlane } from './schemas';
import { contractQueries } from './queries';

export type { TransferKind } from '../../domain/contracts/fee-rules';

/** What the app knows of the fee rules of one transfer before it is sent. */
export type TransferFeeRules =
  /** Still reading the profile (or company) and the catalogue. */
  | { status: 'pending' }
  /** A read failed: the fee is not known until it is read again. */
  | { status: 'error'; error: unknown; retry: () => void }
  /** No terms can be read: no contract, or one the catalogue does not list. */
  | { status: 'noTerms'; contractId: string | null }
  /** The contract's rules for the transfer's currency ([] = none) and whether an estimate. */
  | { status: 'success'; contractId: string; rules: TransferPlane[]; estimate: boolean };

export interface TransferFeeRulesInput {
  kind: TransferKind;
  currency: string;
  /** The company acted for; undefined when the customer sends for themselves. */
  companyId: string | undefined;
}

/**
 * The fee rules a transfer is charged by: the contract of the party that sends it — the
 * company acted for (its `contractId` in GET /v2/companies) or the customer (GET /client's
 * `contract`) — looked up in GET /contracts/clients, read together (no waterfall) and shared
 * with other screens. Never "no rules" while something is still being read.
 *
 * Assumption A-217 (docs/assumptions.md): a company's contract is one of the same catalogue;
 * one it does not list has terms the app cannot read (the fee is then not known).
 */
export function useTransferFeeRules({
  kind,
  currency,
  companyId,
}: TransferFeeRulesInput): TransferFeeRules {
  const forCompany = companyId !== undefined;
  const [profile, contracts] = useQueries({
    queries: [{ ...clientQueries.profile(), enabled: !forCompany }, contractQueries.list()],
  });
  const company = useActingCompany(companyId);
  const party = forCompany ? company : profile;

  // undefined while unknown; null with no contract (or a company not among the user's).
  const data = forCompany ? company.data : profile.data;
  const named = forCompany ? company.data?.contractId : profile.data?.contract;
  const contractId = data === undefined ? undefined : named || null;

  const retry = () => {
    if (party.isError) void party.refetch();
    if (contracts.isError) void contracts.refetch();
  };
  if (party.isError) return { status: 'error', error: party.error, retry };
  if (contractId === undefined) return { status: 'pending' };
  if (contractId === null) return { status: 'noTerms', contractId: null };
  if (contracts.isError) return { status: 'error', error: contracts.error, retry };
  if (!contracts.isSuccess) return { status: 'pending' };
  const contract = contracts.data.find((item) => item.id === contractId);
  if (!contract) return { status: 'noTerms', contractId };
  return { status: 'success', contractId, ...transferFeeTermsOf(contract, kind, currency) };
}
