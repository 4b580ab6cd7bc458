import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { blockedNights, bookings, calendarFeeds, listings } from "@/db/schema";
import { BOOKED_STATUSES, isLiveHold } from "@/lib/booking-transitions";
import { todayUtc } from "@/lib/dates";
import { notFound } from "@/lib/errors";
import { calendarConflicts } from "../../calendars/calendar-conflicts";

export interface CalendarNight {
  night: string;
  /** Its source: a booking (paid or held), a manual block, or an imported calendar. */
  kind: "booked" | "held" | "blocked" | "imported";
  reason: string | null;
  note: string | null;
  bookingReference: string | null;
  /** The imported calendar's name, for an imported night. */
  feedName: string | null;
  /** Imported calendars that claim this booked or held night too: conflicts. */
  claimedBy: string[];
}

export interface ListingCalendarParams {
  listingId: string;
  from: string;
  to: string;
}

/**
 * The occupied nights of a listing in [from, to): booked (confirmed or completed stays), held
 * (PENDING bookings whose hold still runs), blocked by hand, or taken by an imported calendar,
 * with what occupies them and which imported calendars claim a booking's night as well.
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
      feedName: calendarFeeds.name,
    })
    .from(blockedNights)
    .leftJoin(bookings, eq(bookings.id, blockedNights.bookingId))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, blockedNights.feedId))
    .where(
      and(
        eq(blockedNights.listingId, listingId),
        gte(blockedNights.night, from),
        lt(blockedNights.night, to),
      ),
    )
    .orderBy(asc(blockedNights.night));
  const now = new Date();
  const claims = new Map<string, string[]>();
  for (const conflict of await calendarConflicts(db, { listingId, today: todayUtc(now) })) {
    for (const night of conflict.nights) {
      claims.set(night, [...(claims.get(night) ?? []), conflict.feedName]);
    }
  }
  return rows.flatMap((row): CalendarNight[] => {
    if (row.bookingReference === null || row.bookingStatus === null) {
      return [
        {
          night: row.night,
          kind: row.feedName === null ? "blocked" : "imported",
          reason: row.reason,
          note: row.note,
          bookingReference: null,
          feedName: row.feedName,
          claimedBy: [],
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
        feedName: null,
        claimedBy: claims.get(row.night) ?? [],
      },
    ];
  });
}
