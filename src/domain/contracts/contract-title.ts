import type { Contract } from '../../api/contracts/schemas';

/** The name a person sees for a contract: its title, else its id. */
export function contractTitle(contract: Contract): string {
  return contract.title?.trim() || contract.id;
}

/** A contract can be chosen unless the API marks it unavailable. */
export function isSelectable(contract: Contract): boolean {
  return contract.available !== false;
}
