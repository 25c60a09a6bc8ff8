// The external wallets registered in this session, per party.
// Assumption A-137 (docs/assumptions.md): the API has no way to list wallets (only POST
// /crypto-exchange/wallets), so the app knows the wallets registered since sign-in and no
// others. They live in the query cache, in memory only: a reload or a sign-out (which clears
// the cache) forgets them; the bank keeps them all the same.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { cryptoKeys } from './queries';
import type { CreateWalletBody, CreateWalletResponse } from './wallets';

export interface SessionWallet {
  /** The bank's id of the wallet, which a payout names; null when its answer gave none. */
  id: string | null;
  currency: string;
  address: string;
  network: string | undefined;
  label: string | undefined;
  /** When the bank registered it, as it answered (RFC 3339), when it did. */
  createdAt: string | undefined;
}

const scope = (companyId?: string) => companyId ?? 'own';

export const sessionWalletKeys = {
  all: () => [...cryptoKeys.all, 'sessionWallets'] as const,
  party: (companyId?: string) => [...sessionWalletKeys.all(), scope(companyId)] as const,
};

/**
 * The wallets of one party, oldest first. Nothing is fetched: a refetch (after an invalidation
 * of every crypto key, say) gives back what the cache holds, never an empty list; and the list
 * is never garbage collected while the session lasts.
 */
export function sessionWalletsQuery(companyId?: string) {
  return queryOptions({
    queryKey: sessionWalletKeys.party(companyId),
    queryFn: ({ client, queryKey }) => client.getQueryData<SessionWallet[]>(queryKey) ?? [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** A wallet a payout can name: the bank gave its id. */
export type PayableWallet = SessionWallet & { id: string };

export function isPayable(wallet: SessionWallet): wallet is PayableWallet {
  return wallet.id !== null;
}

/** What tells two registered wallets apart: the bank's id, else the currency and address. */
export function walletKey(wallet: SessionWallet): string {
  return wallet.id ?? `${wallet.currency}:${wallet.address}`;
}

/** The wallet as registered: what was sent, with the bank's id and time when it gave them. */
export function sessionWalletOf(
  body: CreateWalletBody,
  response: CreateWalletResponse,
): SessionWallet {
  return {
    id: response?.id ?? null,
    currency: body.currency,
    address: body.address,
    network: body.network,
    label: body.label || undefined,
    createdAt: response?.createdAt,
  };
}

/** Adds a newly registered wallet to its party's list (replacing the same wallet). */
export function addSessionWallet(
  client: QueryClient,
  companyId: string | undefined,
  wallet: SessionWallet,
): void {
  client.setQueryData(sessionWalletsQuery(companyId).queryKey, (known = []) => [
    ...known.filter((item) => walletKey(item) !== walletKey(wallet)),
    wallet,
  ]);
}

/** The wallets this session registered for the party. */
export function useSessionWallets(companyId: string | undefined) {
  return useQuery(sessionWalletsQuery(companyId));
}
