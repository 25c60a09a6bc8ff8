/**
 * After a transfer is sent: the fee the bank recorded, read from the sent transaction's
 * `charge` (the creation answer carries only `{id, operationId}`; the receipt reads the
 * transaction itself).
 */
import { compareDecimals, isDecimal, splitSign } from '../../utils/decimal';
import type { Transaction } from '../transactions/schemas';

/** The charge the bank recorded on a transfer, as decimal strings. */
export interface RecordedCharge {
  fee: string;
  /** The charge's currency, when it names one. */
  currency: string | undefined;
  /** What left the account (amount and fee), when the charge's `total` reads as that. */
  total: string | undefined;
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
