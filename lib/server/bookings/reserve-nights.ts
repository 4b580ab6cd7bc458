import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { blockedNights } from "@/db/schema";
import { AppError } from "@/lib/errors";

/**
 * Occupies every night of a stay (check-in … check-out − 1) for a booking. The primary key
 * of blocked_nights decides races: a night already held, confirmed or blocked makes the
 * insert fail, and that failure is the 409 DATES_UNAVAILABLE answer. A PENDING booking's
 * nights carry its hold's expiry (null for a confirmed stay), so searches can tell a live hold
 * from a lapsed one without reading the booking.
 */
export async function reserveNights(
  db: DbOrTx,
  stay: {
    listingId: string;
    bookingId: string;
    checkIn: string;
    checkOut: string;
    holdExpiresAt: Date | null;
  },
): Promise<void> {
  try {
    await db.execute(sql`
      insert into blocked_nights (listing_id, night, booking_id, hold_expires_at)
      select ${stay.listingId}, night::date, ${stay.bookingId}, ${stay.holdExpiresAt?.toISOString() ?? null}::timestamptz
      from generate_series(${stay.checkIn}::date, ${stay.checkOut}::date - 1, interval '1 day') as night`);
  } catch (error) {
    if (isUniqueViolation(error, "blocked_nights_pkey")) {
      throw new AppError(
        "DATES_UNAVAILABLE",
        "Some of the selected nights are no longer available",
      );
    }
    throw error;
  }
}

/** A confirmed booking keeps its nights for good: they no longer expire with the hold. */
export async function confirmNights(db: DbOrTx, bookingId: string): Promise<void> {
  await db
    .update(blockedNights)
    .set({ holdExpiresAt: null })
    .where(eq(blockedNights.bookingId, bookingId));
}
