import { Link } from '../../lib/router/link';
import { Button } from '../../components/ui/button';
import { cryptoOrderHref, partyHref, paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { estimateWords } from './order-form-estimate';
import type { PreparedOrder } from './order-form-schema';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

export type OrderOutcome =
  /** `id` null: the exchange took the order without saying its id. */
  | { kind: 'placed'; id: string | null }
  | { kind: 'searching' }
  | { kind: 'found'; id: string }
  | { kind: 'notFound' };

/** The heading of the result step for each outcome. */
export function outcomeHeadingKey(outcome: OrderOutcome): MessageKey {
  if (outcome.kind === 'searching') return 'cryptoMarket.trade.step.unknown';
  if (outcome.kind === 'notFound') return 'cryptoMarket.trade.step.notFound';
  return 'cryptoMarket.trade.step.placed';
}

/**
 * Step 3: placed (the order's number and a link to it: the orders list shows it as being
 * recorded until the exchange's reads return it), or, when the answer was lost, what the search
 * of the orders found. Placing again from "not found yet" is a separate, explicit choice that
 * says it may make a second order.
 */
export function OrderResult({
  order,
  outcome,
  companyId,
  onAnother,
  onAgain,
}: {
  order: PreparedOrder;
  outcome: OrderOutcome;
  companyId: string | undefined;
  onAnother: () => void;
  onAgain: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { body } = order;
  const words = estimateWords(
    {
      pair: body.pair,
      side: body.side,
      type: body.settings.type,
      pairInfo: order.pairInfo,
      volume: body.volume,
      estimate: order.estimate,
      feePercentage: order.feePercentage,
      from: order.from,
      to: order.to,
    },
    i18n,
  );
  // Words of their own inside a sentence: the asset's code stays in capitals ("to buy BTC").
  const side = t(
    body.side === 'buy' ? 'cryptoMarket.result.sideBuy' : 'cryptoMarket.result.sideSell',
    { base: order.base },
  );
  const what = `${side} (${words.paid})`;
  const orders = (
    <Link to={partyHref(paths.cryptoOrders, companyId)}>{t('cryptoMarket.result.orders')}</Link>
  );

  if (outcome.kind === 'searching') {
    return (
      <div className="crypto-trade__result" role="status" aria-live="polite">
        <p>{t('cryptoMarket.result.unknownBody')}</p>
        <p>
          <span className="spinner" aria-hidden="true" /> {t('cryptoMarket.result.searching')}
        </p>
      </div>
    );
  }
  if (outcome.kind === 'notFound') {
    return (
      <div className="crypto-trade__result">
        <p>{t('cryptoMarket.result.notFoundBody')}</p>
        <p>{orders}</p>
        <div className="notice crypto-trade__again">
          <p>{t('cryptoMarket.result.againWarning', { side: what })}</p>
          <Button variant="secondary" onClick={onAgain}>
            {t('cryptoMarket.result.again')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="crypto-trade__result">
      <p>
        {t(
          outcome.kind === 'found'
            ? 'cryptoMarket.result.foundBody'
            : 'cryptoMarket.result.placedBody',
          { side: what },
        )}
      </p>
      {outcome.id !== null && (
        <dl className="details">
          <dt>{t('cryptoMarket.result.orderId')}</dt>
          <dd>
            <code className="crypto-trade__code">{outcome.id}</code>
          </dd>
        </dl>
      )}
      <div className="form__actions">
        {outcome.id !== null && (
          <Link className="button button--primary" to={cryptoOrderHref(outcome.id, companyId)}>
            {t('cryptoMarket.result.details')}
          </Link>
        )}
        {orders}
        <Button variant="secondary" onClick={onAnother}>
          {t('cryptoMarket.result.another')}
        </Button>
      </div>
    </div>
  );
}
