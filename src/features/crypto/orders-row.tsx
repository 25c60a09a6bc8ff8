import { Fragment } from 'react';
import type { Account } from '../../api/accounts/schemas';
import type { CryptoOrder } from '../../api/crypto/schemas';
import type { PlacedOrder } from '../../api/crypto/placed-orders';
import { CryptoIcon } from '../../components/ui/icon';
import { ListRow } from '../../components/ui/list-row';
import { cryptoOrderHref } from '../../config/routes';
import { formatDateTime } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { OrderStatusBadge } from './order-status-badge';
import { statusShownInList } from './order-status';
import { accountText, feeText, orderTitle, typeText, volumeText } from './orders-words';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';

registerTexts(cryptoOrdersEn);

export type OrdersRowProps = {
  accounts: readonly Account[] | undefined;
  companyId: string | undefined;
} & ({ order: CryptoOrder; placed?: never } | { placed: PlacedOrder; order?: never });

/**
 * One order of the list, one link to its details: side and pair, the volume with its unit and
 * the status in words unless it is completed (its name), then type and price, fee, accounts
 * and when it was placed.
 * An order being recorded shows what was placed and says so instead of a status.
 */
export function OrdersRow({ order, placed, accounts, companyId }: OrdersRowProps) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const facts = order ?? placed;
  const time = order ? order.createdAt : placed.placedAt;
  const from = accountText(facts.accountIdFrom, accounts, i18n);
  const to = accountText(facts.accountIdTo, accounts, i18n);
  const parts = [
    typeText(facts, i18n),
    order ? feeText(order, i18n) : null,
    // Accounts the order does not name (the exchange decided them, A-131) are left unsaid.
    (facts.accountIdFrom || facts.accountIdTo) && from !== null && to !== null
      ? t('cryptoOrders.accounts', { from, to })
      : null,
    time ? (
      <time dateTime={time}>
        {t('cryptoOrders.placedAt', { time: formatDateTime(time, locale) })}
      </time>
    ) : null,
  ].filter((part) => part !== null);
  return (
    <ListRow
      className={placed ? 'orders-row--recording' : undefined}
      href={cryptoOrderHref(facts.id, companyId)}
      avatar={{ icon: CryptoIcon }}
      title={orderTitle(facts, i18n)}
      amount={volumeText(facts, i18n)}
      status={
        !order ? (
          <OrderStatusBadge status={{ recording: true }} />
        ) : statusShownInList(order.state.status) ? (
          <OrderStatusBadge status={order.state.status} />
        ) : null
      }
      secondary={parts.map((part, index) => (
        // The parts are fixed in kind and order: their place is their key.
        <Fragment key={index}>
          {/* Spaces outside the mark: a screen reader's description keeps them. */}
          {index > 0 ? (
            <>
              {' '}
              <span aria-hidden="true">·</span>{' '}
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    />
  );
}
