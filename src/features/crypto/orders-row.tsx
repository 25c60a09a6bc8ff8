import { Link } from 'react-router';
import type { Account } from '../../api/accounts/schemas';
import type { CryptoOrder } from '../../api/crypto/schemas';
import { cryptoOrderHref } from '../../config/routes';
import { formatDateTime } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { OrderStatusBadge } from './order-status-badge';
import type { PlacedOrder } from '../../api/crypto/placed-orders';
import { accountText, feeText, orderTitle, typeText, volumeText } from './orders-words';

export type OrdersRowProps = {
  accounts: readonly Account[] | undefined;
  companyId: string | undefined;
} & ({ order: CryptoOrder; placed?: never } | { placed: PlacedOrder; order?: never });

/**
 * One order of the list: side and pair (a link to its details), the volume with its unit,
 * the status in words, type and price, fee, accounts and when it was placed. An order being
 * recorded shows what was placed and says so instead of a status.
 */
export function OrdersRow({ order, placed, accounts, companyId }: OrdersRowProps) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const facts = order ?? placed;
  const time = order ? order.createdAt : placed.placedAt;
  const title = orderTitle(facts, i18n);
  const volume = volumeText(facts, i18n);
  const timeText = time ? t('cryptoOrders.placedAt', { time: formatDateTime(time, locale) }) : '';
  const from = accountText(facts.accountIdFrom, accounts, i18n);
  const to = accountText(facts.accountIdTo, accounts, i18n);
  return (
    <li className={`orders-row${placed ? ' orders-row--recording' : ''}`}>
      <h2 className="orders-row__title">
        {/* Named with its amount and time too: the rows' titles alone repeat ("Buy BTC/EUR"). */}
        <Link
          to={cryptoOrderHref(facts.id, companyId)}
          aria-label={[title, volume, timeText].filter(Boolean).join(', ')}
        >
          {title}
        </Link>
      </h2>
      <p className="orders-row__volume">{volume}</p>
      <p className="orders-row__status">
        <OrderStatusBadge status={order ? order.state.status : { recording: true }} />
      </p>
      <p className="orders-row__facts">
        <span>{typeText(facts, i18n)}</span>
        {order ? <span>{feeText(order, i18n)}</span> : null}
        {from !== null && to !== null ? (
          <span>{t('cryptoOrders.accounts', { from, to })}</span>
        ) : null}
        {timeText ? (
          <span>
            <time dateTime={time}>{timeText}</time>
          </span>
        ) : null}
      </p>
    </li>
  );
}
