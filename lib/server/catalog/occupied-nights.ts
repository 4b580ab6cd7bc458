import { type AnyColumn, and, eq, gt, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { blockedNights, bookings } from "@/db/schema";

/**
 * Whether a blocked_nights row (joined to its booking, if any) makes its night unavailable:
 * an admin block, a confirmed or completed stay, or a PENDING booking whose hold has not run
 * out. Rows of expired holds are ignored here and deleted later (lazily or by the job).
 */
export function nightIsOccupied(): SQL {
  return or(
    sql`${blockedNights.bookingId} is null`,
    sql`${bookings.status} in ('CONFIRMED', 'COMPLETED')`,
    and(eq(bookings.status, "PENDING"), gt(bookings.holdExpiresAt, sql`now()`)),
  ) as SQL;
}

/** Nights of one listing within [checkIn, checkOut). */
export function nightsWithin(
  listingId: AnyColumn | string,
  checkIn: string,
  checkOut: string,
): SQL {
  return and(
    eq(blockedNights.listingId, listingId),
    gte(blockedNights.night, checkIn),
    lt(blockedNights.night, checkOut),
  ) as SQL;
}
