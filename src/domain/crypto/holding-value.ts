import { isDecimal, isZeroDecimal } from '../../utils/decimal-text';
import { multiplyRounded } from '../../utils/decimal-product';
import type { PairInfo } from '../../api/crypto/schemas';
import { pairCurrencies } from './pair-name';

/** What a crypto holding is worth at the exchange's current price. */
export interface HoldingValue {
  /** The amount × the price, to the cent (half-up). */
  value: string;
  /** The currency of `value`: the pair's quote currency. */
  currency: string;
  /** The price of one unit of the holding it was worked out at (the pair's bid). */
  price: string;
}

/**
 * What `amount` of the crypto currency `holding` would fetch if sold now: at the bid (what the
 * exchange pays) of the pair holding/quote. The quote currency is the first of `preferred`
 * (the currencies the customer keeps money in) that the exchange quotes against, else the
 * first pair the exchange lists for the holding. Null when the exchange quotes no usable price
 * for it (nothing is shown rather than a guess), and for an empty holding ("worth about €0.00"
 * tells the customer nothing, issue 38).
 */
// Assumption A-330 (docs/assumptions.md): a holding's value is at the bid, in the quote
// currency of the customer's own money where the exchange has that pair.
export function holdingValue(
  amount: string,
  holding: string,
  pairs: Readonly<Record<string, Pick<PairInfo, 'bid'>>>,
  preferred: readonly string[],
): HoldingValue | null {
  if (!isDecimal(amount.trim()) || isZeroDecimal(amount.trim())) return null;
  const quoted = Object.entries(pairs).flatMap(([pair, info]) => {
    const currencies = pairCurrencies(pair);
    const price = info.bid.trim();
    if (currencies?.base !== holding || !isDecimal(price) || isZeroDecimal(price)) return [];
    if (price.startsWith('-')) return [];
    return [{ quote: currencies.quote, price }];
  });
  const chosen =
    preferred.flatMap((currency) => quoted.filter((pair) => pair.quote === currency))[0] ??
    quoted[0];
  if (!chosen) return null;
  return {
    value: multiplyRounded(amount, chosen.price, 2),
    currency: chosen.quote,
    price: chosen.price,
  };
}
