import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clientQueries } from '../client/queries';
import { useActingCompany } from '../companies/use-acting-company';
import { contractQueries } from '../contracts/queries';
import { exchangeFeeOf, type ExchangeFee } from '../../domain/crypto/exchange-fee';
import { pairCurrencies } from '../../domain/crypto/pair-rules';

/** The party's terms on the exchange, as far as the bank gives them before an order. */
export interface ExchangeTerms {
  /** The fee of an order on `pair` (its quote currency's), or that it is not known yet. */
  feeOf: (pair: string) => ExchangeFee;
}

/**
 * The exchange terms of the party (the user without `companyId`, the company acted for with
 * it): the user's contract is GET /client's `contract`, a company's its `contractId` (the
 * companies list); both looked up in GET /contracts/clients. `terms` is undefined while those
 * reads are under way. A read that fails leaves the fee not known: it never closes the exchange.
 */
export function useExchangeTerms(companyId: string | undefined): {
  terms: ExchangeTerms | undefined;
} {
  const [profile, catalogue] = useQueries({
    queries: [clientQueries.profile(), contractQueries.list()],
  });
  const company = useActingCompany(companyId);
  const party = companyId === undefined ? profile : company;
  const contractId = companyId === undefined ? profile.data?.contract : company.data?.contractId;
  const contracts = catalogue.data;
  const feeOf = useCallback(
    (pair: string) => exchangeFeeOf(contracts ?? [], contractId, pairCurrencies(pair)?.quote ?? ''),
    [contracts, contractId],
  );
  const settled = (read: { isPending: boolean }) => !read.isPending;
  return { terms: settled(party) && settled(catalogue) ? { feeOf } : undefined };
}
