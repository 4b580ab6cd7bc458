import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { calendarFeedNights, calendarFeeds, listings } from "@/db/schema";
import { todayUtc } from "@/lib/dates";
import { notFound, validationError } from "@/lib/errors";
import { channelName, checkFeedAddress } from "@/lib/feed-address";
import { recordAudit } from "../admin/audit";
import { calendarConflicts } from "./calendar-conflicts";
import { applyFeedClaims } from "./imported-nights";
import { type CalendarSyncSettings, syncImportedCalendar } from "./sync-imported-calendar";

/** More than any host links: Airbnb, Booking.com, Vrbo, a calendar app or two. */
export const MAX_IMPORTED_CALENDARS = 10;

/** The stay a calendar is imported into: 404 for a missing listing, an activity or experience. */
async function stayOf(db: DbOrTx, listingId: string) {
  const [listing] = await db
    .select({ type: listings.type, calendarToken: listings.calendarToken })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (listing?.type !== "ACCOMMODATION") throw notFound("Calendar");
  return listing;
}

export interface ImportedCalendarScope {
  listingId: string;
  now?: Date;
}

/** A stay's imported calendars: how each last synced, its nights and its conflicts. */
export async function listImportedCalendars(
  db: DbOrTx,
  { listingId, now = new Date() }: ImportedCalendarScope,
) {
  await stayOf(db, listingId);
  const today = todayUtc(now);
  const feeds = await db
    .select({
      id: calendarFeeds.id,
      name: calendarFeeds.name,
      url: calendarFeeds.url,
      createdAt: calendarFeeds.createdAt,
      lastSyncAt: calendarFeeds.lastAttemptAt,
      lastSuccessAt: calendarFeeds.lastSuccessAt,
      lastError: calendarFeeds.lastError,
      nextSyncAt: calendarFeeds.nextSyncAt,
      nights: sql<number>`(select count(*)::int from ${calendarFeedNights}
        where ${calendarFeedNights.feedId} = ${calendarFeeds.id} and ${calendarFeedNights.night} >= ${today})`,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.listingId, listingId))
    .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id));
  const conflicts = await calendarConflicts(db, { listingId, today });
  return feeds.map((feed) => ({
    ...feed,
    conflicts: conflicts
      .filter((conflict) => conflict.feedId === feed.id)
      .map(({ bookingReference, nights }) => ({ bookingReference, nights })),
  }));
}

export type ImportedCalendarView = Awaited<ReturnType<typeof listImportedCalendars>>[number];

export async function importedCalendar(
  db: DbOrTx,
  { feedId, ...scope }: ImportedCalendarScope & { feedId: string },
): Promise<ImportedCalendarView> {
  const feed = (await listImportedCalendars(db, scope)).find(({ id }) => id === feedId);
  if (!feed) throw notFound("Calendar");
  return feed;
}

export interface AddImportedCalendarParams {
  listingId: string;
  actorId: string;
  url: string;
  name?: string;
  /** CALENDAR_FEED_ALLOWED_HOSTS */
  allowedHosts: readonly string[];
}

/**
 * Links another channel's calendar to a stay; it is fetched by the next sync (the route syncs
 * it at once). The address must be one the sync may fetch, not the stay's own feed, and new
 * to the stay. Audited.
 */
export async function addImportedCalendar(
  db: Database,
  { listingId, actorId, url, name, allowedHosts }: AddImportedCalendarParams,
) {
  const checked = checkFeedAddress(url, { allowedHosts });
  if (!checked.ok) {
    throw validationError(
      "url",
      "feed_address",
      `This address cannot be imported: ${checked.reason}`,
    );
  }
  try {
    return await db.transaction(async (tx) => {
      const stay = await stayOf(tx, listingId);
      if (checked.url.pathname.endsWith(`/api/calendars/${stay.calendarToken}.ics`)) {
        throw validationError(
          "url",
          "own_feed",
          "This is this stay's own calendar: import another channel's",
        );
      }
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.listingId, listingId));
      if (count >= MAX_IMPORTED_CALENDARS) {
        throw validationError(
          "url",
          "max_calendars",
          `A stay imports at most ${MAX_IMPORTED_CALENDARS} calendars: remove one first`,
        );
      }
      const [feed] = await tx
        .insert(calendarFeeds)
        .values({
          listingId,
          url: checked.url.href,
          name: name ?? channelName(checked.url),
          createdById: actorId,
        })
        .returning();
      if (!feed) throw new Error("the calendar was not saved");
      await recordAudit(tx, {
        actorId,
        action: "calendar_feed.add",
        entityType: "calendar_feed",
        entityId: feed.id,
        after: { listingId, name: feed.name },
      });
      return feed;
    });
  } catch (error) {
    if (isUniqueViolation(error, "calendar_feeds_listing_url_key")) {
      throw validationError("url", "unique", "This calendar is already imported into this stay");
    }
    throw error;
  }
}

export interface RemoveImportedCalendarParams {
  listingId: string;
  feedId: string;
  actorId: string;
  now?: Date;
}

/**
 * Unlinks a calendar: its claims and the nights it took go with it, and a night another of the
 * stay's feeds claims is taken by that one at once. Audited.
 */
export async function removeImportedCalendar(
  db: Database,
  { listingId, feedId, actorId, now = new Date() }: RemoveImportedCalendarParams,
) {
  return db.transaction(async (tx) => {
    await stayOf(tx, listingId);
    const [removed] = await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.listingId, listingId)))
      .returning({ name: calendarFeeds.name });
    if (!removed) throw notFound("Calendar");
    await applyFeedClaims(tx, { listingId, today: todayUtc(now) });
    await recordAudit(tx, {
      actorId,
      action: "calendar_feed.remove",
      entityType: "calendar_feed",
      entityId: feedId,
      before: { listingId, name: removed.name },
    });
  });
}

export interface SyncCalendarNowParams {
  listingId: string;
  feedId: string;
  settings: CalendarSyncSettings;
}

/** "Sync now": fetches the feed at once, whatever its schedule, and shows how it went. */
export async function syncCalendarNow(
  db: Database,
  { listingId, feedId, settings }: SyncCalendarNowParams,
): Promise<ImportedCalendarView> {
  await stayOf(db, listingId);
  const [feed] = await db
    .select({
      id: calendarFeeds.id,
      listingId: calendarFeeds.listingId,
      url: calendarFeeds.url,
      etag: calendarFeeds.etag,
      lastModified: calendarFeeds.lastModified,
    })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.listingId, listingId)));
  if (!feed) throw notFound("Calendar");
  await syncImportedCalendar(db, feed, settings);
  return importedCalendar(db, { listingId, feedId, now: settings.now });
}
