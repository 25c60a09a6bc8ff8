import { useQueries } from '@tanstack/react-query';
import { clientQueries } from '../client/queries';
import type { TransferPlane } from './schemas';
import { transferFeeRulesOf } from './fee-rules';
import { contractQueries } from './queries';

export interface TransferFeeRules {
  /** The accepted contract's rules for the currency ([] if it has none); undefined until known. */
  rules: TransferPlane[] | undefined;
  /** The accepted contract's id (GET /client's `contract`), null when there is none. */
  contractId: string | null | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The fee rules a transfer in `currency` is charged by: GET /client's `contract` looked up in
 * GET /contracts/clients, both read together (no waterfall) and shared with other screens.
 * While either is loading `rules` is undefined, never [], so no screen shows "no fee" early.
 */
export function useTransferFeeRules(currency: string): TransferFeeRules {
  const [profile, contracts] = useQueries({
    queries: [clientQueries.profile(), contractQueries.list()],
  });
  const contractId = profile.data === undefined ? undefined : (profile.data?.contract ?? null);
  // Without a contract there are no rules: the catalogue is not waited for.
  const needsList = contractId !== null;
  const failed = profile.isError || (needsList && contracts.isError);
  let rules: TransferPlane[] | undefined;
  if (contractId === null) rules = [];
  else if (contractId !== undefined && contracts.isSuccess) {
    rules = transferFeeRulesOf(contracts.data, contractId, currency);
  }
  return {
    rules,
    contractId,
    isPending: rules === undefined && !failed,
    isError: failed,
    error: profile.error ?? (needsList ? contracts.error : null),
    refetch: () => {
      if (profile.isError) void profile.refetch();
      if (contracts.isError) void contracts.refetch();
    },
  };
}
