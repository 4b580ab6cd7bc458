// The hot booking queries on a mid-sized history (tens of thousands of bookings) must be
// served by indexes: no sequential scan of `bookings`. (Its 1,000 listings are few enough
// that hashing them all for a join is right; query-plans.test.ts covers listings at scale.)
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayUtc } from "@/lib/dates";
import { pageRequest } from "@/lib/pagination";
import {
  type AdminBookingFilters,
  adminBookingQueries,
} from "@/lib/server/admin/bookings/booking-page-queries";
import { ownBookingQueries } from "@/lib/server/bookings/list-bookings";
import { expiredHoldsQuery } from "@/lib/server/bookings/release-expired-holds";
import { finishedStaysQuery } from "@/lib/server/maintenance/complete-finished-stays";
import { setupTestDatabase } from "../helpers/database";
import { entriesRead, readsOf, rowsVisited, sequentialScans } from "../helpers/query-plans";

const { db } = setupTestDatabase();
const LISTINGS = 1_000;
const USERS = 5_000;
const BOOKINGS = 60_000;
const today = todayUtc();
const TABLES = ["bookings"];

beforeAll(async () => {
  await db().execute(sql`
    insert into users (id, email, password_hash)
    select 'u' || g, 'guest' || g || '@example.com', 'x' from generate_series(1, ${USERS}) as g`);
  await db().execute(sql`
    insert into listings (id, type, status, title, slug, description, region, city, price_ghs, max_guests)
    select 'l' || g, 'ACCOMMODATION', 'PUBLISHED', 'Listing ' || g, 'listing-' || g, 'A stay',
      'Region ' || (g % 16), 'City ' || (g % 160), 500, 4
    from generate_series(1, ${LISTINGS}) as g`);
  // Two years of stays, a fifth of them in each status, created in order of check-in.
  await db().execute(sql`
    insert into bookings (id, reference, user_id, listing_id, status, check_in, check_out, nights,
      adults, price_per_night, subtotal, service_fee, taxes, total, guest_name, guest_email,
      guest_phone, hold_expires_at, created_at)
    select 'b' || g, 'BK-' || upper(substr(md5(g::text), 1, 8)), 'u' || (1 + g % ${USERS}),
      'l' || (1 + g % ${LISTINGS}),
      (array['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'CONFIRMED'])[1 + g % 5]::booking_status,
      ${today}::date - 365 + (g * 730 / ${BOOKINGS}), ${today}::date - 363 + (g * 730 / ${BOOKINGS}),
      2, 1, 500, 1000, 100, 125, 1225, 'Guest', 'guest@example.com', '+233201234567',
      case when g % 5 = 0 then now() + ((g % 60) - 30) * interval '1 minute' end,
      now() - (${BOOKINGS} - g) * interval '10 minutes'
    from generate_series(1, ${BOOKINGS}) as g`);
  await db().execute(sql`analyze`);
}, 120_000);

const adminCases: Array<[string, AdminBookingFilters]> = [
  ["one status", { status: "CANCELLED" }],
  [
    "a status in a month",
    { status: "COMPLETED", startDate: addDays(today, -60), endDate: addDays(today, -30) },
  ],
  ["a month, any status", { startDate: addDays(today, 10), endDate: addDays(today, 40) }],
  ["one listing", { listingId: "l42" }],
];

describe(`booking query plans over ${BOOKINGS} bookings`, () => {
  it.each(adminCases)("the admin table (%s) pages and counts by index", async (_label, filters) => {
    const queries = adminBookingQueries(db(), { ...filters, page: pageRequest(2, 20) });
    expect(await sequentialScans(db(), queries.page, TABLES)).toEqual([]);
    expect(await sequentialScans(db(), queries.count, TABLES)).toEqual([]);
  });

  it.each(adminCases.filter(([, filters]) => filters.status && filters.startDate))(
    "the admin table (%s) takes each day's newest stays checking in within the window from an index alone, and counts them from the check-in counts",
    async (_label, filters) => {
      await db().execute(sql`vacuum bookings`);
      const queries = adminBookingQueries(db(), { ...filters, page: pageRequest(2, 20) });
      const [counted] = await queries.count;
      const matches = counted?.total ?? 0;
      expect(matches).toBeGreaterThan(200);
      // The page's own 20, and the few stays already under way on the window's first day.
      expect(await rowsVisited(db(), queries.page, "bookings")).toBeLessThan(matches / 4);
      // Not an index entry per stay checking in: a row per day from stats_check_in_days.
      expect(await entriesRead(db(), queries.count, "bookings_status_check_in_idx")).toBe(0);
      expect(await rowsVisited(db(), queries.count, "bookings")).toBeLessThan(matches / 4);
      // A first page of 5 needs each of the window's 31 days' newest 5, not every match.
      const firstPage = adminBookingQueries(db(), { ...filters, page: pageRequest(1, 5) });
      const entries = await entriesRead(db(), firstPage.page, "bookings_status_check_in_idx");
      expect(entries).toBeLessThanOrEqual(31 * 5);
    },
  );

  it("the admin table over a window of centuries sorts its stays, not a lookup a day", async () => {
    const queries = adminBookingQueries(db(), {
      status: "CONFIRMED",
      startDate: addDays(today, -36_500),
      endDate: addDays(today, 36_500),
      page: pageRequest(1, 20),
    });
    // The page's 20 rows joined once each; no lookup for each of its 73,000 days.
    expect(await readsOf(db(), queries.page, "bookings")).toBeLessThanOrEqual(20);
    const [counted] = await queries.count;
    expect(counted?.total).toBe(24_000);
  });

  it.each([
    ["one status", { status: "CANCELLED" }, 12_000],
    ["no filter", {}, BOOKINGS],
  ] as Array<[string, AdminBookingFilters, number]>)(
    "the admin table (%s) counts from the check-in counts, not a booking at all",
    async (_label, filters, total) => {
      const queries = adminBookingQueries(db(), { ...filters, page: pageRequest(1, 20) });
      const [counted] = await queries.count;
      expect(counted?.total).toBe(total);
      expect(await readsOf(db(), queries.count, "bookings")).toBe(0);
    },
  );

  it("the unfiltered admin table walks the newest-first index for its page", async () => {
    // Its total counts every booking; reading the whole table is the right plan for that.
    const queries = adminBookingQueries(db(), { page: pageRequest(3, 20) });
    expect(await sequentialScans(db(), queries.page, TABLES)).toEqual([]);
  });

  it.each([undefined, "CONFIRMED"] as const)(
    "a guest's own bookings (status %s) page and count by index",
    async (status) => {
      const queries = ownBookingQueries(db(), { userId: "u77", status, page: pageRequest(1, 10) });
      expect(await sequentialScans(db(), queries.page, TABLES)).toEqual([]);
      expect(await sequentialScans(db(), queries.count, TABLES)).toEqual([]);
    },
  );

  it("the maintenance job finds expired holds and finished stays by index", async () => {
    expect(await sequentialScans(db(), expiredHoldsQuery(db()), TABLES)).toEqual([]);
    expect(await sequentialScans(db(), finishedStaysQuery(db(), { today }), TABLES)).toEqual([]);
  });

  it("the lazy hold release before a booking looks at one listing's stays by index", async () => {
    const scope = { listingId: "l7", checkIn: addDays(today, 5), checkOut: addDays(today, 9) };
    expect(await sequentialScans(db(), expiredHoldsQuery(db(), scope), TABLES)).toEqual([]);
  });
});
