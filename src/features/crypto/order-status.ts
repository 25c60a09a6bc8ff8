import type { MessageKey } from '../../lib/i18n/messages-en';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoOrdersEn);

/** How a status looks: the names of the design system's badge tones. */
export type OrderStatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** What a customer reads for an order's status. */
export type OrderStatusWords =
  | {
      known: true;
      /** The status in a word or two ("Completed"). */
      key: MessageKey;
      /** What it means for the customer's money, in one sentence. */
      meaning: MessageKey;
      tone: OrderStatusTone;
    }
  | {
      known: false;
      /** The status as the exchange sent it, made readable ("settling_now" → "settling now"). */
      text: string;
      tone: 'neutral';
    };

type Known = Extract<OrderStatusWords, { known: true }>;

// Assumption A-133 (docs/assumptions.md): the spec names `initiated` and says five more exist;
// these six are the ones taken, and any other value is shown as written, never a crash.
const KNOWN: Record<string, Known> = {
  initiated: {
    known: true,
    key: 'cryptoOrders.status.initiated',
    meaning: 'cryptoOrders.status.initiated.meaning',
    tone: 'info',
  },
  processing: {
    known: true,
    key: 'cryptoOrders.status.processing',
    meaning: 'cryptoOrders.status.processing.meaning',
    tone: 'info',
  },
  completed: {
    known: true,
    key: 'cryptoOrders.status.completed',
    meaning: 'cryptoOrders.status.completed.meaning',
    tone: 'success',
  },
  open: {
    known: true,
    key: 'cryptoOrders.status.open',
    meaning: 'cryptoOrders.status.open.meaning',
    tone: 'info',
  },
  cancelled: {
    known: true,
    key: 'cryptoOrders.status.cancelled',
    meaning: 'cryptoOrders.status.cancelled.meaning',
    tone: 'neutral',
  },
  rejected: {
    known: true,
    key: 'cryptoOrders.status.rejected',
    meaning: 'cryptoOrders.status.rejected.meaning',
    tone: 'danger',
  },
};

/** The statuses the app has words for. */
export const KNOWN_ORDER_STATUSES = Object.keys(KNOWN);

/** An unknown status made readable: separators become spaces, letters lower case. */
function readable(status: string): string {
  const text = status
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return text === '' ? '?' : text;
}

/**
 * The words and tone of an order's `state.status`. A status the app does not know (the spec
 * lists only one) comes back readable as `text`, for "Status: settling".
 */
export function orderStatusWords(status: string): OrderStatusWords {
  const key = status.trim().toLowerCase();
  if (Object.hasOwn(KNOWN, key)) return KNOWN[key] as Known;
  return { known: false, text: readable(status), tone: 'neutral' };
}

/**
 * Whether a list of orders says an order's status: every status but `completed`, the one that
 * needs nothing more said (a list of money says only what is not final, or went wrong: a
 * cancelled or rejected order says so). An order's own page always says its status.
 */
export function statusShownInList(status: string): boolean {
  return status !== 'completed';
}
