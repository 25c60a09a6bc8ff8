import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import {
  orderEstimate,
  pairCurrencies,
  receiveDecimals,
  VOLUME_MAX_LENGTH,
  volumeDecimals,
  type OrderEstimate,
} from '../../domain/crypto/pair-rules';
import type { OrderSide, PairInfo } from '../../api/crypto/schemas';
import { formatPercent } from '../../lib/i18n/format';
import { exchangeAmountText } from './amount-text';
import { type I18n, registerTexts, useI18n } from '../../lib/i18n/i18n';
import { parseAmountInput } from '../../lib/i18n/parse-amount';
import { accountName } from '../../components/accounts/account-name';
import type { OrderFormValues } from './order-form-values';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

/** An estimate whose fee may not be known before placing: then none is taken off. */
export interface FeeEstimate extends Omit<OrderEstimate, 'fee'> {
  /** The fee in the volume's currency; null when the contract does not say it beforehand. */
  fee: string | null;
}

/** orderEstimate with the contract's fee, or, when it is not known, before any fee. */
export function estimateOrder({
  feePercentage,
  ...rest
}: Omit<Parameters<typeof orderEstimate>[0], 'feePercentage'> & {
  feePercentage: string | null;
}): FeeEstimate {
  const estimate = orderEstimate({ ...rest, feePercentage: feePercentage ?? '0' });
  return feePercentage === null ? { ...estimate, fee: null } : estimate;
}

/**
 * The estimate of what is typed so far, at the current ask/bid (or the limit price typed):
 * null until the volume (and a limit order's price) can be read.
 */
export function liveEstimate(
  values: OrderFormValues,
  pairInfo: PairInfo | undefined,
  feePercentage: string | null,
  locale: string,
): { volume: string; estimate: FeeEstimate } | null {
  if (!pairInfo) return null;
  const read = (typed: string, maxDecimals: number) =>
    parseAmountInput(typed, locale, { maxDecimals, maxCharacters: VOLUME_MAX_LENGTH });
  const volume = read(values.volume, volumeDecimals(pairInfo, values.side));
  if (!volume.ok) return null;
  let price: string | undefined;
  if (values.type === 'limit') {
    const limit = read(values.desiredPrice, pairInfo.maxdqc);
    if (!limit.ok) return null;
    price = limit.value;
  }
  const estimate = estimateOrder({
    info: pairInfo,
    side: values.side,
    volume: volume.value,
    feePercentage,
    price,
  });
  return { volume: volume.value, estimate };
}

export interface EstimateParts {
  pair: string;
  side: OrderSide;
  type: OrderFormValues['type'];
  pairInfo: PairInfo;
  volume: string;
  estimate: FeeEstimate;
  feePercentage: string | null;
  from: CombinedAccount | undefined;
  to: CombinedAccount | undefined;
}

/** The figures of an estimate in words, shared by the form and the review. */
export function estimateWords(parts: EstimateParts, { locale }: Pick<I18n, 'locale'>) {
  const currencies = pairCurrencies(parts.pair);
  const base = currencies?.base ?? '';
  const quote = currencies?.quote ?? '';
  const paying = parts.side === 'buy' ? quote : base;
  const getting = parts.side === 'buy' ? base : quote;
  const paid = (value: string) =>
    exchangeAmountText(value, paying, volumeDecimals(parts.pairInfo, parts.side), locale);
  const price = exchangeAmountText(parts.estimate.price, quote, parts.pairInfo.maxdqc, locale);
  const gets = exchangeAmountText(
    parts.estimate.receives,
    getting,
    receiveDecimals(parts.pairInfo, parts.side),
    locale,
  );
  return {
    price,
    paid: paid(parts.volume),
    /** Null when the fee is not known before placing. */
    fee: parts.estimate.fee === null ? null : paid(parts.estimate.fee),
    exchanged: paid(parts.estimate.exchanged),
    gets,
    percent: parts.feePercentage === null ? null : formatPercent(parts.feePercentage, locale),
    base,
    quote,
  };
}

/**
 * The live estimate beside the form: the price used, the fee (the contract's percentage and
 * the amount), what is exchanged, and about how much arrives where. The last line is a status
 * region, so a screen reader hears the new figure as the amount changes.
 */
export function OrderFormEstimate({ parts }: { parts: EstimateParts | null }) {
  const i18n = useI18n();
  const { t } = i18n;
  if (!parts) {
    return (
      <section className="crypto-trade__estimate" aria-labelledby="order-estimate-title">
        <h3 id="order-estimate-title">{t('cryptoMarket.estimate.title')}</h3>
        <p role="status">{t('cryptoMarket.estimate.waiting')}</p>
      </section>
    );
  }
  const words = estimateWords(parts, i18n);
  const limit = parts.type === 'limit';
  const feeKnown = words.fee !== null && words.percent !== null;
  return (
    <section className="crypto-trade__estimate" aria-labelledby="order-estimate-title">
      <h3 id="order-estimate-title">{t('cryptoMarket.estimate.title')}</h3>
      <p className="crypto-trade__gets" role="status">
        {t(feeKnown ? 'cryptoMarket.estimate.youGet' : 'cryptoMarket.estimate.youGetBeforeFee', {
          amount: words.gets,
        })}
      </p>
      <dl className="details">
        <dt>
          {t(
            limit
              ? 'cryptoMarket.estimate.priceLimit'
              : parts.side === 'buy'
                ? 'cryptoMarket.estimate.priceMarketBuy'
                : 'cryptoMarket.estimate.priceMarketSell',
          )}
        </dt>
        <dd>{words.price}</dd>
        <dt>{t('cryptoMarket.estimate.paid')}</dt>
        <dd>
          {parts.from
            ? t('cryptoMarket.estimate.from', {
                amount: words.paid,
                account: accountName(parts.from, i18n),
              })
            : words.paid}
        </dd>
        {words.fee !== null && words.percent !== null ? (
          <>
            <dt>{t('cryptoMarket.estimate.fee', { percent: words.percent })}</dt>
            <dd>{words.fee}</dd>
            <dt>{t('cryptoMarket.estimate.exchanged')}</dt>
            <dd>{words.exchanged}</dd>
          </>
        ) : (
          <>
            <dt>{t('cryptoMarket.estimate.feeUnknownLabel')}</dt>
            <dd>{t('cryptoMarket.estimate.feeUnknown')}</dd>
          </>
        )}
        <dt>
          {t(feeKnown ? 'cryptoMarket.estimate.gets' : 'cryptoMarket.estimate.getsBeforeFee')}
        </dt>
        <dd>
          {parts.to
            ? t('cryptoMarket.estimate.into', {
                amount: words.gets,
                account: accountName(parts.to, i18n),
              })
            : words.gets}
        </dd>
      </dl>
      <p className="crypto-trade__note">
        {t(limit ? 'cryptoMarket.estimate.noteLimit' : 'cryptoMarket.estimate.noteMarket')}
      </p>
    </section>
  );
}
