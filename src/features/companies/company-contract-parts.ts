import type { ComponentType } from 'react';
import type { Contract } from '../../api/contracts/schemas';

// The client's contract pieces that the company's step shows too; its route screen passes them
// (a feature never imports another).

/** What a contract allows and costs. */
export type ContractTerms = ComponentType<{ contract: Contract }>;

/** The contracts side by side, each with its "Choose …" button. */
export type ContractCatalogue = ComponentType<{
  contracts: readonly Contract[];
  onChoose: (contractId: string) => void;
  /** The contract whose "Choose" button gets focus when the list comes back. */
  returnFocusTo: string | null;
  intro?: string;
}>;
