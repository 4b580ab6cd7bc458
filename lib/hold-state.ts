// What an unpaid booking's hold is, for every page that shows it (the trip page, the trips
// list, the checkout callback and the sandbox checkout), decided once. The rule is the spec's
// (shared/spec/decisions.md): a hold that runs out unpaid cancels the booking, no new payment
// can be started for it (409 BOOKING_NOT_PAYABLE), but a charge that still succeeds on a
// checkout opened before confirms the booking when its nights are still free and is refunded
// in full when they were taken meanwhile.
import { isLiveHold } from "./booking-transitions";
import type { BookingStatus, PaymentStatus } from "./enums";

/** The reason a hold that ran out unpaid is cancelled with. */
export const EXPIRED_HOLD_REASON = "Payment not completed in time";

/**
 * - `HELD`: PENDING and the hold still runs: the booking may be paid, a checkout opened.
 * - `LAPSED`: the hold ran out unpaid, whether or not the booking has been released yet
 *   (PENDING past its expiry, or CANCELLED by the release): no new checkout, but a checkout
 *   already open still takes the payment, under the late-payment rule.
 * - `NONE`: not an unpaid hold (confirmed, completed, no-show, cancelled for another reason).
 *
 * When the maintenance job runs is invisible here: the two forms of LAPSED read the same.
 */
export type HoldState = "HELD" | "LAPSED" | "NONE";

export interface HoldFacts {
  status: BookingStatus;
  holdExpiresAt: Date | null;
  cancelReason: string | null;
}

export function holdState(booking: HoldFacts, now: Date): HoldState {
  if (isLiveHold(booking.status, booking.holdExpiresAt, now)) return "HELD";
  if (booking.status === "PENDING") return "LAPSED";
  if (booking.status === "CANCELLED" && booking.cancelReason === EXPIRED_HOLD_REASON) {
    return "LAPSED";
  }
  return "NONE";
}

/**
 * What one checkout (a payment attempt) offers:
 * - `OPEN`: pay; the booking is confirmed.
 * - `LATE`: pay, although the hold has ended: the late-payment rule applies (confirmed if the
 *   nights are still free, else refunded in full). Paystack's hosted page stays open after our
 *   hold ends, so the sandbox that stands in for it does too.
 * - `CLOSED`: nothing to pay here (paid, declined, superseded, or its booking cancelled).
 */
export type CheckoutState = "OPEN" | "LATE" | "CLOSED";

export interface CheckoutFacts {
  status: PaymentStatus;
  failureReason: string | null;
}

const OPEN_PAYMENT: readonly PaymentStatus[] = ["PENDING", "PROCESSING"];

export function checkoutState(hold: HoldState, payment: CheckoutFacts): CheckoutState {
  if (hold === "LAPSED") {
    // Released by the job, its checkout failed with the hold; the provider's page is still open.
    const failedWithHold =
      payment.status === "FAILED" && payment.failureReason === EXPIRED_HOLD_REASON;
    return OPEN_PAYMENT.includes(payment.status) || failedWithHold ? "LATE" : "CLOSED";
  }
  return OPEN_PAYMENT.includes(payment.status) ? "OPEN" : "CLOSED";
}
