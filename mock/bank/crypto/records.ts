// What the mock keeps of the crypto exchange: per user (orders, wallets and payouts of the
// user and of the companies they act for, told apart by `companyId`) and for the whole market.

/** A crypto order as the mock keeps it: the API's fields plus what the exchange needs. */
export interface CryptoOrderRecord {
  id: string;
  /** The company the order was placed for; null for the user's own. */
  companyId: string | null;
  profileId: string;
  accountIdFrom: string;
  accountIdTo: string;
  pair: string;
  side: 'buy' | 'sell';
  volume: string;
  settings: { type: 'market' | 'limit'; desiredPrice?: string };
  status: string;
  createdAt: string;
  updatedAt: string;
  /** The fee's percentage and the contract it was charged under (every order has one). */
  charge: { percentage: number; contractId: string };
  /** When reads start to see the order (ms since the epoch): eventual consistency. */
  readableAt: number;
  /** The fee, in the volume's currency, taken from the volume. */
  fee: string;
  /** Market orders: the ask (buy) or bid (sell) of the moment the order was placed. */
  price: string | null;
  /** Market orders: what the receiving account is credited on completion. */
  proceeds: string | null;
}

/** An external wallet registered with POST /crypto-exchange/wallets. */
export interface WalletRecord {
  id: string;
  companyId: string | null;
  currency: string;
  address: string;
  network: string;
  label: string | null;
  createdAt: string;
}

/** A payout sent with POST /crypto-exchange/payouts. */
export interface PayoutRecord {
  id: string;
  companyId: string | null;
  walletId: string;
  /** The account the amount was taken from. */
  accountId: string;
  amount: string;
  currency: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** A status an order or payout takes at `dueAt` (ms); applied before each request. */
export interface CryptoStep {
  dueAt: number;
  /** The user whose order or payout it is. */
  sub: string;
  kind: 'order' | 'payout';
  id: string;
  status: string;
}

/** The market as a whole: prices, and how long a new order stays unreadable. */
export interface CryptoMarketState {
  /** When set, computed prices stand still at this time (ms). */
  frozenAt: number | null;
  /** Exact prices set through the control API, per pair; they win over computed ones. */
  fixedPrices: Record<string, { ask: string; bid: string }>;
  /** How long after its creation an order is absent from reads. */
  consistencyDelayMs: number;
  /** Status changes still to come, in no particular order. */
  steps: CryptoStep[];
}

/** Default of `consistencyDelayMs`. */
export const CONSISTENCY_DELAY_MS = 2000;

export function emptyMarket(): CryptoMarketState {
  return { frozenAt: null, fixedPrices: {}, consistencyDelayMs: CONSISTENCY_DELAY_MS, steps: [] };
}
