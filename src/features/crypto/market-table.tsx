import { Link } from '../../lib/router/link';
import {
  isOrderTypeEnabled,
  minimumVolume,
  pairCurrencies,
  spreadOf,
  type OrderType,
} from '../../domain/crypto/pair-rules';
import { ORDER_SIDES, type ExchangeInfo, type PairInfo } from '../../api/crypto/schemas';
import { cryptoTradeHref } from '../../config/routes';
import { exactPercentText, exchangeAmountText } from './amount-text';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { Avatar } from '../../components/ui/avatar';
import { initialsOf, tintOf } from '../../utils/name-avatar';
import { assetName, pairName } from './pair-words';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

const TYPES: readonly OrderType[] = ['market', 'limit'];

/** The table's columns, in order; a figure's heading is aligned with its figures' last digit. */
const COLUMNS = [
  { key: 'pair', figure: false },
  { key: 'bid', figure: true },
  { key: 'ask', figure: true },
  { key: 'spread', figure: true },
  { key: 'types', figure: false },
  { key: 'minimums', figure: false },
  { key: 'actions', figure: false },
] as const;

function PairRow({
  pair,
  info,
  companyId,
}: {
  pair: string;
  info: PairInfo;
  companyId: string | undefined;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const currencies = pairCurrencies(pair);
  const base = currencies?.base ?? pair;
  const quote = currencies?.quote ?? '';
  const price = (value: string) => exchangeAmountText(value, quote, info.maxdqc, locale);
  const baseAmount = (value: string) => exchangeAmountText(value, base, info.maxdbc, locale);
  const spread = spreadOf(info);
  const minimum = (type: OrderType, side: 'buy' | 'sell') => minimumVolume(info, type, side);
  const limitDiffers =
    isOrderTypeEnabled(info, 'limit') &&
    (minimum('limit', 'buy') !== minimum('market', 'buy') ||
      minimum('limit', 'sell') !== minimum('market', 'sell'));

  return (
    <tr>
      <th
        scope="row"
        className="crypto-market__pair-cell"
        data-label={t('cryptoMarket.table.pair')}
      >
        <span className="crypto-market__pair">
          {/* The asset's initial on its tint, as a person's in a row of transactions. */}
          <Avatar
            look={{ initials: initialsOf(assetName(base, i18n), locale), tint: tintOf(base) }}
          />
          <span>
            <span className="crypto-market__pair-name">{pairName(pair, i18n)}</span>{' '}
            <span className="crypto-market__pair-code">{pair}</span>
          </span>
        </span>
      </th>
      <td className="crypto-market__figure" data-label={t('cryptoMarket.table.bid')}>
        {price(info.bid)}
      </td>
      <td className="crypto-market__figure" data-label={t('cryptoMarket.table.ask')}>
        {price(info.ask)}
      </td>
      <td
        className="crypto-market__detail crypto-market__spread"
        data-label={t('cryptoMarket.table.spread')}
      >
        {t('cryptoMarket.spread.value', {
          absolute: price(spread.absolute),
          percent: exactPercentText(spread.percent, locale),
        })}
      </td>
      <td className="crypto-market__detail" data-label={t('cryptoMarket.table.types')}>
        <ul className="crypto-market__types">
          {TYPES.map((type) => {
            const name = t(`cryptoMarket.type.${type}`);
            const enabled = isOrderTypeEnabled(info, type);
            return (
              <li key={type} className={enabled ? undefined : 'crypto-market__type--off'}>
                {t(enabled ? 'cryptoMarket.type.available' : 'cryptoMarket.type.unavailable', {
                  type: name,
                })}
              </li>
            );
          })}
        </ul>
      </td>
      <td className="crypto-market__detail" data-label={t('cryptoMarket.table.minimums')}>
        <span className="details__line">
          {t('cryptoMarket.min.buy', { amount: price(minimum('market', 'buy')) })}
        </span>
        <span className="details__line">
          {t('cryptoMarket.min.sell', {
            amount: baseAmount(minimum('market', 'sell')),
          })}
        </span>
        {limitDiffers ? (
          <span className="details__line">
            {t('cryptoMarket.min.limit', {
              buy: price(minimum('limit', 'buy')),
              sell: baseAmount(minimum('limit', 'sell')),
            })}
          </span>
        ) : null}
      </td>
      <td className="crypto-market__trade" data-label={t('cryptoMarket.table.actions')}>
        <span className="crypto-market__actions">
          {ORDER_SIDES.map((side) => (
            <Link
              key={side}
              className={`button button--${side === 'buy' ? 'primary' : 'secondary'}`}
              to={cryptoTradeHref(pair, side, companyId)}
              aria-label={t(`cryptoMarket.action.${side}Name`, {
                base: assetName(base, i18n),
                quote: assetName(quote, i18n),
              })}
            >
              {t(`cryptoMarket.action.${side}`)}
            </Link>
          ))}
        </span>
      </td>
    </tr>
  );
}

/**
 * Every pair of the exchange in a table: its name in words, the sell (bid) and buy (ask)
 * prices, the spread in the quote currency and in per cent, which order types it takes (one
 * switched off is said to be unavailable), the smallest order each way, and Buy and Sell
 * links to the order form for that pair (keeping the party).
 */
export function MarketTable({
  info,
  companyId,
}: {
  info: ExchangeInfo;
  companyId: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <table className="crypto-market__table">
      <caption className="visually-hidden">{t('cryptoMarket.table.caption')}</caption>
      <thead>
        <tr>
          {COLUMNS.map(({ key, figure }) => (
            <th key={key} scope="col" className={figure ? 'crypto-market__figure-head' : undefined}>
              {t(`cryptoMarket.table.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(info.pairs).map(([pair, pairInfo]) => (
          <PairRow key={pair} pair={pair} info={pairInfo} companyId={companyId} />
        ))}
      </tbody>
    </table>
  );
}
