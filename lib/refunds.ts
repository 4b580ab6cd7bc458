import Big from "big.js";
import { daysBetween, todayUtc } from "./dates";
import { round2, toMoneyString } from "./money";

export type RefundFraction = 0 | 0.5 | 1;

/** Refund policy: 7 or more whole days before check-in → all, 3 to 6 → half, fewer → none. */
export function refundFraction(daysBeforeCheckIn: number): RefundFraction {
  if (daysBeforeCheckIn >= 7) return 1;
  if (daysBeforeCheckIn >= 3) return 0.5;
  return 0;
}

/** Whole days from the UTC date of the cancellation moment to the check-in date. */
export function wholeDaysBeforeCheckIn(checkIn: string, now: Date): number {
  return daysBetween(todayUtc(now), checkIn);
}

export interface PolicyRefund {
  fraction: RefundFraction;
  daysBeforeCheckIn: number;
  amount: string;
}

/**
 * The user-cancellation refund: round2(f × subtotal) + round2(f × taxes). Taxes are refunded in
 * the same proportion as the subtotal; the service fee is never refunded.
 */
export function computePolicyRefund(input: {
  subtotal: Big.BigSource;
  taxes: Big.BigSource;
  checkIn: string;
  now: Date;
}): PolicyRefund {
  const daysBeforeCheckIn = wholeDaysBeforeCheckIn(input.checkIn, input.now);
  const fraction = refundFraction(daysBeforeCheckIn);
  const amount = round2(new Big(input.subtotal).times(fraction)).plus(
    round2(new Big(input.taxes).times(fraction)),
  );
  return { fraction, daysBeforeCheckIn, amount: toMoneyString(amount) };
}

/** An admin cancellation with refundFull: the whole paid total. */
export function computeFullRefund(paidTotal: Big.BigSource): string {
  return toMoneyString(paidTotal);
}

/**
 * Who an admin cancellation is down to: the guest asked for it, or the host or the platform
 * cannot honour the stay. The admin cancel form asks which, and never defaults.
 */
export const CANCELLATION_FAULTS = ["GUEST", "HOST", "PLATFORM"] as const;
export type CancellationFault = (typeof CANCELLATION_FAULTS)[number];

/**
 * The refund an admin cancellation gives (the API's `refundFull`): a guest's own request
 * gets the cancellation policy, as if they had cancelled themselves; a stay the host or the
 * platform calls off is refunded in full, service fee included.
 */
export function refundFullFor(fault: CancellationFault): boolean {
  return fault !== "GUEST";
}
