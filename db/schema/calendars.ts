import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "./columns";
import { listings } from "./listings";
import { users } from "./users";

/**
 * Another channel's calendar (an Airbnb or Booking.com export) a stay imports: where it is,
 * what the last fetch brought (its validators for the next conditional GET) and how the
 * syncs have gone. `lease_until` keeps two instances from fetching one feed at once.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: id(),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastAttemptAt: timestamptz("last_attempt_at"),
    lastSuccessAt: timestamptz("last_success_at"),
    lastError: text("last_error"),
    /** Failed syncs in a row: the backoff doubles with each. */
    failures: integer("failures").notNull().default(0),
    nextSyncAt: timestamptz("next_sync_at").notNull().defaultNow(),
    leaseUntil: timestamptz("lease_until"),
  },
  (t) => [
    uniqueIndex("calendar_feeds_listing_url_key").on(t.listingId, t.url),
    index("calendar_feeds_due_idx").on(t.nextSyncAt),
    check("calendar_feeds_failures_nonnegative", sql`${t.failures} >= 0`),
  ],
);

/**
 * The nights a feed says are taken, from today on, as its last successful fetch said: its
 * claims. A claim takes its night in `blocked_nights` (with `feed_id`) when the night is free;
 * one on a night our booking holds is a conflict, shown and e-mailed, never applied.
 */
export const calendarFeedNights = pgTable(
  "calendar_feed_nights",
  {
    feedId: text("feed_id")
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: "cascade" }),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    night: date("night", { mode: "string" }).notNull(),
    /** The feed's event's UID. */
    uid: text("uid").notNull(),
  },
  (t) => [
    primaryKey({ name: "calendar_feed_nights_pkey", columns: [t.feedId, t.night] }),
    index("calendar_feed_nights_listing_idx").on(t.listingId, t.night),
  ],
);
