import type { Reading } from './readings';
import type { ClientProfile } from '../../src/api/client/schemas';
import type { Company } from '../../src/api/companies/schemas';
import type { Contract } from '../../src/api/contracts/schemas';
import type { PersistedRecipient } from '../../src/api/recipients/schemas';
import type { Transaction, TransactionStatus } from '../../src/api/transactions/schemas';
import type {
  CryptoMarketState,
  CryptoOrderRecord,
  PayoutRecord,
  WalletRecord,
} from './crypto/records';

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

/**
 * A saved recipient (GET /recipient) as the mock keeps it: what the endpoint lists, plus
 * the scope it belongs to and, for one that receives internal transfers, its account.
 */
export interface SavedRecipientRecord extends PersistedRecipient {
  companyId: string | null;
  /** The account an internal transfer to this recipient credits (null: not an internal one). */
  accountId: string | null;
}

/** A transaction's next status, due at `dueAt` (ms); the bank applies it lazily. */
export interface SettlementStep {
  dueAt: number;
  /** The user whose transaction it is. */
  sub: string;
  transactionId: string;
  status: TransactionStatus;
}

export interface UserState {
  /** The `sub` of the user's access tokens (the persona login in the mock). */
  sub: string;
  /** The sign-in email (the identity provider's `<sub>@example.com`); found by recipient search. */
  email: string | null;
  client: ClientProfile | null;
  accounts: AccountRecord[];
  transactions: Transaction[];
  companies: Company[];
  savedRecipients: SavedRecipientRecord[];
  /** Crypto orders of the user and of their companies (`companyId`). */
  cryptoOrders: CryptoOrderRecord[];
  wallets: WalletRecord[];
  payouts: PayoutRecord[];
}

export interface BankState {
  /** Which reading of the spec's gaps the bank takes (mock/bank/readings.ts). */
  reading: Reading;
  users: Map<string, UserState>;
  /** The catalogue of client contracts (GET /contracts/clients). */
  contracts: Contract[];
  /**
   * Contracts a company may hold that the client catalogue does not list (the alternate
   * reading's `BusinessContract`); the mock charges by them all the same.
   */
  businessContracts: Contract[];
  /** Status changes of transfers still to come, oldest due first. */
  settlements: SettlementStep[];
  /** The crypto exchange's prices, consistency delay and status changes to come. */
  crypto: CryptoMarketState;
}

export function emptyUser(sub: string): UserState {
  return {
    sub,
    email: sub ? `${sub}@example.com` : null,
    client: null,
    accounts: [],
    transactions: [],
    companies: [],
    savedRecipients: [],
    cryptoOrders: [],
    wallets: [],
    payouts: [],
  };
}
