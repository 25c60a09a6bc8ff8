import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../api/accounts/schemas';
import { feePercentageOf, orderFee } from '../../domain/crypto/pair-rules';
import type { PlacedOrder } from '../../api/crypto/placed-orders';
import { cryptoQueries } from '../../api/crypto/queries';
import { isOrderSide, type CryptoOrder } from '../../api/crypto/schemas';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/i18n/format';
import { type I18n, registerTexts, useI18n } from '../../lib/i18n/i18n';
import { isDecimal } from '../../utils/decimal';
import { OrderStatusBadge, orderStatusMeaning } from './order-status-badge';
import { receivedText } from './order-received';
import {
  accountText,
  orderAmount,
  percentText,
  typeText,
  volumeText,
  volumeUnit,
} from './orders-words';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';

registerTexts(cryptoOrdersEn);

/**
 * The fee in words: its amount in the volume's currency when the pair's decimals are known
 * (orderFee, as the order form showed it), and the percentage of the contract it came from.
 */
function useFeeText(order: CryptoOrder, i18n: I18n): string {
  const info = useQuery(cryptoQueries.info());
  const percentage = order.charge?.percentage;
  if (percentage === undefined) return i18n.t('cryptoOrders.feeUnknown');
  const rule = i18n.t('cryptoOrders.details.feeRule', {
    percentage: percentText(percentage, i18n.locale),
  });
  const pair = info.data?.pairs[order.pair];
  const side = order.side;
  // Of a side the spec does not list the volume's currency is not known: the rule only.
  if (!pair || !isOrderSide(side) || !isDecimal(order.volume) || !Number.isFinite(percentage))
    return rule;
  const fee = orderFee({
    info: pair,
    side,
    volume: order.volume,
    feePercentage: feePercentageOf(percentage),
  });
  return i18n.t('cryptoOrders.details.feeAmount', {
    amount: orderAmount(fee, volumeUnit(order.pair, side), i18n.locale),
    percentage: percentText(percentage, i18n.locale),
  });
}

function FeeDetails({ order }: { order: CryptoOrder }) {
  const i18n = useI18n();
  return <dd>{useFeeText(order, i18n)}</dd>;
}

/** What a completed order brought (nothing for any other). */
function ReceivedDetails({
  order,
  accounts,
}: {
  order: CryptoOrder;
  accounts: readonly Account[] | undefined;
}) {
  const i18n = useI18n();
  const pair = useQuery(cryptoQueries.info()).data?.pairs[order.pair];
  const received = receivedText(order, pair, accounts, i18n);
  if (!received) return null;
  return (
    <>
      <dt>{i18n.t('cryptoOrders.details.received')}</dt>
      <dd>{received}</dd>
    </>
  );
}

function Time({ value }: { value: string }) {
  const { locale } = useI18n();
  return <time dateTime={value}>{formatDateTime(value, locale)}</time>;
}

/**
 * One order in full: status and what it means, pair, type and price, the amount with its
 * unit, the fee, the accounts by name, when it was placed and last changed, and its
 * reference. An order being recorded (`placed`) shows what was sent and says so.
 */
export function OrderDetails({
  order,
  placed,
  accounts,
}: {
  accounts: readonly Account[] | undefined;
} & ({ order: CryptoOrder; placed?: never } | { placed: PlacedOrder; order?: never })) {
  const i18n = useI18n();
  const { t } = i18n;
  const facts = order ?? placed;
  const status = order ? order.state.status : ({ recording: true } as const);
  const placedAt = order ? order.createdAt : placed.placedAt;
  const updated =
    order?.updatedAt && order.updatedAt !== order.createdAt ? order.updatedAt : undefined;
  const type = facts.settings?.type;
  // A type the spec does not list has no hint: the app cannot say how it is carried out.
  const hint =
    type === 'market'
      ? t('cryptoOrders.type.marketHint')
      : type === 'limit'
        ? t('cryptoOrders.type.limitHint')
        : null;
  return (
    <Card as="section" className="order-details" aria-labelledby="order-details-title">
      <h2 id="order-details-title">{t('cryptoOrders.details.order')}</h2>
      <dl className="details">
        <dt>{t('cryptoOrders.status.label')}</dt>
        <dd>
          <span className="details__line">
            <OrderStatusBadge status={status} />
          </span>
          <span className="details__line">{orderStatusMeaning(status, t)}</span>
        </dd>
        <dt>{t('cryptoOrders.details.pair')}</dt>
        <dd>{facts.pair}</dd>
        <dt>{t('cryptoOrders.details.type')}</dt>
        <dd>
          <span className="details__line">{typeText(facts, i18n)}</span>
          {hint ? <span className="details__line order-details__hint">{hint}</span> : null}
        </dd>
        <dt>{t('cryptoOrders.details.amount')}</dt>
        <dd>{volumeText(facts, i18n)}</dd>
        {order ? (
          <>
            <dt>{t('cryptoOrders.details.fee')}</dt>
            <FeeDetails order={order} />
            <ReceivedDetails order={order} accounts={accounts} />
          </>
        ) : null}
        {/* Accounts the order does not name (the exchange decided them, A-131) go unsaid. */}
        {facts.accountIdFrom || facts.accountIdTo ? (
          <>
            <dt>{t('cryptoOrders.details.from')}</dt>
            <dd>{accountText(facts.accountIdFrom, accounts, i18n) ?? t('app.loading')}</dd>
            <dt>{t('cryptoOrders.details.to')}</dt>
            <dd>{accountText(facts.accountIdTo, accounts, i18n) ?? t('app.loading')}</dd>
          </>
        ) : null}
        {placedAt ? (
          <>
            <dt>{t('cryptoOrders.details.placed')}</dt>
            <dd>
              <Time value={placedAt} />
            </dd>
          </>
        ) : null}
        {updated ? (
          <>
            <dt>{t('cryptoOrders.details.updated')}</dt>
            <dd>
              <Time value={updated} />
            </dd>
          </>
        ) : null}
        <dt>{t('cryptoOrders.details.reference')}</dt>
        <dd>
          <span className="details__line order-details__reference">{facts.id}</span>
          <span className="details__line order-details__hint">
            {t('cryptoOrders.details.referenceHint')}
          </span>
        </dd>
      </dl>
    </Card>
  );
}
