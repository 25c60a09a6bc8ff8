import type { ExchangeTerms } from '../../api/crypto/exchange-terms';
import { pairCurrencies } from '../../domain/crypto/pair-rules';
import type { ExchangeInfo } from '../../api/crypto/schemas';
import { formatPercent } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';

registerTexts(cryptoMarketEn);

/**
 * The party's fee on each order, as the contract gives it per quote currency: one
 * sentence when every currency has the same, a list when they differ or some are not known,
 * and that it is shown once an order is placed when none is known. Never a guessed 0.
 */
export function MarketFee({ info, terms }: { info: ExchangeInfo; terms: ExchangeTerms }) {
  const { t, locale } = useI18n();
  const byQuote = new Map<string, string | null>();
  for (const pair of Object.keys(info.pairs)) {
    const quote = pairCurrencies(pair)?.quote;
    if (quote === undefined || byQuote.has(quote)) continue;
    const fee = terms.feeOf(pair);
    byQuote.set(quote, fee.known ? fee.percentage : null);
  }
  const fees = [...byQuote.values()];
  const [first] = fees;
  if (fees.every((fee) => fee === null)) return <p>{t('cryptoMarket.feeUnknown')}</p>;
  if (first && fees.every((fee) => fee === first)) {
    return <p>{t('cryptoMarket.fee', { percent: formatPercent(first, locale) })}</p>;
  }
  return (
    <ul className="crypto-market__fees" aria-label={t('cryptoMarket.feeList')}>
      {[...byQuote].map(([currency, fee]) => (
        <li key={currency}>
          {fee === null
            ? t('cryptoMarket.feeCurrencyUnknown', { currency })
            : t('cryptoMarket.feeCurrency', { currency, percent: formatPercent(fee, locale) })}
        </li>
      ))}
    </ul>
  );
}
