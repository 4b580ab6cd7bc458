import { and, inArray } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { blockedNights, payments } from "@/db/schema";
import { recordTransitions } from "./booking-history";

/**
 * What follows cancelling PENDING bookings that held nights, in the same transaction: their
 * nights are freed, their open payments fail with the reason, and the change is recorded.
 */
export async function freeCancelledHolds(
  tx: Transaction,
  bookingIds: string[],
  reason: string,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx.delete(blockedNights).where(inArray(blockedNights.bookingId, bookingIds));
  await tx
    .update(payments)
    .set({ status: "FAILED", failureReason: reason })
    .where(
      and(
        inArray(payments.bookingId, bookingIds),
        inArray(payments.status, ["PENDING", "PROCESSING"]),
      ),
    );
  await recordTransitions(
    tx,
    bookingIds.map((bookingId) => ({ bookingId, from: "PENDING", to: "CANCELLED", note: reason })),
  );
}
