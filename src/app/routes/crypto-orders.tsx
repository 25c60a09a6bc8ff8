import { PageHeader } from '../../components/ui/page-header';
import { CryptoSubnav } from '../../features/crypto/crypto-subnav';
import { OrdersList } from '../../features/crypto/orders-list';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';

registerTexts(cryptoOrdersEn);

/**
 * /crypto/orders (a company's with `?companyId=`): the party's orders, newest first, with the
 * ones placed in this session on top until the exchange returns them.
 */
export function CryptoOrdersRoute() {
  const { t } = useI18n();
  const { companyId } = useParty();

  useDocumentTitle(t('cryptoOrders.title'));

  return (
    <section className="crypto-orders-page">
      <PageHeader title={t('cryptoOrders.title')} />
      <CryptoSubnav />
      {/* Another party's orders start afresh (their own reads and rounds of polling). */}
      <OrdersList key={companyId ?? 'own'} companyId={companyId} />
    </section>
  );
}
