import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings } from "@/db/schema";
import { freeCancelledHolds } from "./free-cancelled-holds";

export const CHECKOUT_FAILED_REASON = "Payment could not be started";

/**
 * Cancels a just-created booking whose checkout could not be opened: its nights are freed
 * at once, so nothing stays held for a checkout that never existed.
 */
export async function abandonBooking(db: Database, bookingId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "CANCELLED", cancelledAt: new Date(), cancelReason: CHECKOUT_FAILED_REASON })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "PENDING")))
      .returning({ id: bookings.id });
    if (cancelled) await freeCancelledHolds(tx, [cancelled.id], CHECKOUT_FAILED_REASON);
  });
}
