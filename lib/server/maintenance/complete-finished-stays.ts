import { and, eq, inArray, lt } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { bookings } from "@/db/schema";
import { todayUtc } from "@/lib/dates";
import { recordTransitions } from "../bookings/booking-history";

/** CONFIRMED stays whose check-out day is before `today`, locked and skipping rows others hold. */
export function finishedStaysQuery(db: DbOrTx, today: string, limit = 500) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "CONFIRMED"), lt(bookings.checkOut, today)))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** CONFIRMED stays whose check-out day has passed become COMPLETED (skip-locked, so instances share the work). */
export async function completeFinishedStays(
  db: Database,
  now = new Date(),
  limit = 500,
): Promise<number> {
  return db.transaction(async (tx) => {
    const finished = finishedStaysQuery(tx, todayUtc(now), limit);
    const completed = await tx
      .update(bookings)
      .set({ status: "COMPLETED", completedAt: now })
      .where(and(inArray(bookings.id, finished), eq(bookings.status, "CONFIRMED")))
      .returning({ id: bookings.id });
    await recordTransitions(
      tx,
      completed.map((row) => ({
        bookingId: row.id,
        from: "CONFIRMED",
        to: "COMPLETED",
        note: "Stay finished",
      })),
    );
    return completed.length;
  });
}
