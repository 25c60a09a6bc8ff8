import type { PairInfo } from '../../api/crypto/schemas';
import { Button } from '../../components/ui/button';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { estimateOrder, estimateWords } from './order-form-estimate';
import type { PreparedOrder } from './order-form-schema';
import { accountName } from '../../components/accounts/account-name';
import { pairName } from './pair-words';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

/**
 * Step 2: everything again before anything is sent: pair, side, type, the volume with its
 * unit, what the price is (the market's at execution, now …; or the limit), the fee (the
 * contract's percentage and amount), about what arrives, and both accounts. A market order's
 * estimate follows the prices as they refresh. A fee the contract does not give beforehand is
 * said to come once the order is placed, never guessed. "Place order" sends it once.
 */
export function OrderReview({
  order,
  pairInfo,
  sending,
  onBack,
  onConfirm,
}: {
  order: PreparedOrder;
  /** The pair's latest info (prices move while the review is shown). */
  pairInfo: PairInfo | undefined;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { body } = order;
  const limit = body.settings.type === 'limit';
  const info = pairInfo ?? order.pairInfo;
  const estimate = limit
    ? order.estimate
    : estimateOrder({
        info,
        side: body.side,
        volume: body.volume,
        feePercentage: order.feePercentage,
      });
  const words = estimateWords(
    {
      pair: body.pair,
      side: body.side,
      type: body.settings.type,
      pairInfo: info,
      volume: body.volume,
      estimate,
      feePercentage: order.feePercentage,
      from: order.from,
      to: order.to,
    },
    i18n,
  );
  const buy = body.side === 'buy';

  return (
    <div className="crypto-trade__review">
      <dl className="details crypto-trade__summary">
        <dt>{t('cryptoMarket.review.pair')}</dt>
        <dd>
          {t('cryptoMarket.field.pairOption', { name: pairName(body.pair, i18n), pair: body.pair })}
        </dd>
        <dt>{t('cryptoMarket.review.side')}</dt>
        <dd>
          {t(buy ? 'cryptoMarket.review.sideBuy' : 'cryptoMarket.review.sideSell', {
            base: order.base,
          })}
        </dd>
        <dt>{t('cryptoMarket.review.type')}</dt>
        <dd>{t(limit ? 'cryptoMarket.field.typeLimit' : 'cryptoMarket.field.typeMarket')}</dd>
        <dt>{t(buy ? 'cryptoMarket.review.volumeBuy' : 'cryptoMarket.review.volumeSell')}</dt>
        <dd className="crypto-trade__total">{words.paid}</dd>
        <dt>{t(limit ? 'cryptoMarket.review.priceLimit' : 'cryptoMarket.review.priceMarket')}</dt>
        <dd>
          {limit
            ? t('cryptoMarket.review.priceLimitValue', { price: words.price, base: order.base })
            : t(
                buy ? 'cryptoMarket.review.priceMarketBuy' : 'cryptoMarket.review.priceMarketSell',
                {
                  price: words.price,
                },
              )}
        </dd>
        <dt>{t('cryptoMarket.review.fee')}</dt>
        {words.fee !== null && words.percent !== null ? (
          <>
            <dd>
              {t('cryptoMarket.review.feeValue', { amount: words.fee, percent: words.percent })}
            </dd>
            <dt>{t('cryptoMarket.estimate.exchanged')}</dt>
            <dd>{words.exchanged}</dd>
            <dt>{t('cryptoMarket.review.gets')}</dt>
          </>
        ) : (
          <>
            <dd>{t('cryptoMarket.review.feeUnknown')}</dd>
            <dt>{t('cryptoMarket.review.getsBeforeFee')}</dt>
          </>
        )}
        <dd className="crypto-trade__total">{words.gets}</dd>
        <dt>{t('cryptoMarket.review.from')}</dt>
        <dd>{accountName(order.from, i18n)}</dd>
        <dt>{t('cryptoMarket.review.to')}</dt>
        <dd>{order.to ? accountName(order.to, i18n) : t('cryptoMarket.review.toByExchange')}</dd>
      </dl>
      <p className="crypto-trade__note">
        {t(limit ? 'cryptoMarket.estimate.noteLimit' : 'cryptoMarket.estimate.noteMarket')}
      </p>
      <div className="form__actions">
        <Button onClick={onConfirm} aria-disabled={sending ? true : undefined}>
          {sending ? t('cryptoMarket.review.sending') : t('cryptoMarket.review.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={sending}>
          {t('cryptoMarket.review.back')}
        </Button>
      </div>
    </div>
  );
}
