import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings } from "@/db/schema";
import { BOOKING_TRANSITIONS } from "@/lib/booking-transitions";
import { bookingStatusGuard } from "../status-guards";
import { freeCancelledHolds } from "./free-cancelled-holds";

export const CHECKOUT_FAILED_REASON = "Payment could not be started";

export interface AbandonBookingParams {
  bookingId: string;
}

/**
 * Cancels a just-created booking whose checkout could not be opened: its nights are freed
 * at once, so nothing stays held for a checkout that never existed.
 */
export async function abandonBooking(
  db: Database,
  { bookingId }: AbandonBookingParams,
): Promise<void> {
  const { checkoutAbandon } = BOOKING_TRANSITIONS;
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: checkoutAbandon.to,
        cancelledAt: new Date(),
        cancelReason: CHECKOUT_FAILED_REASON,
      })
      .where(and(eq(bookings.id, bookingId), bookingStatusGuard(checkoutAbandon)))
      .returning({ id: bookings.id });
    if (cancelled) {
      await freeCancelledHolds(tx, {
        bookingIds: [cancelled.id],
        transition: checkoutAbandon,
        reason: CHECKOUT_FAILED_REASON,
      });
    }
  });
}
