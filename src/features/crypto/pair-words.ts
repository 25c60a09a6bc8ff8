import { pairCurrencies } from '../../domain/crypto/pair-rules';
import type { I18n } from '../../lib/i18n/i18n';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoMarketEn);

type Words = Pick<I18n, 't' | 'has' | 'locale'>;

/**
 * A currency in words: the app's own name of a crypto currency ("Bitcoin"), the locale's name
 * of an ISO currency ("Euro"), or the code itself when neither is known.
 */
export function assetName(code: string, { t, has, locale }: Words): string {
  const key = `cryptoMarket.asset.${code.toUpperCase()}`;
  if (has(key)) return t(key);
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(code);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Not a code Intl takes: the code it is.
  }
  return code;
}

/** A pair in words ("Bitcoin / Euro"), the code when it is not BASE/QUOTE. */
export function pairName(pair: string, words: Words): string {
  const currencies = pairCurrencies(pair);
  if (!currencies) return pair;
  return words.t('cryptoMarket.pair.name', {
    base: assetName(currencies.base, words),
    quote: assetName(currencies.quote, words),
  });
}
