import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { PRICE_REFRESH_MS, PRICE_STALE_MS } from './market-info';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

/**
 * When the prices were last read ("Prices updated at 14:05:09"), and, when that is too long
 * ago, that they may be out of date, in words (announced once when it appears).
 */
export function MarketUpdated({
  updatedAt,
  stale,
  visible,
}: {
  updatedAt: number | null;
  stale: boolean;
  visible: boolean;
}) {
  const { t, locale } = useI18n();
  if (updatedAt === null) return null;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(updatedAt);
  return (
    <div className="crypto-market__updated">
      <p>
        {t('cryptoMarket.updated', { time, seconds: PRICE_REFRESH_MS / 1000 })}
        {visible ? null : ` ${t('cryptoMarket.paused')}`}
      </p>
      <div role="status">
        {stale ? (
          <p className="notice notice--warning crypto-market__stale">
            {t('cryptoMarket.stale', { seconds: PRICE_STALE_MS / 1000 })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
