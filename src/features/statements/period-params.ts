import { z } from 'zod/mini';
import {
  daysIn,
  isCalendarDate,
  lastCompleteMonth,
  MONTH_PATTERN,
  monthOf,
  monthPeriod,
  monthToDate,
  STATEMENT_MAX_DAYS,
  type StatementPeriod,
} from '../../domain/statements/period';
import { encodeMessage } from '../../lib/i18n/encoded-message';

/** The statement's query parameters: `month=YYYY-MM`, or `from` and `to` (YYYY-MM-DD). */
export const PERIOD_PARAMS = { month: 'month', from: 'from', to: 'to' } as const;

const day = (required: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.refine(isCalendarDate, { error: encodeMessage('statements.period.dateInvalid') }),
    );

/**
 * A chosen period: two real days, in order, not after today, at most STATEMENT_MAX_DAYS long.
 * One schema for the form and the address. Messages are keys of the statements texts.
 */
export function customPeriodSchema(today: string) {
  return z
    .object({
      from: day(encodeMessage('statements.period.fromRequired')),
      to: day(encodeMessage('statements.period.toRequired')),
    })
    .check((ctx) => {
      const { from, to } = ctx.value;
      if (!isCalendarDate(from) || !isCalendarDate(to)) return;
      const issue = (path: 'from' | 'to', message: string) =>
        ctx.issues.push({ code: 'custom', input: ctx.value, path: [path], message });
      if (to > today) issue('to', encodeMessage('statements.period.future'));
      else if (from > to) issue('to', encodeMessage('statements.period.order'));
      else if (daysIn({ from, to }) > STATEMENT_MAX_DAYS) {
        issue('to', encodeMessage('statements.period.tooLong', { max: STATEMENT_MAX_DAYS }));
      }
    });
}
export type CustomPeriodInput = z.input<ReturnType<typeof customPeriodSchema>>;

/** The period the address asks for, and how it was asked. */
export interface PeriodChoice {
  period: StatementPeriod;
  /** The month shown (YYYY-MM), or null for a chosen period. */
  month: string | null;
  /** The address named a period that cannot be shown; the default month is shown instead. */
  ignored: boolean;
}

/**
 * The period of the address: `from`/`to` when both make a valid period, else `month` when it
 * is a month up to today's (today's month runs to today), else the last complete month.
 */
export function periodFromSearch(search: URLSearchParams, today: string): PeriodChoice {
  const from = search.get(PERIOD_PARAMS.from);
  const to = search.get(PERIOD_PARAMS.to);
  const month = search.get(PERIOD_PARAMS.month);
  if (from !== null || to !== null) {
    const parsed = customPeriodSchema(today).safeParse({ from: from ?? '', to: to ?? '' });
    if (parsed.success) return { period: parsed.data, month: null, ignored: false };
  }
  const current = monthOf(today);
  if (
    month !== null &&
    MONTH_PATTERN.test(month) &&
    isCalendarDate(`${month}-01`) &&
    month <= current
  ) {
    const period = month === current ? monthToDate(today) : monthPeriod(month);
    return { period, month, ignored: from !== null || to !== null };
  }
  const fallback = lastCompleteMonth(today);
  return {
    period: monthPeriod(fallback),
    month: fallback,
    ignored: from !== null || to !== null || month !== null,
  };
}

/** Today's date in the browser's time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The customer's time zone (IANA name) as the browser knows it. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
