// Two instances syncing imported calendars at once (PostgreSQL, separate connections; PGlite
// has one): a due feed is leased to one of them only, and the same feed applied twice at the
// same moment leaves each night once, with one conflict e-mail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { blockedNights, calendarFeedNights, calendarFeeds, emailOutbox, users } from "@/db/schema";
import { createFeedFetcher } from "@/lib/providers/feed-fetcher";
import { syncDueCalendars } from "@/lib/server/calendars/sync-due-calendars";
import {
  type CalendarSyncSettings,
  syncImportedCalendar,
} from "@/lib/server/calendars/sync-imported-calendar";
import { day } from "../helpers/bookings";
import { createBooking, createListing } from "../helpers/factories";
import { createScratchDatabase } from "../helpers/scratch-postgres";
import { type CalendarFeedStub, startCalendarFeedStub } from "../stubs/calendar-feed-stub";
import { airbnbFeed } from "../stubs/channel-feeds";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let first: Connection;
let second: Connection;
let stub: CalendarFeedStub;
let settings: CalendarSyncSettings;

beforeAll(async () => {
  scratch = await createScratchDatabase("calendar_race");
  first = openConnection({ databaseUrl: scratch.url, maxConnections: 2 });
  second = openConnection({ databaseUrl: scratch.url, maxConnections: 2 });
  await runMigrations(first);
  stub = await startCalendarFeedStub();
  settings = {
    fetcher: createFeedFetcher({ timeoutMs: 2000, maxBytes: 1_000_000, allowedHosts: [stub.host] }),
    intervalMinutes: 15,
    horizonDays: 730,
    appUrl: "http://localhost:3000",
  };
});

afterAll(async () => {
  await stub?.close();
  await first?.close();
  await second?.close();
  await scratch?.drop();
});

async function stayWithFeeds(count: number, feed: string) {
  const [host] = await first.db
    .insert(users)
    .values({
      email: `host-${Date.now()}-${Math.random()}@example.com`,
      passwordHash: "x",
      role: "HOST",
    })
    .returning();
  const listing = await createListing(first.db, { hostId: host?.id });
  const feeds = [];
  for (let index = 0; index < count; index++) {
    stub.setFeed(`/${listing.id}-${index}.ics`, feed);
    const [row] = await first.db
      .insert(calendarFeeds)
      .values({
        listingId: listing.id,
        name: `Channel ${index}`,
        url: `${stub.url}/${listing.id}-${index}.ics`,
      })
      .returning();
    if (row) feeds.push(row);
  }
  return { listing, feeds, hostId: host?.id ?? "" };
}

describe("two instances syncing at once (PostgreSQL)", () => {
  it("lease each due feed to one instance: every feed fetched once", async () => {
    const { feeds } = await stayWithFeeds(6, airbnbFeed([{ start: day(10), end: day(12) }]));
    stub.requests.length = 0;
    const [a, b] = await Promise.all([
      syncDueCalendars(first.db, settings),
      syncDueCalendars(second.db, settings),
    ]);
    expect(a.calendarsSynced + b.calendarsSynced).toBe(feeds.length);
    const fetched = stub.requests.map((request) => request.path).sort();
    expect(fetched).toEqual(feeds.map((feed) => new URL(feed.url).pathname).sort());
  });

  it("apply one feed twice at the same moment: each night once, one conflict e-mail", async () => {
    const { listing, feeds, hostId } = await stayWithFeeds(
      1,
      airbnbFeed([{ start: day(20), end: day(25) }]),
    );
    const [guest] = await first.db
      .insert(users)
      .values({ email: `guest-${Date.now()}@example.com`, passwordHash: "x" })
      .returning();
    const booking = await createBooking(first.db, {
      listing,
      userId: guest?.id ?? "",
      checkIn: day(22),
      checkOut: day(23),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    const feed = feeds[0];
    if (!feed) throw new Error("no feed");
    const outcomes = await Promise.all([
      syncImportedCalendar(first.db, feed, settings),
      syncImportedCalendar(second.db, feed, settings),
      syncImportedCalendar(first.db, feed, settings),
    ]);
    expect(outcomes).toEqual(["synced", "synced", "synced"]);
    const nights = await first.db
      .select({
        night: blockedNights.night,
        feedId: blockedNights.feedId,
        bookingId: blockedNights.bookingId,
      })
      .from(blockedNights)
      .where(eq(blockedNights.listingId, listing.id))
      .orderBy(blockedNights.night);
    expect(nights).toEqual([
      { night: day(20), feedId: feed.id, bookingId: null },
      { night: day(21), feedId: feed.id, bookingId: null },
      { night: day(22), feedId: null, bookingId: booking.id },
      { night: day(23), feedId: feed.id, bookingId: null },
      { night: day(24), feedId: feed.id, bookingId: null },
    ]);
    const claims = await first.db
      .select()
      .from(calendarFeedNights)
      .where(eq(calendarFeedNights.feedId, feed.id));
    expect(claims).toHaveLength(5);
    const mail = await first.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "calendar-conflict"));
    expect(mail.filter((message) => message.idempotencyKey.includes(booking.id))).toHaveLength(1);
    expect(hostId).not.toBe("");
  });
});
