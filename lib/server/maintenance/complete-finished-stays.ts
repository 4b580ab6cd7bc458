import { and, inArray, lt } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { bookings } from "@/db/schema";
import { BOOKING_TRANSITIONS } from "@/lib/booking-transitions";
import { todayUtc } from "@/lib/dates";
import { recordTransitions } from "../bookings/booking-history";
import { inviteReviews } from "../reviews/invite-reviews";
import { bookingStatusGuard } from "../status-guards";

/** How many finished stays one run completes at most. */
const COMPLETION_BATCH = 500;

const { stayCompletion } = BOOKING_TRANSITIONS;

export interface FinishedStaysParams {
  /** Today (UTC): stays that checked out before it are finished. */
  today: string;
}

/** CONFIRMED stays whose check-out day is before `today`, locked and skipping rows others hold. */
export function finishedStaysQuery(db: DbOrTx, { today }: FinishedStaysParams) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(bookingStatusGuard(stayCompletion), lt(bookings.checkOut, today)))
    .limit(COMPLETION_BATCH)
    .for("update", { skipLocked: true });
}

/**
 * CONFIRMED stays whose check-out day has passed become COMPLETED (skip-locked, so instances
 * share the work), and their guests are invited to review them.
 */
export async function completeFinishedStays(
  db: Database,
  { appUrl }: { appUrl: string },
): Promise<number> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const finished = finishedStaysQuery(tx, { today: todayUtc(now) });
    const completed = await tx
      .update(bookings)
      .set({ status: stayCompletion.to, completedAt: now })
      .where(and(inArray(bookings.id, finished), bookingStatusGuard(stayCompletion)))
      .returning({ id: bookings.id });
    await recordTransitions(tx, {
      transition: stayCompletion,
      bookingIds: completed.map((row) => row.id),
      note: "Stay finished",
    });
    await inviteReviews(tx, { bookingIds: completed.map((row) => row.id), appUrl });
    return completed.length;
  });
}
