// When a failed request to a provider is tried again: 1, 2, 4, 8 … minutes after each failure
// in a row, at most an hour. The e-mail outbox and refunds share it.

const MINUTE = 60_000;
const BASE_MINUTES = 1;
const MAX_MINUTES = 60;

/** Minutes to wait after the `failures`-th failed attempt in a row (1 → 1, 2 → 2, 3 → 4 …). */
export function backoffMinutes(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(BASE_MINUTES * 2 ** exponent, MAX_MINUTES);
}

export function nextAttemptAt(failures: number, now: Date): Date {
  return new Date(now.getTime() + backoffMinutes(failures) * MINUTE);
}
