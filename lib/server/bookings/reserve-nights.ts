import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { blockedNights } from "@/db/schema";
import { AppError } from "@/lib/errors";

export interface ReserveNightsParams {
  listingId: string;
  bookingId: string;
  checkIn: string;
  checkOut: string;
  holdExpiresAt: Date | null;
}

/** The insert of a stay's nights (check-in … check-out − 1), to run alone or inside a CTE. */
export function nightsInsert(stay: ReserveNightsParams): SQL {
  return sql`insert into blocked_nights (listing_id, night, booking_id, hold_expires_at)
    select ${stay.listingId}, night::date, ${stay.bookingId}, ${stay.holdExpiresAt?.toISOString() ?? null}::timestamptz
    from generate_series(${stay.checkIn}::date, ${stay.checkOut}::date - 1, interval '1 day') as night`;
}

/**
 * Runs a statement that occupies nights. The primary key of blocked_nights decides races: a
 * night already held, confirmed or blocked makes the insert fail, and that failure is the
 * 409 DATES_UNAVAILABLE answer.
 */
export async function holdingNights<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
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

/**
 * Occupies every night of a stay for a booking (409 DATES_UNAVAILABLE when one is taken). A
 * PENDING booking's nights carry its hold's expiry (null for a confirmed stay), so searches
 * can tell a live hold from a lapsed one without reading the booking.
 */
export async function reserveNights(db: DbOrTx, stay: ReserveNightsParams): Promise<void> {
  await holdingNights(() => db.execute(nightsInsert(stay)));
}

export interface ConfirmNightsParams {
  bookingId: string;
}

/** A confirmed booking keeps its nights for good: they no longer expire with the hold. */
export function nightsConfirmation(db: DbOrTx, { bookingId }: ConfirmNightsParams) {
  return db
    .update(blockedNights)
    .set({ holdExpiresAt: null })
    .where(eq(blockedNights.bookingId, bookingId));
}

export async function confirmNights(db: DbOrTx, params: ConfirmNightsParams): Promise<void> {
  await nightsConfirmation(db, params);
}
