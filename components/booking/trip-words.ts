// Dates and counts as the trip pages say them. Ghana keeps UTC all year, so everything is UTC.

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const moment = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

function utc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** "Wed 14 Oct – Sat 17 Oct 2026"; both years are written when the stay spans two. */
export function stayDates(checkIn: string, checkOut: string): string {
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
  const from = (sameYear ? dayMonth : dayMonthYear).format(utc(checkIn));
  return `${from} – ${dayMonthYear.format(utc(checkOut))}`;
}

/** "Wednesday 14 October 2026". */
export function longDate(isoDate: string): string {
  return longDay.format(utc(isoDate));
}

/** "14 Oct 2026, 10:32 GMT" for a timestamp. */
export function momentOf(timestamp: Date | string): string {
  return `${moment.format(new Date(timestamp))} GMT`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 adults, 1 child". */
export function guestWords(adults: number, children: number): string {
  const parts = [plural(adults, "adult")];
  if (children > 0) parts.push(plural(children, "child", "children"));
  return parts.join(", ");
}
