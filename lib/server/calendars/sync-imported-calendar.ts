import { and, eq, inArray, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "@/db/client";
import { calendarFeeds, listings } from "@/db/schema";
import { type ImportedNight, nightsOfFeed } from "@/lib/calendar-import";
import { nextSyncAt } from "@/lib/calendar-sync-schedule";
import { addDays, todayUtc } from "@/lib/dates";
import type { FeedFetcher, FeedFetchResult } from "@/lib/providers/feed-fetcher";
import { releaseExpiredHoldsIn } from "../bookings/release-expired-holds";
import { announceConflicts } from "./calendar-conflicts";
import { applyFeedClaims, replaceFeedClaims } from "./imported-nights";

export interface CalendarSyncSettings {
  fetcher: FeedFetcher;
  /** CALENDAR_SYNC_MINUTES */
  intervalMinutes: number;
  /** How far ahead nights are read: the booking horizon (MAX_BOOKING_ADVANCE_DAYS). */
  horizonDays: number;
  /** For the links in the conflict e-mail. */
  appUrl: string;
  now?: Date;
}

export type FeedToSync = Pick<
  typeof calendarFeeds.$inferSelect,
  "id" | "listingId" | "url" | "etag" | "lastModified"
>;

export type SyncOutcome = "synced" | "unchanged" | "failed" | "removed";

type Reading =
  | { kind: "unchanged" }
  | { kind: "read"; nights: ImportedNight[]; etag: string | null; lastModified: string | null }
  | { kind: "failed"; error: string };

function readFeed(result: FeedFetchResult, window: { from: string; to: string }): Reading {
  if (result.kind !== "fetched") return result;
  try {
    return {
      kind: "read",
      nights: nightsOfFeed(result.text, window),
      etag: result.etag,
      lastModified: result.lastModified,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: "failed", error: `The feed could not be read: ${reason}`.slice(0, 500) };
  }
}

/**
 * Fetches one imported calendar (a conditional GET) and makes our nights agree with it, in
 * one transaction that waits on the feed's row, so two instances syncing it at once apply it
 * one after the other: its claims replace the last ones, nights it dropped are freed, free
 * nights it claims are taken, and claims on our bookings' nights are conflicts, e-mailed once.
 * A failed fetch or a broken feed changes no night: it is recorded on the feed, which is
 * tried again after a backoff.
 */
export async function syncImportedCalendar(
  db: Database,
  feed: FeedToSync,
  { fetcher, intervalMinutes, horizonDays, appUrl, now = new Date() }: CalendarSyncSettings,
): Promise<SyncOutcome> {
  const today = todayUtc(now);
  const window = { from: today, to: addDays(today, horizonDays) };
  const fetched = await fetcher({
    url: feed.url,
    etag: feed.etag,
    lastModified: feed.lastModified,
  });
  const reading = readFeed(fetched, window);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ failures: calendarFeeds.failures })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feed.id))
      .for("update");
    if (!locked) return "removed";
    if (reading.kind === "failed") {
      const failures = locked.failures + 1;
      await tx
        .update(calendarFeeds)
        .set({
          lastAttemptAt: now,
          lastError: reading.error,
          failures,
          nextSyncAt: nextSyncAt(now, intervalMinutes, failures),
          leaseUntil: null,
        })
        .where(eq(calendarFeeds.id, feed.id));
      return "failed";
    }
    if (reading.kind === "read") {
      await replaceFeedClaims(tx, {
        feedId: feed.id,
        listingId: feed.listingId,
        nights: reading.nights,
        today,
      });
    }
    await releaseExpiredHoldsIn(tx, {
      listingId: feed.listingId,
      checkIn: window.from,
      checkOut: window.to,
    });
    await applyFeedClaims(tx, { listingId: feed.listingId, today });
    await announceConflicts(tx, { listingId: feed.listingId, feedId: feed.id, today, appUrl });
    await tx
      .update(calendarFeeds)
      .set({
        ...(reading.kind === "read"
          ? { etag: reading.etag, lastModified: reading.lastModified }
          : {}),
        lastAttemptAt: now,
        lastSuccessAt: now,
        lastError: null,
        failures: 0,
        nextSyncAt: nextSyncAt(now, intervalMinutes, 0),
        leaseUntil: null,
      })
      .where(eq(calendarFeeds.id, feed.id));
    return reading.kind === "read" ? "synced" : "unchanged";
  });
}

/**
 * Feeds due a sync, leased for `leaseSeconds` so another instance's job skips them; an
 * archived stay's are left alone.
 */
export async function leaseDueFeeds(
  db: Database,
  { now, limit, leaseSeconds }: { now: Date; limit: number; leaseSeconds: number },
): Promise<FeedToSync[]> {
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .innerJoin(listings, eq(listings.id, calendarFeeds.listingId))
      .where(
        and(
          ne(listings.status, "ARCHIVED"),
          // Due before the end of the job's millisecond: the column's default is the
          // database's clock, in microseconds, and `now` has milliseconds.
          lt(calendarFeeds.nextSyncAt, new Date(now.getTime() + 1)),
          or(isNull(calendarFeeds.leaseUntil), lt(calendarFeeds.leaseUntil, now)),
        ),
      )
      .orderBy(calendarFeeds.nextSyncAt)
      .limit(limit)
      .for("update", { of: calendarFeeds, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(calendarFeeds)
      .set({ leaseUntil })
      .where(
        inArray(
          calendarFeeds.id,
          due.map(({ id }) => id),
        ),
      )
      .returning({
        id: calendarFeeds.id,
        listingId: calendarFeeds.listingId,
        url: calendarFeeds.url,
        etag: calendarFeeds.etag,
        lastModified: calendarFeeds.lastModified,
      });
  });
}
