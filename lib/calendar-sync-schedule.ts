// When an imported calendar is fetched next: every interval while it answers; after a
// failure the wait doubles with each failure in a row, up to a day, so a feed that is gone
// costs little and one that comes back is read again soon.

const MINUTE = 60_000;
const MAX_WAIT_MINUTES = 24 * 60;

export function minutesUntilNextSync(intervalMinutes: number, failuresInARow: number): number {
  return Math.min(intervalMinutes * 2 ** Math.max(0, failuresInARow), MAX_WAIT_MINUTES);
}

export function nextSyncAt(now: Date, intervalMinutes: number, failuresInARow: number): Date {
  return new Date(now.getTime() + minutesUntilNextSync(intervalMinutes, failuresInARow) * MINUTE);
}
