// Small time helpers: the seed places every record relative to one `now`.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

/** The instant `HH:MM` UTC on an ISO calendar date (Ghana keeps UTC all year). */
export function atTime(isoDate: string, hhmm: string): Date {
  return new Date(`${isoDate}T${hhmm}:00.000Z`);
}
