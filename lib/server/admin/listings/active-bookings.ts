import { and, count, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings } from "@/db/schema";
import { todayUtc } from "@/lib/dates";
import { AppError } from "@/lib/errors";
import { activeBooking } from "../../status-guards";

export interface AssertNoActiveBookingsParams {
  listingId: string;
}

/**
 * Refuses to take a listing out of service while it has active bookings: PENDING ones still
 * holding their nights, or CONFIRMED ones not yet checked out.
 */
export async function assertNoActiveBookings(
  db: DbOrTx,
  { listingId }: AssertNoActiveBookingsParams,
): Promise<void> {
  const [active] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.listingId, listingId), activeBooking(todayUtc())));
  const n = active?.n ?? 0;
  if (n > 0) {
    throw new AppError(
      "LISTING_HAS_ACTIVE_BOOKINGS",
      `This listing has ${n} active booking${n === 1 ? "" : "s"}; cancel or complete ${n === 1 ? "it" : "them"} first`,
      { activeBookings: n },
    );
  }
}
