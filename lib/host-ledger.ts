import Big from "big.js";
import type { LedgerEntryKind, LedgerState } from "./enums";
import { round2, toMoneyString } from "./money";

// A host's earnings ledger: append-only entries, each moving an amount from one state to
// another. A confirmed booking brings its subtotal in (outside → pending); a refund takes the
// refunded subtotal part back out; from the check-in day + the payout delay pending becomes
// available; a payout moves available to in flight, and its transfer's outcome to paid, or
// back to available. A state's balance is what came in minus what went out, so
// credits − debits = pending + available + in flight + paid holds by construction, and every
// figure is derived from the entries, never stored twice.

/** The moves each kind of entry may make: [from, to]. */
export const LEDGER_MOVES: Record<LedgerEntryKind, ReadonlyArray<[LedgerState, LedgerState]>> = {
  EARNING: [["outside", "pending"]],
  REFUND: [
    ["pending", "outside"],
    ["available", "outside"],
  ],
  RELEASE: [["pending", "available"]],
  PAYOUT: [["available", "in_flight"]],
  PAYOUT_PAID: [["in_flight", "paid"]],
  PAYOUT_RETURNED: [
    ["in_flight", "available"],
    ["paid", "available"],
  ],
};

export interface LedgerMove {
  fromState: LedgerState;
  toState: LedgerState;
  amount: Big.BigSource;
}

export type LedgerBalances = Record<Exclude<LedgerState, "outside">, string> & {
  credited: string;
  debited: string;
};

/** Each state's balance, and what came in from and went out to the outside, exactly. */
export function balancesOf(entries: readonly LedgerMove[]): LedgerBalances {
  const sums: Record<LedgerState, Big> = {
    outside: new Big(0),
    pending: new Big(0),
    available: new Big(0),
    in_flight: new Big(0),
    paid: new Big(0),
  };
  let credited = new Big(0);
  let debited = new Big(0);
  for (const { fromState, toState, amount } of entries) {
    sums[fromState] = sums[fromState].minus(amount);
    sums[toState] = sums[toState].plus(amount);
    if (fromState === "outside") credited = credited.plus(amount);
    if (toState === "outside") debited = debited.plus(amount);
  }
  return {
    pending: toMoneyString(sums.pending),
    available: toMoneyString(sums.available),
    in_flight: toMoneyString(sums.in_flight),
    paid: toMoneyString(sums.paid),
    credited: toMoneyString(credited),
    debited: toMoneyString(debited),
  };
}

/**
 * The host's part of a refund: a refund returns the subtotal and the taxes in proportion
 * (the policy refunds the same fraction of each), the service fee last, so the subtotal part
 * is refund × subtotal ÷ (subtotal + taxes), at most the subtotal (a full refund, fee
 * included), and at most what the booking still holds for the host.
 */
export function refundedSubtotalPart(input: {
  refund: Big.BigSource;
  subtotal: Big.BigSource;
  taxes: Big.BigSource;
  stillHeld: Big.BigSource;
}): string {
  const base = new Big(input.subtotal).plus(input.taxes);
  if (base.lte(0)) return "0.00";
  const share = round2(new Big(input.refund).times(input.subtotal).div(base));
  const capped = [share, new Big(input.subtotal), new Big(input.stillHeld)].reduce((low, next) =>
    next.lt(low) ? next : low,
  );
  return toMoneyString(capped.lt(0) ? 0 : capped);
}

const HOUR_MS = 3_600_000;

/**
 * When a booking's earning becomes available: the start of its check-in day (Accra is UTC all
 * year) plus the payout delay, so a refund before arrival never claws back a payout.
 */
export function availableFrom(checkIn: string, delayHours: number): Date {
  return new Date(Date.parse(`${checkIn}T00:00:00.000Z`) + delayHours * HOUR_MS);
}

/** The latest check-in day whose earnings are available at `now`. */
export function lastReleasableCheckIn(now: Date, delayHours: number): string {
  return new Date(now.getTime() - delayHours * HOUR_MS).toISOString().slice(0, 10);
}

const RETRY_BASE_MS = 15 * 60_000;
const RETRY_MAX_MS = 24 * HOUR_MS;

/** How long after its last failed payout a host's money is tried again: 15 min, doubling, ≤ 1 day. */
export function payoutRetryDelayMs(failuresInARow: number): number {
  if (failuresInARow <= 0) return 0;
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failuresInARow - 1));
}
