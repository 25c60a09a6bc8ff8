import { percentageOf } from './crypto/amounts';
import { DEFAULT_EXCHANGE_PERCENTAGE } from './crypto/exchange-fee';
import { currenciesOf, estimate, marketPrice, type Side } from './crypto/exchange-rules';
import { pairOf } from './crypto/pairs';
import { computedQuote } from './crypto/prices';
import type { CryptoOrderRecord } from './crypto/records';
import { uuidV7 } from './ids';
import type { AccountRecord, UserState } from './state';

// ada's 30 past orders (three pages of 10): every pair, both sides, market and limit, and each
// final status, plus one limit order still `open`. The newest is a day old; they go back two
// months. Their money is already in the seeded balances (the open one's volume is on hold).

const DAY = 24 * 3600 * 1000;

/** One row of the pattern the 30 orders repeat. */
interface Pattern {
  pair: string;
  side: Side;
  type: 'market' | 'limit';
  status: string;
}

const PATTERN: readonly Pattern[] = [
  { pair: 'BTC/EUR', side: 'buy', type: 'market', status: 'completed' },
  { pair: 'BTC/EUR', side: 'sell', type: 'market', status: 'completed' },
  { pair: 'ETH/EUR', side: 'buy', type: 'market', status: 'completed' },
  { pair: 'BTC/GBP', side: 'buy', type: 'market', status: 'completed' },
  { pair: 'BTC/EUR', side: 'buy', type: 'limit', status: 'cancelled' },
  { pair: 'ETH/EUR', side: 'sell', type: 'market', status: 'completed' },
  { pair: 'BTC/GBP', side: 'sell', type: 'limit', status: 'cancelled' },
  { pair: 'BTC/EUR', side: 'buy', type: 'market', status: 'rejected' },
  { pair: 'BTC/EUR', side: 'buy', type: 'market', status: 'completed' },
  { pair: 'BTC/GBP', side: 'sell', type: 'market', status: 'completed' },
];

/** The one order still waiting: a limit sale of 0.01 BTC, its volume held on Bitcoin. */
export const SEEDED_OPEN_ORDER = { volume: '0.01000000', desiredPrice: '75000.00' } as const;
const OPEN: Pattern = { pair: 'BTC/EUR', side: 'sell', type: 'limit', status: 'open' };

/** A volume of the index: 25.00 to 475.00 of the quote when buying, 0.0012 up of the base when selling. */
function volumeOf(index: number, side: Side): string {
  if (side === 'buy') return `${25 + ((index * 37) % 19) * 25}.00`;
  return `0.00${12 + ((index * 7) % 60)}`;
}

/**
 * ada's 30 orders, oldest first, on her accounts by currency (`accounts` holds EUR, GBP, BTC
 * and ETH ones). `random` makes the ids; the same seed gives the same orders.
 */
export function seedAdaOrders(
  user: UserState,
  accounts: Record<'EUR' | 'GBP' | 'BTC' | 'ETH', AccountRecord>,
  random: () => number,
  now: Date,
): CryptoOrderRecord[] {
  const profileId = user.client?.client ?? '';
  const contractId = user.client?.contract ?? 'BasicContract';
  const orders: CryptoOrderRecord[] = [];
  for (let index = 0; index < 30; index += 1) {
    const open = index === 28;
    const pattern: Pattern = open ? OPEN : (PATTERN[index % PATTERN.length] ?? OPEN);
    const definition = pairOf(pattern.pair, 'first');
    if (!definition) continue;
    const time = now.getTime() - (30 - index) * 2 * DAY + index * 3_600_000;
    const quote = computedQuote(definition, time);
    const volume = open ? SEEDED_OPEN_ORDER.volume : volumeOf(index, pattern.side);
    const price =
      pattern.type === 'market'
        ? marketPrice(quote, pattern.side)
        : open
          ? SEEDED_OPEN_ORDER.desiredPrice
          : quote.bid;
    const outcome = estimate(
      definition,
      pattern.side,
      volume,
      price,
      percentageOf(DEFAULT_EXCHANGE_PERCENTAGE),
    );
    const { pays, receives } = currenciesOf(definition, pattern.side);
    const created = new Date(time).toISOString();
    const settled = new Date(time + 5000).toISOString();
    orders.push({
      id: uuidV7(random, time),
      companyId: null,
      profileId,
      accountIdFrom: accounts[pays as keyof typeof accounts].id,
      accountIdTo: accounts[receives as keyof typeof accounts].id,
      pair: pattern.pair,
      side: pattern.side,
      volume,
      settings:
        pattern.type === 'market' ? { type: 'market' } : { type: 'limit', desiredPrice: price },
      status: pattern.status,
      createdAt: created,
      updatedAt: open ? new Date(time + 3000).toISOString() : settled,
      charge: { percentage: DEFAULT_EXCHANGE_PERCENTAGE, contractId },
      readableAt: time,
      fee: outcome.fee,
      price: pattern.type === 'market' ? price : null,
      proceeds: pattern.type === 'market' ? outcome.receives : null,
    });
  }
  return orders;
}
