/**
 * When the bank says a transaction (or an order) was made, in milliseconds since the epoch;
 * null when it did not say or the time cannot be read. The contract gives a date-time, not its
 * precision or its zone, so times are compared as moments, never as text.
 */
export function createdTimeOf(record: { createdAt?: string | null | undefined }): number | null {
  const time = record.createdAt ? Date.parse(record.createdAt) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}
