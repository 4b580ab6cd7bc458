import { type AnyColumn, and, eq, gte, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import { blockedNights, bookedSpots } from "@/db/schema";

/**
 * Whether a blocked_nights row makes its night unavailable: an admin block or a confirmed or
 * completed stay (no hold expiry), or a PENDING booking's hold that has not run out. Rows of
 * expired holds are ignored here and deleted later (lazily or by the job); cancelling a
 * booking deletes its rows, so no other booking status has any.
 */
export function nightIsOccupied(): SQL {
  return sql`(${blockedNights.holdExpiresAt} is null or ${blockedNights.holdExpiresAt} > now())`;
}

/** Whether a booked_spots row takes its spots: the same rule as a night's, for activities. */
export function spotsAreTaken(): SQL {
  return sql`(${bookedSpots.holdExpiresAt} is null or ${bookedSpots.holdExpiresAt} > now())`;
}

/** Nights of one listing within [checkIn, checkOut). */
export function nightsWithin(
  listingId: AnyColumn | string,
  checkIn: string | Placeholder,
  checkOut: string | Placeholder,
): SQL {
  return and(
    eq(blockedNights.listingId, listingId),
    gte(blockedNights.night, checkIn),
    lt(blockedNights.night, checkOut),
  ) as SQL;
}
