import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Balances } from '../../domain/accounts/accounts-with-balances';
import { holdingValue, type HoldingValue } from '../../domain/crypto/holding-value';
import { isIsoCurrency } from '../../utils/currency';
import { cryptoKeys } from './keys';
import type { ExchangeInfo } from './schemas';

interface HeldAccount {
  id: string;
  currency: string;
  balances: Balances | null;
}

/**
 * What each crypto holding among `accounts` is worth at the exchange's current price (by
 * account id), in the currency the customer keeps money in (the first of their own accounts'
 * currencies that the exchange quotes). GET /crypto-exchange/info is read only while the tenant
 * offers the exchange (`offered`) and there is a holding to value; a holding without a price,
 * or an exchange that does not answer, is simply not valued.
 */
export function useHoldingValues(
  accounts: readonly HeldAccount[] | undefined,
  offered: boolean,
): ReadonlyMap<string, HoldingValue> {
  const holdings = useMemo(
    () => (accounts ?? []).filter((account) => !isIsoCurrency(account.currency)),
    [accounts],
  );
  // The same query as the market's (cryptoQueries.info), its request loaded only when asked:
  // home and the accounts carry no exchange code for the customers who hold no crypto.
  const info = useQuery({
    queryKey: cryptoKeys.info(),
    queryFn: async ({ signal }): Promise<ExchangeInfo> =>
      (await import('./requests')).getExchangeInfo(signal),
    enabled: offered && holdings.length > 0,
  });
  const pairs = info.data?.pairs;
  return useMemo(() => {
    const values = new Map<string, HoldingValue>();
    if (!pairs) return values;
    const money = [
      ...new Set(
        (accounts ?? []).map((account) => account.currency).filter((code) => isIsoCurrency(code)),
      ),
    ];
    for (const account of holdings) {
      const amount = account.balances?.available;
      const value =
        amount === undefined ? null : holdingValue(amount, account.currency, pairs, money);
      if (value) values.set(account.id, value);
    }
    return values;
  }, [accounts, holdings, pairs]);
}
