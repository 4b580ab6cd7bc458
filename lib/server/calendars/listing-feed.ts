import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { blockedNights, bookings, listings } from "@/db/schema";
import { calendarFeed, feedEvents } from "@/lib/calendar-feed";
import { addDays, todayUtc } from "@/lib/dates";
import { notFound } from "@/lib/errors";
import { listingCalendar } from "../admin/calendar/listing-calendar";

/** Nights a feed covers: a month back (recent stays) to two years ahead (the booking horizon). */
const PAST_DAYS = 30;
const FUTURE_DAYS = 731;

export interface ListingFeedParams {
  token: string;
  now?: Date;
}

/**
 * The iCal feed of the stay whose calendar token this is (404 for none, for an archived
 * listing, and for an activity or experience, whose shared capacity no other channel's
 * calendar can say): its text, an ETag of it, and when its nights last changed.
 */
export async function listingFeed(db: DbOrTx, { token, now = new Date() }: ListingFeedParams) {
  const [listing] = await db
    .select({
      id: listings.id,
      title: listings.title,
      lastModified: sql<string>`greatest(
        ${listings.updatedAt},
        (select max(${bookings.updatedAt}) from ${bookings} where ${bookings.listingId} = ${listings.id}),
        (select max(${blockedNights.createdAt}) from ${blockedNights} where ${blockedNights.listingId} = ${listings.id})
      )`,
    })
    .from(listings)
    .where(
      and(
        eq(listings.calendarToken, token),
        ne(listings.status, "ARCHIVED"),
        eq(listings.type, "ACCOMMODATION"),
      ),
    );
  if (!listing) throw notFound("Calendar");
  const today = todayUtc(now);
  const calendar = await listingCalendar(db, {
    listingId: listing.id,
    from: addDays(today, -PAST_DAYS),
    to: addDays(today, FUTURE_DAYS),
  });
  // Nights imported from another channel are not ours to tell: a channel importing this feed
  // would otherwise read its own nights back (and another channel's, as Airbnb does not).
  const nights = calendar.flatMap(({ kind, ...night }) =>
    kind === "imported" ? [] : [{ ...night, kind }],
  );
  // Whole seconds: HTTP dates have no more, and the feed's DTSTAMP says the same.
  const lastModified = new Date(Math.floor(new Date(listing.lastModified).getTime() / 1000) * 1000);
  const body = calendarFeed({
    name: `Akwaaba · ${listing.title}`,
    events: feedEvents(listing.id, nights),
    stamp: lastModified,
  });
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag, lastModified };
}
