/**
 * Statement periods as calendar dates (`YYYY-MM-DD`, both days included) in the customer's
 * time zone. Pure date arithmetic on the calendar: no time zone is involved until the screen
 * turns the days into moments (the start of `from` and the start of the day after `to`).
 */

/** A calendar date or a month, as the address and the request write them. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH_PATTERN = /^\d{4}-\d{2}$/;

/** The longest period a statement covers, in days (a year, leap day included). */
export const STATEMENT_MAX_DAYS = 366;

/** How many past months the month choice offers (besides the current month so far). */
export const STATEMENT_MONTHS_OFFERED = 12;

export interface StatementPeriod {
  from: string;
  to: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function utcDay(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function dayText(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whether `date` is a real calendar day ("2026-02-30" is not). */
export function isCalendarDate(date: string): boolean {
  return DATE_PATTERN.test(date) && dayText(utcDay(date)) === date;
}

/** The day after `date`: "2026-10-31" → "2026-11-01". */
export function nextDay(date: string): string {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + 1);
  return dayText(day);
}

/** How many days a period covers, both ends included: 2026-10-01 to 2026-10-31 → 31. */
export function daysIn({ from, to }: StatementPeriod): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000) + 1;
}

/** The month of a day: "2026-11-27" → "2026-11". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** A whole month: "2026-02" → 2026-02-01 to 2026-02-28. */
export function monthPeriod(month: string): StatementPeriod {
  const first = utcDay(`${month}-01`);
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: dayText(first), to: dayText(last) };
}

/** The month before: "2026-01" → "2025-12". */
export function previousMonth(month: string): string {
  const first = utcDay(`${month}-01`);
  return dayText(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1))).slice(
    0,
    7,
  );
}

/** The current month up to and including today: 2026-11-27 → 2026-11-01 to 2026-11-27. */
export function monthToDate(today: string): StatementPeriod {
  return { from: `${monthOf(today)}-01`, to: today };
}

/** The last month that has ended: on 2026-11-27, October 2026. */
export function lastCompleteMonth(today: string): string {
  return previousMonth(monthOf(today));
}

/** The months offered, newest first: the last `count` complete months before today's. */
export function recentMonths(today: string, count = STATEMENT_MONTHS_OFFERED): string[] {
  const months: string[] = [];
  let month = monthOf(today);
  for (let index = 0; index < count; index += 1) {
    month = previousMonth(month);
    months.push(month);
  }
  return months;
}
