import type { Database } from "@/db/client";
import { todayUtc } from "@/lib/dates";
import { applyFeedClaims } from "./imported-nights";
import {
  type CalendarSyncSettings,
  leaseDueFeeds,
  type SyncOutcome,
  syncImportedCalendar,
} from "./sync-imported-calendar";

/** Feeds fetched by one run of the job, and how many at a time. */
const BATCH = 20;
const AT_ONCE = 4;
/** Longer than a fetch can take (its timeout, a few redirects), so a lease outlives its sync. */
const LEASE_SECONDS = 5 * 60;

export interface CalendarSyncReport {
  calendarsSynced: number;
  calendarsFailed: number;
}

/**
 * The job's part: fetch the imported calendars that are due (a few at a time, each leased so
 * another instance's run leaves it alone), then give every stay's free nights to the feeds
 * that claim them, so a night a cancelled booking let go is closed again at once, without
 * waiting for its feed to change.
 */
export async function syncDueCalendars(
  db: Database,
  settings: CalendarSyncSettings,
): Promise<CalendarSyncReport> {
  const now = settings.now ?? new Date();
  const feeds = await leaseDueFeeds(db, { now, limit: BATCH, leaseSeconds: LEASE_SECONDS });
  const outcomes: SyncOutcome[] = [];
  const queue = [...feeds];
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, queue.length) }, async () => {
      for (let feed = queue.shift(); feed; feed = queue.shift()) {
        // A database error (a deadlock with another instance) leaves the lease to run out:
        // the feed is tried again by a later run.
        outcomes.push(
          await syncImportedCalendar(db, feed, { ...settings, now }).catch(
            (): SyncOutcome => "failed",
          ),
        );
      }
    }),
  );
  await db.transaction((tx) => applyFeedClaims(tx, { today: todayUtc(now) }));
  return {
    calendarsSynced: outcomes.filter((outcome) => outcome === "synced" || outcome === "unchanged")
      .length,
    calendarsFailed: outcomes.filter((outcome) => outcome === "failed").length,
  };
}
