import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { blockedNights, bookings, payments } from "@/db/schema";
import { recordTransitions } from "./booking-history";

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
    if (!cancelled) return;
    await tx.delete(blockedNights).where(eq(blockedNights.bookingId, bookingId));
    await tx
      .update(payments)
      .set({ status: "FAILED", failureReason: CHECKOUT_FAILED_REASON })
      .where(
        and(eq(payments.bookingId, bookingId), inArray(payments.status, ["PENDING", "PROCESSING"])),
      );
    await recordTransitions(tx, [
      { bookingId, from: "PENDING", to: "CANCELLED", note: CHECKOUT_FAILED_REASON },
    ]);
  });
}
