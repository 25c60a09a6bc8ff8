import { useQuery } from '@tanstack/react-query';
import { contractQueries } from './queries';

/**
 * What a person can be told about the contract `contractId`: its title from the catalogue
 * (GET /contracts/clients); that the catalogue holds it without a title (`unnamed`) or does
 * not hold it (`missing`: the screen then names it by the id the bank gave, as its words);
 * or that the catalogue is still being read or could not be read.
 */
export type ContractTitle =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'unnamed' }
  | { status: 'found'; title: string };

// Assumption A-144 (docs/assumptions.md): an id the catalogue lacks is not guessed withdrawn:
// the screens name it as the bank gives it.
export function useContractTitle(contractId: string): ContractTitle {
  const catalogue = useQuery(contractQueries.list());
  // A catalogue read before stays in use when reading it again fails.
  if (!catalogue.data) return catalogue.isError ? { status: 'error' } : { status: 'pending' };
  const contract = catalogue.data.find((item) => item.id === contractId);
  if (!contract) return { status: 'missing' };
  const title = contract.title?.trim();
  return title ? { status: 'found', title } : { status: 'unnamed' };
}
