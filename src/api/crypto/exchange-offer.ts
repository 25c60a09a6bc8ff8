/**
 * Whether the party's contract offers the crypto exchange, and at which fee (Assumption A-121,
 * docs/assumptions.md): the contract whose params carry `exchangeCharge {percentage}` offers
 * it, and that percentage is every order's fee. The user's contract is GET /client's
 * `contract`; a company's is its `contractId`; both are looked up in GET /contracts/clients.
 */
import { useQueries } from '@tanstack/react-query';
import { clientQueries } from '../client/queries';
import { useActingCompany } from '../companies/use-acting-company';
import { contractQueries } from '../contracts/queries';
import type { Contract } from '../contracts/schemas';
import { feePercentageOf } from './pair-rules';

export type ExchangeOffer =
  | {
      offered: true;
      contractId: string;
      /** The order fee in per cent of the volume, as a decimal string ("0.5"). */
      percentage: string;
    }
  | {
      offered: false;
      /** No contract at all, or a contract without the exchange. */
      reason: 'noContract' | 'notInContract';
      contractId: string | null;
    };

/** The offer of `contractId` in the catalogue (pure: the mock bank reads it the same way). */
export function exchangeOfferOf(
  contracts: readonly Contract[],
  contractId: string | null | undefined,
): ExchangeOffer {
  if (!contractId) return { offered: false, reason: 'noContract', contractId: null };
  const contract = contracts.find((item) => item.id === contractId);
  const charge = contract?.params?.find((param) => param.exchangeCharge)?.exchangeCharge;
  if (!charge) return { offered: false, reason: 'notInContract', contractId };
  return { offered: true, contractId, percentage: feePercentageOf(charge.percentage) };
}

/**
 * The exchange offer of the party (the user without `companyId`, the company with it): the
 * profile or the company, and the catalogue, read together and shared with other screens.
 * `offer` is undefined until every read has answered.
 */
export function useExchangeOffer(companyId: string | undefined) {
  const [profile, catalogue] = useQueries({
    queries: [clientQueries.profile(), contractQueries.list()],
  });
  const company = useActingCompany(companyId);
  const contractId =
    companyId === undefined
      ? profile.data === undefined
        ? undefined
        : (profile.data?.contract ?? null)
      : company.data === undefined
        ? undefined
        : (company.data?.contractId ?? null);
  const reads = companyId === undefined ? [profile, catalogue] : [company, catalogue];
  const failed = reads.find((read) => read.isError);
  const offer =
    contractId === undefined || catalogue.data === undefined
      ? undefined
      : exchangeOfferOf(catalogue.data, contractId);
  return {
    offer,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => {
      for (const read of reads) if (read.isError) void read.refetch();
    },
  };
}
