/**
 * A pair's name, "BASE/QUOTE": its own module (no arithmetic), so a screen that only needs to
 * read a pair's currencies loads none of ./pair-rules.ts and its big.js.
 */

/** "BTC/EUR" → base BTC, quote EUR; null when it is not BASE/QUOTE. */
export function pairCurrencies(pair: string): { base: string; quote: string } | null {
  const [base, quote, ...rest] = pair.split('/');
  if (!base || !quote || rest.length > 0) return null;
  return { base, quote };
}
