import { useParams } from 'react-router';
import { Link } from '../../lib/router/link';
import { PageHeader } from '../../components/ui/page-header';
import { CryptoSubnav } from '../../features/crypto/crypto-subnav';
import { partyHref, paths } from '../../config/routes';
import { OrderLookupView, useOrderLookup } from '../../features/crypto/order-details-lookup';
import { orderTitle } from '../../features/crypto/orders-words';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';

registerTexts(cryptoOrdersEn);

function OrderPage({ orderId, companyId }: { orderId: string; companyId: string | undefined }) {
  const i18n = useI18n();
  const { t } = i18n;
  const lookup = useOrderLookup(orderId, companyId);
  const heading = lookup.facts ? orderTitle(lookup.facts, i18n) : t('cryptoOrders.details.title');

  useDocumentTitle(`${heading} — ${t('cryptoOrders.title')}`);

  return (
    <section className="order-details__page">
      <p className="order-details__back">
        <Link to={partyHref(paths.cryptoOrders, companyId)}>{t('cryptoOrders.details.back')}</Link>
      </p>
      <PageHeader
        // Once the heading says what the order does, the line above says what this page is.
        eyebrow={lookup.facts ? t('cryptoOrders.details.title') : undefined}
        title={heading}
      />
      <CryptoSubnav />
      <OrderLookupView lookup={lookup} companyId={companyId} />
    </section>
  );
}

/**
 * /crypto/orders/:orderId (a company's with `?companyId=`): one order's details; an order
 * placed a moment ago that the exchange does not return yet is waited for, not "not found".
 */
export function CryptoOrderRoute() {
  const { orderId = '' } = useParams();
  const { companyId } = useParty();
  return (
    <OrderPage key={`${orderId} ${companyId ?? ''}`} orderId={orderId} companyId={companyId} />
  );
}
