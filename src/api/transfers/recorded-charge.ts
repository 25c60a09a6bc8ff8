/**
 * After a transfer is sent: the fee the bank recorded, read from the sent transaction's
 * `charge` in the source account's newest transactions (the creation answer carries only
 * `{id, operationId}`). Only reads, for a bounded time; nothing is ever sent again.
 */
import { useQuery } from '@tanstack/react-query';
import { compareDecimals, isDecimal, splitSign } from '../../utils/decimal';
import { useLostAnswerSearch } from '../shared/lost-answer-search';
import { transactionQueries } from '../transactions/queries';
import type { Transaction } from '../transactions/schemas';
import { RECONCILE_DURATION_MS, RECONCILE_INTERVAL_MS, RECONCILE_PAGE_SIZE } from './reconcile';

/** The charge the bank recorded on a transfer, as decimal strings. */
export interface RecordedCharge {
  fee: string;
  /** The charge's currency, when it names one. */
  currency: string | undefined;
  /** What left the account (amount and fee), when the charge's `total` reads as that. */
  total: string | undefined;
}

/** Which transaction to read, and the amount sent (to read the charge's `total`). */
export interface ChargeLookup {
  accountId: string;
  companyId?: string | undefined;
  transactionId: string;
  amount: string;
}

const magnitudeOf = (value: string | undefined) =>
  value && isDecimal(value.trim()) ? (splitSign(value.trim())?.magnitude ?? null) : null;

/**
 * The recorded charge of `transaction`, or null when it shows none.
 * Assumption A-219 (docs/assumptions.md): `charge.fee` is the fee; `charge.total` is shown as
 * what left the account only when it is at least the amount sent (else it may be the fee's
 * own total, and is not shown).
 */
export function recordedChargeOf(transaction: Transaction, amount: string): RecordedCharge | null {
  const charge = transaction.charge;
  const fee = magnitudeOf(charge?.fee);
  if (!charge || fee === null) return null;
  const total = magnitudeOf(charge.total);
  return {
    fee,
    currency: charge.currency?.trim() || undefined,
    total:
      total !== null && isDecimal(amount) && compareDecimals(total, amount, 36) >= 0
        ? total
        : undefined,
  };
}

export type RecordedChargeRead =
  | { status: 'idle' | 'reading' | 'notRecorded'; charge?: undefined }
  | { status: 'recorded'; charge: RecordedCharge };

type FirstPage = { transactions: readonly Transaction[] } | undefined;

/**
 * Reads the account's newest transactions every RECONCILE_INTERVAL_MS for at most
 * RECONCILE_DURATION_MS (only while the page is visible) until the transaction `lookup`
 * names carries a charge. null = nothing to read.
 */
export function useRecordedCharge(lookup: ChargeLookup | null): RecordedChargeRead {
  const chargeIn = (data: FirstPage) => {
    const found = lookup && data?.transactions.find((item) => item.id === lookup.transactionId);
    return found && lookup ? recordedChargeOf(found, lookup.amount) : null;
  };
  const read = useLostAnswerSearch<FirstPage>(lookup, {
    durationMs: RECONCILE_DURATION_MS,
    intervalMs: RECONCILE_INTERVAL_MS,
    isFound: (data) => chargeIn(data) !== null,
  });
  const query = useQuery({
    ...transactionQueries.firstPage({
      accountId: lookup?.accountId ?? '',
      companyId: lookup?.companyId,
      limit: RECONCILE_PAGE_SIZE,
    }),
    ...read.readOptions,
  });
  const charge = chargeIn(query.data);
  if (charge) return { status: 'recorded', charge };
  const status = read.statusUnlessFound(query.isFetching);
  return { status: status === 'notFound' ? 'notRecorded' : status === 'idle' ? 'idle' : 'reading' };
}
