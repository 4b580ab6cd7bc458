// Dates as every page says them, one function per shape. They are written out from the date's
// parts rather than by Intl, so the server's render and the browser's agree whatever ICU data
// each has ("Sep", never "Sept"; no comma after a weekday). Ghana keeps UTC all year, so
// everything is shown in UTC and the server and the browser agree to the minute.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const short = (name: string) => name.slice(0, 3);

/** A calendar date "2026-06-12" is that day in UTC; anything else is a timestamp. */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

interface Day {
  weekday: string;
  day: number;
  month: string;
  year: number;
}

function dayOf(date: Date, long = false): Day {
  const weekday = WEEKDAYS[date.getUTCDay()] ?? "";
  const month = MONTHS[date.getUTCMonth()] ?? "";
  return {
    weekday: long ? weekday : short(weekday),
    day: date.getUTCDate(),
    month: long ? month : short(month),
    year: date.getUTCFullYear(),
  };
}

/** The value written with `write`, "—" when there is none, the value itself when it is no date. */
function formatted(value: Date | string | null | undefined, write: (date: Date) => string): string {
  if (value === null || value === undefined) return "—";
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : write(date);
}

const two = (n: number) => String(n).padStart(2, "0");

/** "12 Jun 2026" from an ISO date or a timestamp. */
export function formatDate(value: Date | string | null | undefined): string {
  return formatted(value, (date) => {
    const { day, month, year } = dayOf(date);
    return `${day} ${month} ${year}`;
  });
}

/** "12 Jun 2026, 14:05 UTC" (the guest's pages call the zone GMT, as Ghana does). */
export function formatDateTime(
  value: Date | string | null | undefined,
  zone: "UTC" | "GMT" = "UTC",
): string {
  return formatted(
    value,
    (date) =>
      `${formatDate(date)}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} ${zone}`,
  );
}

/** The machine-readable value of a <time> element. */
export function isoOf(value: Date | string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** "2026-03" → "Mar 2026"; `long` → "March 2026". */
export function formatMonth(value: string, long = false): string {
  return formatted(`${value}-01`, (date) => {
    const { month, year } = dayOf(date, long);
    return `${month} ${year}`;
  });
}

/** "Wednesday 14 October 2026", as the calendars name their days. */
export function longDate(isoDate: string): string {
  return formatted(isoDate, (date) => {
    const { weekday, day, month, year } = dayOf(date, true);
    return `${weekday} ${day} ${month} ${year}`;
  });
}

/** "Wed 14 Oct". */
export function shortDate(isoDate: string): string {
  return formatted(isoDate, (date) => {
    const { weekday, day, month } = dayOf(date);
    return `${weekday} ${day} ${month}`;
  });
}

/** "Wed 14 Oct 2026". */
export function weekdayDate(isoDate: string): string {
  return formatted(isoDate, (date) => `${shortDate(isoDate)} ${dayOf(date).year}`);
}

/**
 * Every range of days on the site: what both ends share is written once, at the end.
 * "Mon 14 – Thu 17 Dec 2026", "Mon 30 Nov – Thu 3 Dec 2026",
 * "Wed 30 Dec 2026 – Sat 2 Jan 2027", one day "Mon 14 Dec 2026"; without weekdays
 * "14 – 17 Dec 2026". Both ends are included as given (a stay's check-out, or a last night).
 */
export function dateRange(from: string, to: string, { weekdays = true } = {}): string {
  const [start, end] = [toDate(from), toDate(to)];
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  const [a, b] = [dayOf(start), dayOf(end)];
  const write = (day: Day, ...parts: Array<string | number>) =>
    [weekdays ? day.weekday : null, day.day, ...parts].filter((part) => part !== null).join(" ");
  const last = write(b, b.month, b.year);
  if (from === to) return last;
  if (a.year !== b.year) return `${write(a, a.month, a.year)} – ${last}`;
  if (a.month !== b.month) return `${write(a, a.month)} – ${last}`;
  return `${write(a)} – ${last}`;
}

/** A stay from check-in to check-out: "Mon 14 – Thu 17 Dec 2026". */
export function stayDates(checkIn: string, checkOut: string): string {
  return dateRange(checkIn, checkOut);
}

/** A stay in few words, for chips and summaries: "14 – 17 Dec 2026". */
export function stayRange(checkIn: string, checkOut: string): string {
  return dateRange(checkIn, checkOut, { weekdays: false });
}

/** "Mon" or "Monday", for a calendar's column headers. */
export function weekdayName(date: Date, width: "short" | "long"): string {
  return dayOf(date, width === "long").weekday;
}
