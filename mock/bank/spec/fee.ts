import Big from 'big.js';
import { round } from './decimal';

// The fee of a transfer by a contract's `transferPlane`, written from the reading in
// docs/assumptions.md: of the entries of the transfer's currency, the one whose
// `from` is the highest not above the amount applies; calculator `max` charges the larger of
// `flat` and amount × `percentage` / 100, computed exactly and rounded half up to the cent.
// The mock knows no other calculator and reads any as `max`. No entry: no fee.

/** One entry of a `transferPlane` (the spec's fields; numbers as JSON gives them). */
export interface PlaneEntry {
  currency: string;
  calculator?: string | null | undefined;
  from?: number | null | undefined;
  flat?: number | null | undefined;
  percentage?: number | null | undefined;
}

export interface TransferFee {
  /** The fee, two decimals ("0.00" when nothing is charged). */
  fee: string;
  /** Amount plus fee: what leaves the account. */
  total: string;
  /** The entry applied; null when the plane has none for the amount. */
  entry: PlaneEntry | null;
}

const decimal = (value: number | null | undefined) => new Big(String(value ?? 0));

/** The entry of `currency` that applies to `amount`, or null. */
export function entryFor(
  plane: readonly PlaneEntry[],
  currency: string,
  amount: string,
): PlaneEntry | null {
  let chosen: PlaneEntry | null = null;
  for (const entry of plane) {
    if (entry.currency !== currency || decimal(entry.from).gt(amount)) continue;
    if (chosen === null || decimal(entry.from).gt(decimal(chosen.from))) chosen = entry;
  }
  return chosen;
}

export function transferFee(
  amount: string,
  plane: readonly PlaneEntry[],
  currency: string,
): TransferFee {
  const entry = entryFor(plane, currency, amount);
  const share = entry ? new Big(amount).times(decimal(entry.percentage)).div(100) : new Big(0);
  const flat = decimal(entry?.flat);
  const fee = round(share.gt(flat) ? share : flat);
  return { fee, total: round(new Big(amount).plus(fee)), entry };
}
