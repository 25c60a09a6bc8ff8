/**
 * The calendar date that names a terms version given in timestamp form
 * ("2025-01-01T00:00:00Z" → "2025-01-01"), as the bank wrote it: the time (midnight) says
 * nothing and no time zone moves the day. Null when the version is not in that form.
 * Assumption A-143 (docs/assumptions.md).
 */
export function termsDate(version: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
    version.trim(),
  );
  return match?.[1] ?? null;
}
