import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { blockedNights, bookings, listings } from "@/db/schema";
import { BOOKED_STATUSES, isLiveHold } from "@/lib/booking-transitions";
import { notFound } from "@/lib/errors";

export interface CalendarNight {
  night: string;
  kind: "booked" | "held" | "blocked";
  reason: string | null;
  note: string | null;
  bookingReference: string | null;
}

export interface ListingCalendarParams {
  listingId: string;
  from: string;
  to: string;
}

/**
 * The occupied nights of a listing in [from, to): booked (confirmed or completed stays), held
 * (PENDING bookings whose hold still runs) and blocked by an admin, with what occupies them.
 */
export async function listingCalendar(db: DbOrTx, { listingId, from, to }: ListingCalendarParams) {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound("Listing");
  const rows = await db
    .select({
      night: blockedNights.night,
      reason: blockedNights.reason,
      note: blockedNights.note,
      bookingReference: bookings.reference,
      bookingStatus: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(blockedNights)
    .leftJoin(bookings, eq(bookings.id, blockedNights.bookingId))
    .where(
      and(
        eq(blockedNights.listingId, listingId),
        gte(blockedNights.night, from),
        lt(blockedNights.night, to),
      ),
    )
    .orderBy(asc(blockedNights.night));
  const now = new Date();
  return rows.flatMap((row): CalendarNight[] => {
    if (row.bookingReference === null || row.bookingStatus === null) {
      return [
        {
          night: row.night,
          kind: "blocked",
          reason: row.reason,
          note: row.note,
          bookingReference: null,
        },
      ];
    }
    const held = isLiveHold(row.bookingStatus, row.holdExpiresAt, now);
    const booked = BOOKED_STATUSES.includes(row.bookingStatus);
    if (!held && !booked) return [];
    return [
      {
        night: row.night,
        kind: held ? "held" : "booked",
        reason: null,
        note: null,
        bookingReference: row.bookingReference,
      },
    ];
  });
}
