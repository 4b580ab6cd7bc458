// Dates as every page says them. Ghana keeps UTC all year, so everything is shown in UTC and
// the server's render and the browser agree to the minute.

function utcFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
}

const dayMonthYear = { day: "numeric", month: "short", year: "numeric" } as const;
const day = utcFormat(dayMonthYear);
const moment = utcFormat({ ...dayMonthYear, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const month = utcFormat({ month: "short", year: "numeric" });
const longMonth = utcFormat({ month: "long", year: "numeric" });
const longDay = utcFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const weekdayDay = utcFormat({ weekday: "short", day: "numeric", month: "short" });
const weekdayDayYear = utcFormat({ weekday: "short", ...dayMonthYear });
const dayMonth = utcFormat({ day: "numeric", month: "short" });
const weekday = { short: utcFormat({ weekday: "short" }), long: utcFormat({ weekday: "long" }) };

/** A calendar date "2026-06-12" is that day in UTC; anything else is a timestamp. */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

function formatted(
  format: Intl.DateTimeFormat,
  value: Date | string | null | undefined,
  suffix = "",
): string {
  if (value === null || value === undefined) return "—";
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : `${format.format(date)}${suffix}`;
}

/** "12 Jun 2026" from an ISO date or a timestamp. */
export function formatDate(value: Date | string | null | undefined): string {
  return formatted(day, value);
}

/** "12 Jun 2026, 14:05 UTC" (the guest's pages call the zone GMT, as Ghana does). */
export function formatDateTime(
  value: Date | string | null | undefined,
  zone: "UTC" | "GMT" = "UTC",
): string {
  return formatted(moment, value, ` ${zone}`);
}

/** The machine-readable value of a <time> element. */
export function isoOf(value: Date | string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** "2026-03" → "Mar 2026"; `long` → "March 2026". */
export function formatMonth(value: string, long = false): string {
  return formatted(long ? longMonth : month, `${value}-01`);
}

/** "Wednesday 14 October 2026", as the calendars name their days. */
export function longDate(isoDate: string): string {
  return formatted(longDay, isoDate);
}

/** "Tue 14 Oct". */
export function shortDate(isoDate: string): string {
  return formatted(weekdayDay, isoDate);
}

/** "Wed 14 Oct – Sat 17 Oct 2026"; both years are written when the stay spans two. */
export function stayDates(checkIn: string, checkOut: string): string {
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
  return `${formatted(sameYear ? weekdayDay : weekdayDayYear, checkIn)} – ${formatted(weekdayDayYear, checkOut)}`;
}

/** "14 Oct – 17 Oct". */
export function stayRange(checkIn: string, checkOut: string): string {
  return `${formatted(dayMonth, checkIn)} – ${formatted(dayMonth, checkOut)}`;
}

/** "Mon" or "Monday", for a calendar's column headers. */
export function weekdayName(date: Date, width: "short" | "long"): string {
  return weekday[width].format(date);
}
