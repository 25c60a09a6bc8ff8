import { signedAmount } from './signed-amount';

/** How a transaction's amount is shown, in the money figure's terms. */
export interface AmountLook {
  /** The signed decimal (money out negative); the amount as sent when it is not a decimal. */
  amount: string;
  /** A plus in front: money in. */
  plus: boolean;
  /** Money in reads positive; money that has not (or will not) move reads muted. */
  tone: 'positive' | 'muted' | 'plain';
  /** Rejected: no money moved, so the amount is struck through (the status says it in words). */
  struck: boolean;
}

const NOT_MOVED: ReadonlySet<string> = new Set(['rejected']);

/**
 * A transaction's amount as people read it in a list: money in with a plus and the positive
 * tone, money out negative (the locale's minus), rejected struck through and muted, pending or
 * on hold muted until it settles. A status the spec does not list counts as neither completed
 * nor rejected: muted, not struck. Shared by the account page's recent list and the
 * history.
 */
export function amountLook(transaction: {
  amount: string;
  direction?: string | null | undefined;
  status: string;
}): AmountLook {
  const { decimal, sign } = signedAmount(transaction.amount, transaction.direction);
  const struck = NOT_MOVED.has(transaction.status);
  const unsettled = struck || transaction.status !== 'completed';
  return {
    amount: decimal ?? transaction.amount,
    plus: sign === '+',
    tone: unsettled ? 'muted' : sign === '+' ? 'positive' : 'plain',
    struck,
  };
}

/**
 * How far a transaction's money moved, as a list row shows it: `plain` settled, `unsettled` on
 * its way (pending, on hold), `not-moved` refused.
 */
export function rowLookOf(status: string): 'plain' | 'unsettled' | 'not-moved' {
  if (NOT_MOVED.has(status)) return 'not-moved';
  return status === 'completed' ? 'plain' : 'unsettled';
}
