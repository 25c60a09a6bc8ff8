import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import type { ExchangeInfo } from '../../api/crypto/schemas';
import { describeError } from '../../api/errors';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState, type QueryStateSource } from '../../components/ui/query-state';
import { CryptoSubnav } from '../../features/crypto/crypto-subnav';
import { useMarketInfo } from '../../features/crypto/market-info';
import { MarketUpdated } from '../../features/crypto/market-updated';
import { OrderFlow } from '../../features/crypto/order-form-flow';
import {
  EMPTY_ORDER,
  isOrderSide,
  type OrderFormValues,
} from '../../features/crypto/order-form-values';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { ExchangeTerms } from '../../api/crypto/exchange-terms';
import { useConfig } from '../../config/config-context';
import { CryptoMarketGate } from './crypto-market-gate';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

/** The prices (refreshed while visible) and the party's accounts, read together. */
function Trade({ terms, companyId }: { terms: ExchangeTerms; companyId: string | undefined }) {
  const { t } = useI18n();
  const { features } = useConfig();
  const [search, setSearch] = useSearchParams();
  const { info, updatedAt, stale, visible } = useMarketInfo();
  const { list, accounts } = useAccountsWithBalances(companyId);
  const side = search.get('side');
  const initial = useRef<OrderFormValues>({
    ...EMPTY_ORDER,
    pair: search.get('pair') ?? '',
    ...(isOrderSide(side) ? { side } : {}),
  }).current;

  // The pair and side chosen are written back to the address, replacing the entry.
  const onChoice = useCallback(
    ({ pair, side: chosen }: Pick<OrderFormValues, 'pair' | 'side'>) =>
      setSearch(
        (previous) => {
          if (previous.get('pair') === pair && previous.get('side') === chosen) return previous;
          const next = new URLSearchParams(previous);
          if (pair) next.set('pair', pair);
          else next.delete('pair');
          next.set('side', chosen);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const failed = [info, list].find((query) => query.isError);
  const loaded = info.data !== undefined && accounts !== undefined;
  const state: QueryStateSource<{ info: ExchangeInfo; accounts: CombinedAccount[] }> = {
    status: loaded ? 'success' : failed ? 'error' : 'pending',
    data: loaded ? { info: info.data, accounts } : undefined,
    error: failed?.error,
    refetch: () => {
      if (info.isError) void info.refetch();
      if (list.isError) void list.refetch();
    },
  };

  return (
    <QueryState
      query={state}
      describeError={describeError}
      loadingLabel={t('cryptoMarket.trade.loading')}
      // A failed refresh of the prices keeps the form and everything typed.
      keepDataOnError
    >
      {(data) => (
        <>
          <MarketUpdated updatedAt={updatedAt} stale={stale} visible={visible} />
          <OrderFlow
            initial={initial}
            info={data.info}
            accounts={data.accounts}
            terms={terms}
            sendAccounts={features.cryptoOrderAccounts}
            companyId={companyId}
            onChoice={onChoice}
          />
        </>
      )}
    </QueryState>
  );
}

/**
 * /crypto/trade?pair=&side=: buy or sell crypto for the user or the company acted for
 * (`?companyId=`), open while the exchange answers and the party may trade (CryptoMarketGate).
 */
export function CryptoTradeRoute() {
  const { t } = useI18n();
  const { companyId } = useParty();
  // The flow names its step once the form is shown (a more specific title).
  useDocumentTitle(t('cryptoMarket.trade.title'));
  return (
    <section className="crypto-trade">
      <PageHeader title={t('cryptoMarket.trade.title')} />
      <CryptoSubnav />
      <CryptoMarketGate companyId={companyId}>
        {(terms) => <Trade terms={terms} companyId={companyId} />}
      </CryptoMarketGate>
    </section>
  );
}
