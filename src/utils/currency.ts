let knownCurrencies: ReadonlySet<string> | null = null;

/**
 * Whether `code` is a currency of ISO 4217, as Intl knows them (EUR yes, BTC no): money that
 * moves by transfer. A crypto holding (BTC, ETH) is an account too, but moves only through the
 * exchange (orders and payouts).
 */
export function isIsoCurrency(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code.toUpperCase());
}
