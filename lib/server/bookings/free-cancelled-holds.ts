import { and, inArray } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { payments } from "@/db/schema";
import { PAYMENT_TRANSITIONS, type Transition } from "@/lib/booking-transitions";
import type { BookingStatus } from "@/lib/enums";
import { paymentStatusGuard } from "../status-guards";
import { recordTransitions } from "./booking-history";
import { releaseOccupancy } from "./occupancy";

export interface FreeCancelledHoldsParams {
  bookingIds: string[];
  /** How they were cancelled: holdExpiry or checkoutAbandon. */
  transition: Transition<BookingStatus>;
  reason: string;
}

/**
 * What follows cancelling PENDING bookings that held nights, in the same transaction: their
 * nights are freed, their open payments fail with the reason, and the change is recorded.
 */
export async function freeCancelledHolds(
  tx: Transaction,
  { bookingIds, transition, reason }: FreeCancelledHoldsParams,
): Promise<void> {
  if (bookingIds.length === 0) return;
  const { bookingCancelled } = PAYMENT_TRANSITIONS;
  await releaseOccupancy(tx, bookingIds);
  await tx
    .update(payments)
    .set({ status: bookingCancelled.to, failureReason: reason })
    .where(and(inArray(payments.bookingId, bookingIds), paymentStatusGuard(bookingCancelled)));
  await recordTransitions(tx, { transition, bookingIds, note: reason });
}
