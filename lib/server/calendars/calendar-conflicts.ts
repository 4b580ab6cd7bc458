import { and, asc, eq, gt, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  blockedNights,
  bookings,
  calendarFeedNights,
  calendarFeeds,
  hostProfiles,
  listings,
  profiles,
  users,
} from "@/db/schema";
import { enqueueEmail } from "../email/enqueue-email";
import {
  CALENDAR_CONFLICT_TEMPLATE,
  calendarConflictKey,
  renderCalendarConflict,
} from "../email/templates/calendar-conflict";

export interface CalendarConflict {
  feedId: string;
  feedName: string;
  bookingId: string;
  bookingReference: string;
  /** The nights the feed claims that the booking holds, in order. */
  nights: string[];
}

export interface ConflictScope {
  listingId: string;
  today: string;
  feedId?: string;
}

/**
 * A feed's claims on nights one of our bookings holds (confirmed, or a hold still running):
 * kept as claims, never applied, until the booking lets the night go or the feed stops
 * claiming it.
 */
export async function calendarConflicts(
  db: DbOrTx,
  { listingId, today, feedId }: ConflictScope,
): Promise<CalendarConflict[]> {
  const rows = await db
    .select({
      feedId: calendarFeeds.id,
      feedName: calendarFeeds.name,
      bookingId: bookings.id,
      bookingReference: bookings.reference,
      night: calendarFeedNights.night,
    })
    .from(calendarFeedNights)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarFeedNights.feedId))
    .innerJoin(
      blockedNights,
      and(
        eq(blockedNights.listingId, calendarFeedNights.listingId),
        eq(blockedNights.night, calendarFeedNights.night),
      ),
    )
    .innerJoin(bookings, eq(bookings.id, blockedNights.bookingId))
    .where(
      and(
        eq(calendarFeedNights.listingId, listingId),
        gte(calendarFeedNights.night, today),
        isNotNull(blockedNights.bookingId),
        or(isNull(blockedNights.holdExpiresAt), gt(blockedNights.holdExpiresAt, sql`now()`)),
        feedId === undefined ? undefined : eq(calendarFeedNights.feedId, feedId),
      ),
    )
    .orderBy(asc(calendarFeeds.name), asc(bookings.reference), asc(calendarFeedNights.night));
  const conflicts = new Map<string, CalendarConflict>();
  for (const { night, ...row } of rows) {
    const key = `${row.feedId}/${row.bookingId}`;
    const conflict = conflicts.get(key) ?? { ...row, nights: [] };
    conflict.nights.push(night);
    conflicts.set(key, conflict);
  }
  return [...conflicts.values()];
}

export interface AnnounceConflictsParams extends ConflictScope {
  appUrl: string;
}

/**
 * E-mails the listing's host about each of a feed's conflicts, once per booking
 * (`calendar-conflict/<feedId>/<bookingId>`); a platform listing (no host) tells nobody, its
 * admins see the conflict on the calendar.
 */
export async function announceConflicts(
  db: DbOrTx,
  { appUrl, ...scope }: AnnounceConflictsParams,
): Promise<CalendarConflict[]> {
  const conflicts = await calendarConflicts(db, scope);
  if (conflicts.length === 0) return conflicts;
  const [host] = await db
    .select({
      title: listings.title,
      email: users.email,
      displayName: hostProfiles.displayName,
      firstName: profiles.firstName,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.hostId))
    .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(listings.id, scope.listingId));
  if (!host) return conflicts;
  const calendarUrl = `${appUrl.replace(/\/+$/, "")}/host/listings/${encodeURIComponent(scope.listingId)}#calendar`;
  for (const conflict of conflicts) {
    const rendered = renderCalendarConflict({
      hostName: host.displayName ?? host.firstName ?? "host",
      feedName: conflict.feedName,
      listingTitle: host.title,
      reference: conflict.bookingReference,
      nights: conflict.nights,
      calendarUrl,
    });
    await enqueueEmail(db, {
      idempotencyKey: calendarConflictKey(conflict.feedId, conflict.bookingId),
      to: host.email,
      template: CALENDAR_CONFLICT_TEMPLATE,
      ...rendered,
    });
  }
  return conflicts;
}
