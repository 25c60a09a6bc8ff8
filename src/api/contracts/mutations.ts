import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../client/queries';
import { acceptClientContract, patchClientContract } from '../client/requests';
import { contractKeys } from './queries';

export interface AcceptContractVariables {
  contractId: string;
  /** Use the legacy PATCH /client/contract (configuration `features.legacyContractAccept`). */
  legacy?: boolean;
}

/**
 * Accepts a client contract: POST /v2/clients/contract-accept, or the legacy
 * PATCH /client/contract when asked. The mutation settles only after the
 * client profile has been read again, so the caller's button stays pending
 * until the profile shows the contract. The catalogue is only marked stale.
 */
export function useAcceptContractMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, legacy = false }: AcceptContractVariables) =>
      legacy ? patchClientContract({ contract: contractId }) : acceptClientContract({ contractId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: contractKeys.all, refetchType: 'none' }),
      ]),
    // A refusal means the profile read earlier is out of date (a contract was
    // accepted elsewhere, say): read it again so every screen shows the truth.
    onError: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
