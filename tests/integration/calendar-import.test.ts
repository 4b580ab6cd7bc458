// Importing other channels' calendars (issue 20): feeds shaped like Airbnb's and Booking.com's
// exports, served by a local stub, turn into nights no guest can book here; a night dropped
// from a feed is freed, a booking's night is never overwritten (a conflict, e-mailed once),
// broken, huge and slow feeds are recorded on the feed and change nothing.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as adminAddCalendar } from "@/app/api/admin/listings/[id]/calendars/route";
import { GET as feedRoute } from "@/app/api/calendars/[file]/route";
import { DELETE as unblockRoute } from "@/app/api/host/listings/[id]/blocked-nights/route";
import { GET as hostCalendar } from "@/app/api/host/listings/[id]/calendar/route";
import { DELETE as removeCalendar } from "@/app/api/host/listings/[id]/calendars/[feedId]/route";
import { POST as syncCalendar } from "@/app/api/host/listings/[id]/calendars/[feedId]/sync/route";
import {
  POST as addCalendar,
  GET as listCalendars,
} from "@/app/api/host/listings/[id]/calendars/route";
import { GET as availability } from "@/app/api/listings/[slug]/availability/route";
import { GET as listListings } from "@/app/api/listings/route";
import { blockedNights, bookings, calendarFeeds, emailOutbox, listings } from "@/db/schema";
import { runMaintenanceNow } from "@/lib/api/maintenance-run";
import { resetConfigForTests } from "@/lib/platform/config";
import { resetProvidersForTests } from "@/lib/providers";
import { leaseDueFeeds } from "@/lib/server/calendars/sync-imported-calendar";
import { book, bookingRequest, day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { blockNights, createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { type CalendarFeedStub, startCalendarFeedStub } from "../stubs/calendar-feed-stub";
import { airbnbFeed, bookingComFeed, timedFeedInZone } from "../stubs/channel-feeds";

const { db } = setupTestDatabase();
let stub: CalendarFeedStub;
const saved = { ...process.env };

beforeAll(async () => {
  stub = await startCalendarFeedStub();
  process.env.CALENDAR_FEED_ALLOWED_HOSTS = stub.host;
  process.env.CALENDAR_FEED_TIMEOUT_SECONDS = "1";
  process.env.CALENDAR_FEED_MAX_BYTES = "200000";
  resetConfigForTests();
  resetProvidersForTests();
});

afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  resetConfigForTests();
  resetProvidersForTests();
  await stub.close();
});

let counter = 0;
/** A fresh path on the stub for each test, so tests never share a feed. */
const feedPath = (name: string) => `/${name}-${++counter}.ics`;

async function hostWithStay() {
  const host = await createUser(db(), { role: "HOST" });
  const listing = await createListing(db(), { hostId: host.id, title: "Busua Beach House" });
  return { host, listing, params: { id: listing.id } };
}

const free = async (slug: string, checkIn: string, checkOut: string) =>
  (await call(availability, { params: { slug }, query: { checkIn, checkOut } })).body.data
    .available as boolean;

const nightsOf = async (token: string, id: string) =>
  (
    await call(hostCalendar, {
      token,
      params: { id },
      query: { from: day(0), to: day(60) },
    })
  ).body.data as Array<{
    night: string;
    kind: string;
    feedName: string | null;
    claimedBy: string[];
  }>;

describe("importing a channel's calendar", () => {
  it("closes the nights an Airbnb feed says are taken: unavailable here, a booking over them 409", async () => {
    const { host, listing, params } = await hostWithStay();
    const path = feedPath("airbnb");
    stub.setFeed(path, airbnbFeed([{ start: day(10), end: day(13) }]));
    const added = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${path}`, name: "Airbnb" },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      name: "Airbnb",
      nights: 3,
      lastError: null,
      conflicts: [],
    });
    expect(added.body.data.lastSuccessAt).toEqual(expect.any(String));
    expect(await free(listing.slug, day(10), day(11))).toBe(false);
    expect(await free(listing.slug, day(13), day(15))).toBe(true);
    const guest = await createUser(db());
    const clash = await book(
      guest.token,
      bookingRequest(listing.id, { checkIn: day(12), checkOut: day(14) }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("DATES_UNAVAILABLE");
    const search = (checkIn: string, checkOut: string) =>
      call(listListings, { query: { city: listing.city, checkIn, checkOut, limit: 50 } }).then(
        (answer) => answer.body.data.map((found: { id: string }) => found.id),
      );
    expect(await search(day(11), day(12))).not.toContain(listing.id);
    expect(await search(day(13), day(14))).toContain(listing.id);
    const nights = await nightsOf(host.token, listing.id);
    expect(nights.map(({ night, kind, feedName }) => [night, kind, feedName])).toEqual([
      [day(10), "imported", "Airbnb"],
      [day(11), "imported", "Airbnb"],
      [day(12), "imported", "Airbnb"],
    ]);
  });

  it("frees a night the feed dropped on the next sync, asking with the feed's ETag", async () => {
    const { host, listing, params } = await hostWithStay();
    const path = feedPath("booking");
    stub.setFeed(
      path,
      bookingComFeed([
        { start: day(5), end: day(7) },
        { start: day(20), end: day(22) },
      ]),
    );
    const added = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${path}` },
    });
    const feedId = added.body.data.id;
    const unchanged = await call(syncCalendar, {
      token: host.token,
      params: { ...params, feedId },
    });
    expect(unchanged.status).toBe(200);
    expect(
      stub.requests.filter((request) => request.path === path).at(-1)?.headers["if-none-match"],
    ).toMatch(/^".+"$/);
    expect(unchanged.body.data.nights).toBe(4);
    stub.setFeed(path, bookingComFeed([{ start: day(20), end: day(22) }]));
    const synced = await call(syncCalendar, { token: host.token, params: { ...params, feedId } });
    expect(synced.body.data.nights).toBe(2);
    expect(await free(listing.slug, day(5), day(7))).toBe(true);
    expect(await free(listing.slug, day(20), day(21))).toBe(false);
  });

  it("reads timed events in the feed's own time zone as the nights they take in Accra", async () => {
    const { host, listing, params } = await hostWithStay();
    const path = feedPath("new-york");
    // 22:00 in New York on day 3 is 03:00 in Accra on day 4: the stay runs to day 6, 10:00 NY.
    stub.setFeed(
      path,
      timedFeedInZone("America/New_York", [
        { start: `${day(3)}T22:00:00`, end: `${day(6)}T10:00:00` },
      ]),
    );
    await call(addCalendar, { token: host.token, params, body: { url: `${stub.url}${path}` } });
    const nights = await nightsOf(host.token, listing.id);
    expect(nights.map(({ night }) => night)).toEqual([day(4), day(5)]);
  });

  it("never overwrites our booking: the conflict is shown on both views and e-mailed once", async () => {
    const { host, listing, params } = await hostWithStay();
    const guest = await createUser(db());
    const booking = await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(15),
      checkOut: day(18),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    const path = feedPath("clash");
    stub.setFeed(path, airbnbFeed([{ start: day(17), end: day(19) }]));
    const added = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${path}`, name: "Airbnb" },
    });
    expect(added.body.data.conflicts).toEqual([
      { bookingReference: booking.reference, nights: [day(17)] },
    ]);
    const nights = await nightsOf(host.token, listing.id);
    expect(nights.map(({ night, kind, claimedBy }) => [night, kind, claimedBy])).toEqual([
      [day(15), "booked", []],
      [day(16), "booked", []],
      [day(17), "booked", ["Airbnb"]],
      [day(18), "imported", []],
    ]);
    await call(syncCalendar, {
      token: host.token,
      params: { ...params, feedId: added.body.data.id },
    });
    await runMaintenanceNow(db());
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "calendar-conflict"));
    const ours = mail.filter((message) => message.subject.includes(booking.reference));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.toAddress).toBe(host.email);
    expect(ours[0]?.text).toContain("Nothing was changed on Akwaaba");

    // Once the booking lets the night go, the feed takes it at the job's next run.
    await db().update(bookings).set({ status: "CANCELLED" }).where(eq(bookings.id, booking.id));
    await db().delete(blockedNights).where(eq(blockedNights.bookingId, booking.id));
    await runMaintenanceNow(db());
    const after = await nightsOf(host.token, listing.id);
    expect(after.map(({ night, kind }) => [night, kind])).toEqual([
      [day(17), "imported"],
      [day(18), "imported"],
    ]);
  });

  it("never frees a manual block, and unblocking leaves the feed's nights", async () => {
    const { host, listing, params } = await hostWithStay();
    await blockNights(db(), listing.id, [day(8)]);
    const path = feedPath("overlap");
    stub.setFeed(path, airbnbFeed([{ start: day(8), end: day(10) }]));
    const added = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${path}` },
    });
    stub.setFeed(path, airbnbFeed([]));
    await call(syncCalendar, {
      token: host.token,
      params: { ...params, feedId: added.body.data.id },
    });
    expect(
      (await nightsOf(host.token, listing.id)).map(({ night, kind }) => [night, kind]),
    ).toEqual([[day(8), "blocked"]]);
    stub.setFeed(path, airbnbFeed([{ start: day(8), end: day(10) }]));
    await call(syncCalendar, {
      token: host.token,
      params: { ...params, feedId: added.body.data.id },
    });
    const unblocked = await call(unblockRoute, {
      token: host.token,
      params,
      method: "DELETE",
      body: { from: day(8), to: day(10) },
    });
    expect(unblocked.body.data.nights).toBe(1);
    await runMaintenanceNow(db());
    expect(
      (await nightsOf(host.token, listing.id)).map(({ night, kind }) => [night, kind]),
    ).toEqual([
      [day(8), "imported"],
      [day(9), "imported"],
    ]);
  });

  it("frees a removed calendar's nights, unless another of the stay's calendars claims them", async () => {
    const { host, listing, params } = await hostWithStay();
    const [first, second] = [feedPath("first"), feedPath("second")];
    stub.setFeed(first, airbnbFeed([{ start: day(30), end: day(33) }]));
    stub.setFeed(second, bookingComFeed([{ start: day(32), end: day(34) }]));
    const a = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${first}`, name: "Airbnb" },
    });
    await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${second}`, name: "Booking.com" },
    });
    const removed = await call(removeCalendar, {
      token: host.token,
      method: "DELETE",
      params: { ...params, feedId: a.body.data.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((feed: { name: string }) => feed.name)).toEqual(["Booking.com"]);
    expect(
      (await nightsOf(host.token, listing.id)).map(({ night, feedName }) => [night, feedName]),
    ).toEqual([
      [day(32), "Booking.com"],
      [day(33), "Booking.com"],
    ]);
    expect(await free(listing.slug, day(30), day(32))).toBe(true);
  });

  it("keeps imported nights out of the stay's own export", async () => {
    const { host, listing, params } = await hostWithStay();
    const path = feedPath("echo");
    stub.setFeed(path, airbnbFeed([{ start: day(40), end: day(42) }]));
    await call(addCalendar, { token: host.token, params, body: { url: `${stub.url}${path}` } });
    const response = await call(feedRoute, {
      params: { file: `${listing.calendarToken}.ics` },
      path: `/api/calendars/${listing.calendarToken}.ics`,
    });
    expect(response.status).toBe(200);
    expect(String(response.body)).not.toContain("VEVENT");
  });
});

describe("a feed that fails", () => {
  beforeEach(() => {
    stub.requests.length = 0;
  });

  it.each([
    [
      "malformed",
      (path: string) => stub.setFeed(path, "this is not a calendar"),
      /could not be read/,
    ],
    ["missing", (path: string) => stub.removeFeed(path), /404/],
    ["slow", (path: string) => stub.setBehaviour(path, "slow"), /timed out/i],
    ["huge", (path: string) => stub.setBehaviour(path, { huge: 5_000_000 }), /larger than/i],
  ])("(%s) is recorded on the feed and changes no night", async (_kind, breakIt, message) => {
    const { host, listing, params } = await hostWithStay();
    const path = feedPath("failing");
    stub.setFeed(path, airbnbFeed([{ start: day(12), end: day(14) }]));
    const added = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${path}` },
    });
    const succeeded = added.body.data.lastSuccessAt;
    breakIt(path);
    const started = Date.now();
    const synced = await call(syncCalendar, {
      token: host.token,
      params: { ...params, feedId: added.body.data.id },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(synced.status).toBe(200);
    expect(synced.body.data.lastError).toMatch(message);
    expect(synced.body.data.lastSuccessAt).toBe(succeeded);
    expect(synced.body.data.nights).toBe(2);
    expect(await free(listing.slug, day(12), day(13))).toBe(false);
    const [feed] = await db()
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, added.body.data.id));
    expect(feed?.failures).toBe(1);
    // Tried again after twice the interval, not at once.
    expect(feed?.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
  });

  it("is not fetched by the job once its stay is archived", async () => {
    const { host, listing, params } = await hostWithStay();
    const path = feedPath("archived");
    stub.setFeed(path, airbnbFeed([]));
    await call(addCalendar, { token: host.token, params, body: { url: `${stub.url}${path}` } });
    await db().update(listings).set({ status: "ARCHIVED" }).where(eq(listings.id, listing.id));
    await db()
      .update(calendarFeeds)
      .set({ nextSyncAt: new Date(Date.now() - 1000) })
      .where(eq(calendarFeeds.listingId, listing.id));
    stub.requests.length = 0;
    await runMaintenanceNow(db());
    expect(stub.requests.filter((request) => request.path === path)).toEqual([]);
  });

  it("is due within the job's own millisecond, not a millisecond later", async () => {
    const now = new Date(Date.now() + 60_000);
    const dueAt = async (microsecondsAfterNow: number) => {
      const { host, listing, params } = await hostWithStay();
      const path = feedPath("due");
      stub.setFeed(path, airbnbFeed([]));
      await call(addCalendar, { token: host.token, params, body: { url: `${stub.url}${path}` } });
      // The database's clock keeps microseconds; the job's, JavaScript's, milliseconds.
      await db().execute(
        sql`update calendar_feeds set next_sync_at = ${now.toISOString()}::timestamptz + ${`${microsecondsAfterNow} microseconds`}::interval where listing_id = ${listing.id}`,
      );
      return listing.id;
    };
    const sameMillisecond = await dueAt(500);
    const nextMillisecond = await dueAt(1000);
    const leased = await leaseDueFeeds(db(), { now, limit: 1000, leaseSeconds: 60 });
    const listingsLeased = leased.map((feed) => feed.listingId);
    expect(listingsLeased).toContain(sameMillisecond);
    expect(listingsLeased).not.toContain(nextMillisecond);
  });

  it("does not stop the job: the other feeds due are synced", async () => {
    const { host, listing, params } = await hostWithStay();
    const [broken, good] = [feedPath("broken"), feedPath("good")];
    stub.setFeed(broken, "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n");
    stub.setFeed(good, airbnbFeed([]));
    const bad = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${broken}` },
    });
    const fine = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${good}` },
    });
    expect(bad.body.data.lastError).toMatch(/could not be read/);
    stub.setFeed(good, airbnbFeed([{ start: day(25), end: day(26) }]));
    await db()
      .update(calendarFeeds)
      .set({ nextSyncAt: new Date(Date.now() - 1000) })
      .where(eq(calendarFeeds.listingId, listing.id));
    const report = await runMaintenanceNow(db());
    expect(report.calendarsFailed).toBeGreaterThanOrEqual(1);
    expect(report.calendarsSynced).toBeGreaterThanOrEqual(1);
    const [synced] = await call(listCalendars, { token: host.token, params }).then((answer) =>
      answer.body.data.filter((feed: { id: string }) => feed.id === fine.body.data.id),
    );
    expect(synced.nights).toBe(1);
    expect(await free(listing.slug, day(25), day(26))).toBe(false);
  });
});

describe("which calendars may be imported", () => {
  it.each([
    ["a private address", "http://10.0.0.8/calendar.ics", "feed_address"],
    ["this machine", "http://127.0.0.1:9/calendar.ics", "feed_address"],
    ["another scheme", "file:///etc/passwd", "feed_address"],
    ["credentials", "https://user:secret@calendar.example/feed.ics", "feed_address"],
  ])(
    "refuses %s (400 VALIDATION_ERROR on url), fetching nothing",
    async (_what, url, constraint) => {
      const { host, params } = await hostWithStay();
      const answer = await call(addCalendar, { token: host.token, params, body: { url } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: "VALIDATION_ERROR",
        details: { field: "url", constraint },
      });
    },
  );

  it("refuses the stay's own feed, the same address twice, and an activity (404)", async () => {
    const { host, listing, params } = await hostWithStay();
    const own = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}/api/calendars/${listing.calendarToken}.ics` },
    });
    expect(own.body.error.details).toMatchObject({ field: "url", constraint: "own_feed" });
    const path = feedPath("twice");
    stub.setFeed(path, airbnbFeed([]));
    expect(
      (await call(addCalendar, { token: host.token, params, body: { url: `${stub.url}${path}` } }))
        .status,
    ).toBe(201);
    const twice = await call(addCalendar, {
      token: host.token,
      params,
      body: { url: `${stub.url}${path}` },
    });
    expect(twice.body.error.details).toMatchObject({ field: "url", constraint: "unique" });
    const activity = await createListing(db(), {
      hostId: host.id,
      type: "ACTIVITY",
      startTimes: ["09:00"],
      durationHours: 2,
    });
    const answer = await call(addCalendar, {
      token: host.token,
      params: { id: activity.id },
      body: { url: `${stub.url}${path}` },
    });
    expect(answer.status).toBe(404);
  });

  it("names a feed after its channel when not named, and lets an admin import into any stay", async () => {
    const { listing } = await hostWithStay();
    const admin = await createUser(db(), { role: "ADMIN" });
    const path = feedPath("admin");
    stub.setFeed(path, airbnbFeed([]));
    const added = await call(adminAddCalendar, {
      token: admin.token,
      params: { id: listing.id },
      body: { url: `${stub.url}${path}` },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.name).toBe("127.0.0.1");
    const [feed] = await db()
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.listingId, listing.id), eq(calendarFeeds.createdById, admin.id)));
    expect(feed?.url).toBe(`${stub.url}${path}`);
  });
});
