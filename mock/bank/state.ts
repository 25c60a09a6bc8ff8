import type { ClientProfile } from '../../src/api/client/schemas';
import type { Company } from '../../src/api/companies/schemas';
import type { Contract } from '../../src/api/contracts/schemas';
import type { Transaction } from '../../src/api/transactions/schemas';

/**
 * The mock bank's state. One record per account holds what both the v1 list
 * and the legacy list show; amounts are decimal strings.
 */
export interface AccountRecord {
  id: string;
  extAccountId: string;
  productId: string;
  alias: string;
  title: string;
  currency: string;
  status: 'activated' | 'pending' | 'initiated';
  companyId: string | null;
  variantId: string;
  contract: string;
  createdAt: string;
  updatedAt: string;
  available: string;
  holding: string;
  pending: string;
  /** JSON text as the API sends it; may be malformed on purpose in seeds. */
  bankDetails: string;
}

export interface UserState {
  /** The `sub` of the user's access tokens (the persona login in the mock). */
  sub: string;
  client: ClientProfile | null;
  accounts: AccountRecord[];
  transactions: Transaction[];
  companies: Company[];
}

export interface BankState {
  users: Map<string, UserState>;
  /** The catalogue of client contracts (GET /contracts/clients). */
  contracts: Contract[];
}

export function emptyUser(sub: string): UserState {
  return { sub, client: null, accounts: [], transactions: [], companies: [] };
}
