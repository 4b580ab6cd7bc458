import { inArray, type SQL, sql } from "drizzle-orm";
import { bookings, payments, payouts, refunds } from "@/db/schema";
import { ACTIVE_BOOKING, guardedStatuses, type Transition } from "@/lib/booking-transitions";
import type { BookingStatus, PaymentStatus, PayoutStatus, RefundStatus } from "@/lib/enums";

// The SQL side of lib/booking-transitions.ts: the compare-and-set conditions of its
// transitions, and active bookings.

/**
 * `bookings.status` is one the transition leaves: the one the writer loaded and guarded, or,
 * without one, any (lib/booking-transitions.ts, guardedStatuses).
 */
export function bookingStatusGuard(
  transition: Transition<BookingStatus>,
  loaded?: BookingStatus,
): SQL {
  return inArray(bookings.status, guardedStatuses(transition, loaded));
}

/** `payments.status` is one the transition leaves. */
export function paymentStatusGuard(transition: Transition<PaymentStatus>): SQL {
  return inArray(payments.status, transition.from);
}

/** `refunds.status` is one the transition leaves. */
export function refundStatusGuard(transition: Transition<RefundStatus>): SQL {
  return inArray(refunds.status, transition.from);
}

/** A PENDING booking whose hold still runs (isLiveHold). */
export function liveHold(): SQL {
  return sql`(${bookings.status} = ${ACTIVE_BOOKING.held} and ${bookings.holdExpiresAt} > now())`;
}

/** A booking that holds nights: a live hold, or CONFIRMED with its check-out after `today`. */
export function activeBooking(today: string): SQL {
  return sql`(${liveHold()} or (${bookings.status} = ${ACTIVE_BOOKING.confirmed} and ${bookings.checkOut} > ${today}))`;
}

/** `payouts.status` is one the transition leaves. */
export function payoutStatusGuard(transition: Transition<PayoutStatus>): SQL {
  return inArray(payouts.status, transition.from);
}
