import type { Contract } from '../../api/contracts/schemas';
import { isSelectable } from './contract-title';

/**
 * The contracts to show someone choosing one: those they can take, in the catalogue's order.
 * One the bank marks unavailable (withdrawn: `available: false`) is offered to no one; it is
 * kept only when it is in `keep`, the contract the person has just chosen and the bank
 * withdrew meanwhile, so that they see it go with its reason rather than vanish.
 */
// Assumption A-334 (docs/assumptions.md): a withdrawn contract is not listed for choosing.
export function contractsToOffer(
  catalogue: readonly Contract[],
  keep: readonly (string | null)[] = [],
): Contract[] {
  return catalogue.filter((contract) => isSelectable(contract) || keep.includes(contract.id));
}
