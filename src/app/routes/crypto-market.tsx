import { describeError } from '../../api/errors';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { CryptoSubnav } from '../../features/crypto/crypto-subnav';
import { useMarketInfo } from '../../features/crypto/market-info';
import { MarketFee } from '../../features/crypto/market-fee';
import { MarketTable } from '../../features/crypto/market-table';
import { MarketUpdated } from '../../features/crypto/market-updated';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { ExchangeTerms } from '../../api/crypto/exchange-terms';
import { CryptoMarketGate } from './crypto-market-gate';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

/** The pairs, refreshed while visible, with when they were read and the party's fee. */
function Market({ terms, companyId }: { terms: ExchangeTerms; companyId: string | undefined }) {
  const { t } = useI18n();
  const { info, updatedAt, stale, visible } = useMarketInfo();
  return (
    <>
      <QueryState
        query={info}
        describeError={describeError}
        loadingLabel={t('cryptoMarket.loading')}
        // A failed refresh keeps the last prices, marked out of date.
        keepDataOnError
        isEmpty={(data) => Object.keys(data.pairs).length === 0}
        empty={<p>{t('cryptoMarket.empty')}</p>}
      >
        {(data) => (
          <>
            <MarketFee info={data} terms={terms} />
            <MarketUpdated updatedAt={updatedAt} stale={stale} visible={visible} />
            <div className="crypto-market__table-wrap">
              <MarketTable info={data} companyId={companyId} />
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * /crypto: the exchange's pairs with their prices, spreads, order types and minimums, for the
 * user or the company acted for (`?companyId=`); open while the exchange answers and the
 * party may trade (CryptoMarketGate).
 */
export function CryptoMarketRoute() {
  const { t } = useI18n();
  const { companyId } = useParty();
  useDocumentTitle(t('cryptoMarket.title'));
  return (
    <section className="crypto-market">
      <PageHeader title={t('cryptoMarket.title')} description={t('cryptoMarket.intro')} />
      <CryptoSubnav />
      <CryptoMarketGate companyId={companyId}>
        {(terms) => <Market terms={terms} companyId={companyId} />}
      </CryptoMarketGate>
    </section>
  );
}
