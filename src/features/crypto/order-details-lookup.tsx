import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../lib/router/link';
import { accountQueries } from '../../api/accounts/queries';
import {
  mayBeBeingRecorded,
  usePlacedOrders,
  type PlacedOrder,
} from '../../api/crypto/placed-orders';
import { cryptoQueries } from '../../api/crypto/queries';
import { isOrderReference, type CryptoOrder } from '../../api/crypto/schemas';
import { ApiError, describeError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { partyHref, paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { OrderDetails } from './order-details';
import { useBoundedPolling } from './orders-polling';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';

registerTexts(cryptoOrdersEn);

/**
 * GET /orders/{orderId}, any id but one that cannot be an order's (isOrderReference; the
 * exchange's ids are opaque), read as eventually consistent: a 404 for an order placed in this
 * session, or whose id says it was made a moment ago, means "not readable yet" — it is read
 * again every 2 s (about a minute while visible) instead of being called not found.
 * Mount it once per order id (`key`).
 */
export function useOrderLookup(orderId: string, companyId: string | undefined) {
  const query = useQuery({
    ...cryptoQueries.order(orderId, companyId),
    enabled: isOrderReference(orderId),
  });
  // An id the exchange refuses as such (400) names no order, like one that cannot be an id.
  const refused = query.error instanceof ApiError && query.error.status === 400;
  const valid = isOrderReference(orderId) && !refused;
  const placedOrders = usePlacedOrders(companyId);
  const placed = placedOrders.find((order) => order.id === orderId);
  // Whether the id was new when the page opened (not re-decided as the clock moves on).
  const [recent] = useState(() => mayBeBeingRecorded(orderId, placedOrders));
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const recording = missing && !query.data && (placed !== undefined || recent);
  const polling = useBoundedPolling(recording, () => {
    void query.refetch({ cancelRefetch: false });
  });
  const facts: CryptoOrder | PlacedOrder | undefined = query.data ?? placed;
  return { valid, query, placed, recording, missing, polling, facts };
}

export type OrderLookup = ReturnType<typeof useOrderLookup>;

/** Where the customer goes from a dead end: their orders. */
function OrdersLink({ companyId }: { companyId: string | undefined }) {
  const { t } = useI18n();
  return (
    <p>
      <Link to={partyHref(paths.cryptoOrders, companyId)}>{t('cryptoOrders.details.back')}</Link>
    </p>
  );
}

/**
 * The details page's body for each state of the look-up: an address that names no order,
 * loading, the order, an order being recorded (what was placed, and after a minute a way to
 * check again), not found, or a failure with a retry.
 */
export function OrderLookupView({
  lookup,
  companyId,
}: {
  lookup: OrderLookup;
  companyId: string | undefined;
}) {
  const { t } = useI18n();
  const accounts = useQuery(accountQueries.list(companyId));
  const { query, placed, polling } = lookup;

  if (!lookup.valid) {
    return (
      <Card as="section" className="notice" aria-labelledby="order-bad-id">
        <h2 id="order-bad-id">{t('cryptoOrders.details.badIdTitle')}</h2>
        <p>{t('cryptoOrders.details.badIdBody')}</p>
        <OrdersLink companyId={companyId} />
      </Card>
    );
  }
  if (query.data) return <OrderDetails order={query.data} accounts={accounts.data} />;
  if (lookup.recording) {
    return (
      <>
        <Card as="section" className="notice" aria-labelledby="order-recording">
          <h2 id="order-recording">
            {polling.exhausted
              ? t('cryptoOrders.recording.stillTitle')
              : t('cryptoOrders.details.recordingTitle')}
          </h2>
          <p role="status">
            {polling.exhausted
              ? t('cryptoOrders.recording.stillBody')
              : t('cryptoOrders.details.recordingBody')}
          </p>
          {polling.exhausted ? (
            <Button variant="secondary" onClick={polling.restart}>
              {t('cryptoOrders.recording.checkAgain')}
            </Button>
          ) : null}
        </Card>
        {placed ? <OrderDetails placed={placed} accounts={accounts.data} /> : null}
      </>
    );
  }
  if (query.status === 'pending') return <Loading label={t('cryptoOrders.details.loading')} />;
  if (lookup.missing) {
    return (
      <Card as="section" className="notice" aria-labelledby="order-not-found">
        <h2 id="order-not-found">{t('cryptoOrders.details.notFoundTitle')}</h2>
        <p>{t('cryptoOrders.details.notFoundBody')}</p>
        <OrdersLink companyId={companyId} />
      </Card>
    );
  }
  return (
    <ErrorMessage
      title={t('cryptoOrders.details.errorTitle')}
      error={describeError(query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}
