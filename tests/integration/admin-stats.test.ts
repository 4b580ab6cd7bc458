import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { GET as stats } from "@/app/api/admin/stats/route";
import { bookings, payments, users } from "@/db/schema";
import type { BookingStatus } from "@/lib/enums";
import { resetConfigForTests } from "@/lib/platform/config";
import { dashboardStats } from "@/lib/server/admin/stats/dashboard-stats";
import { day } from "../helpers/bookings";
import { setupTestDatabase, truncateAll } from "../helpers/database";
import { blockNights, createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

const monthKey = (date: Date) => date.toISOString().slice(0, 7);
const utcMonth = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));

/** The 12 month keys ending with the month of `now`, oldest first. */
function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => monthKey(utcMonth(now, i - 11)));
}

let paymentSequence = 0;
async function pay(
  bookingId: string,
  values: {
    status: "PENDING" | "COMPLETED" | "FAILED" | "REFUNDED";
    amount: string;
    refunded?: string;
    paidAt?: Date;
  },
) {
  await db()
    .insert(payments)
    .values({
      bookingId,
      providerRef: `STATS-${++paymentSequence}-${bookingId}`,
      status: values.status,
      amount: values.amount,
      refundedAmount: values.refunded ?? null,
      paidAt: values.paidAt ?? (values.status === "PENDING" ? null : new Date()),
    });
}

describe("GET /api/admin/stats", () => {
  it("answers zeros and empty lists on an empty database", async () => {
    await truncateAll(db());
    // The admin asking is the one row: the guard reads the caller's current role.
    const admin = await createUser(db(), { role: "ADMIN" });
    const now = new Date();
    const { status, body } = await call(stats, { token: admin.token });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        users: { total: 1, newThisMonth: 1, growth: 0 },
        bookings: { total: 0, thisMonth: 0, revenue: "0.00", avgBookingValue: "0.00" },
        listings: { total: 0, published: 0, archived: 0, avgOccupancy: 0 },
        recentBookings: [],
        topListings: [],
        series: {
          months: lastTwelveMonths(now).map((month) => ({ month, bookings: 0, revenue: "0.00" })),
        },
        hostPayouts: { owed: "0.00", paid: "0.00" },
      },
    });
  });

  it("computes every figure from known data", async () => {
    await truncateAll(db());
    const now = new Date();
    const thisMonth = utcMonth(now, 0);
    const lastMonth = utcMonth(now, -1);
    const lastMonthDay = (n: number) => new Date(lastMonth.getTime() + n * 86_400_000);
    const thirteenMonthsAgo = utcMonth(now, -13);

    // Users: 4 new this month (the admin + 3), 3 last month, 1 two months ago → growth 33.3.
    const admin = await createUser(db(), { role: "ADMIN" });
    const guest = await createUser(db());
    const created: Array<[Date, number]> = [
      [thisMonth, 2],
      [lastMonthDay(1), 3],
      [utcMonth(now, -2), 1],
    ];
    for (const [createdAt, howMany] of created) {
      for (let i = 0; i < howMany; i++) {
        const user = await createUser(db());
        await db().update(users).set({ createdAt }).where(eq(users.id, user.id));
      }
    }

    // Listings: A, B, E, F, G, H published; C draft; D archived (not counted in total).
    const listing = (title: string, status: "PUBLISHED" | "DRAFT" | "ARCHIVED" = "PUBLISHED") =>
      createListing(db(), { title, status });
    const A = await listing("A Villa");
    const B = await listing("B House");
    const C = await listing("C Draft", "DRAFT");
    await listing("D Archived", "ARCHIVED");
    const E = await listing("E Lodge");
    const F = await listing("F Resort");
    const G = await listing("G Cabin");
    const H = await listing("H Hotel");

    const start = Math.max(thisMonth.getTime(), now.getTime() - 60_000);
    let order = 0;
    const made: Array<{ id: string; reference: string; createdAt: Date; listing: typeof A }> = [];
    const stay = async (
      on: typeof A,
      checkIn: number,
      checkOut: number,
      status: BookingStatus,
      createdAt?: Date,
    ) => {
      const booking = await createBooking(db(), {
        listing: on,
        userId: guest.id,
        checkIn: day(checkIn),
        checkOut: day(checkOut),
        status,
      });
      const at = createdAt ?? new Date(start + ++order * 1000);
      await db().update(bookings).set({ createdAt: at }).where(eq(bookings.id, booking.id));
      made.push({ id: booking.id, reference: booking.reference, createdAt: at, listing: on });
      return booking;
    };

    // Occupancy window: the 30 nights day(−29) … day(0).
    const a1 = await stay(A, -5, 0, "CONFIRMED"); // 5 nights in the window
    const a2 = await stay(A, -32, -27, "COMPLETED", lastMonthDay(2)); // −29, −28: 2 nights
    await stay(A, -40, -36, "COMPLETED", thirteenMonthsAgo); // outside the window
    const a4 = await stay(A, 0, 2, "CONFIRMED"); // tonight: 1 night
    const b1 = await stay(B, -3, -1, "PENDING"); // held, not booked
    await blockNights(db(), B.id, [day(-10), day(-9), day(-8)]); // admin block, not booked
    const b2 = await stay(B, 10, 12, "CONFIRMED");
    const b3 = await stay(B, -15, -14, "CANCELLED");
    const c1 = await stay(C, -7, -4, "CONFIRMED"); // draft listing: not counted
    const e1 = await stay(E, 50, 51, "CONFIRMED");
    await stay(E, 52, 53, "CONFIRMED");
    await stay(E, 54, 55, "NO_SHOW");
    const f1 = await stay(F, 56, 57, "CONFIRMED");
    await stay(F, -200, -198, "COMPLETED", lastMonthDay(3));
    const g1 = await stay(G, 60, 61, "CONFIRMED");
    await stay(H, 62, 63, "CONFIRMED");

    await pay(a1.id, { status: "COMPLETED", amount: "2000.00" });
    await pay(a2.id, {
      status: "REFUNDED",
      amount: "1000.00",
      refunded: "400.00",
      paidAt: lastMonthDay(2),
    });
    await pay(a4.id, { status: "COMPLETED", amount: "500.00" });
    await pay(b1.id, { status: "PENDING", amount: "300.00" });
    await pay(b2.id, { status: "COMPLETED", amount: "750.00" });
    await pay(b3.id, { status: "FAILED", amount: "999.00" });
    await pay(c1.id, { status: "COMPLETED", amount: "100.00", paidAt: thirteenMonthsAgo });
    await pay(e1.id, { status: "COMPLETED", amount: "1200.00" });
    await pay(f1.id, { status: "COMPLETED", amount: "1500.00" });
    await pay(g1.id, { status: "COMPLETED", amount: "100.00" });
    await pay(g1.id, { status: "COMPLETED", amount: "25.50" });

    const { status, body } = await call(stats, { token: admin.token });
    expect(status).toBe(200);
    const data = body.data;
    // This month: the admin, the guest and 2 more; last month 3; two months ago 1.
    expect(data.users).toEqual({ total: 8, newThisMonth: 4, growth: 33.3 });
    // Revenue: 2000 + (1000 − 400) + 500 + 750 + 100 + 1200 + 1500 + 100 + 25.50 = 6775.50;
    // 8 paid bookings (g1 paid twice counts once): 846.9375 → 846.94.
    expect(data.bookings).toEqual({
      total: 15,
      thisMonth: 12,
      revenue: "6775.50",
      avgBookingValue: "846.94",
    });
    // 8 booked nights ÷ (6 published × 30) = 4.444 % → 4.4.
    // Total leaves the archived listing out, and says how many it left out.
    expect(data.listings).toEqual({ total: 7, published: 6, archived: 1, avgOccupancy: 4.4 });

    const newest = [...made]
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())
      .slice(0, 10);
    expect(data.recentBookings).toHaveLength(10);
    expect(data.recentBookings.map((booking: { id: string }) => booking.id)).toEqual(
      newest.map((booking) => booking.id),
    );
    const first = newest[0];
    expect(data.recentBookings[0]).toEqual({
      id: first?.id,
      reference: first?.reference,
      status: "CONFIRMED",
      total: expect.stringMatching(/^\d+\.\d{2}$/),
      guestName: "Test Guest",
      listing: { id: H.id, title: "H Hotel" },
      createdAt: first?.createdAt.toISOString(),
    });

    // Confirmed (CONFIRMED or COMPLETED) bookings: A 4, F 2, E 2, then B, G, C, H with 1;
    // ties go to revenue.
    expect(data.topListings).toEqual([
      { id: A.id, title: "A Villa", slug: A.slug, bookingCount: 4, revenue: "3100.00" },
      { id: F.id, title: "F Resort", slug: F.slug, bookingCount: 2, revenue: "1500.00" },
      { id: E.id, title: "E Lodge", slug: E.slug, bookingCount: 2, revenue: "1200.00" },
      { id: B.id, title: "B House", slug: B.slug, bookingCount: 1, revenue: "750.00" },
      { id: G.id, title: "G Cabin", slug: G.slug, bookingCount: 1, revenue: "125.50" },
    ]);

    // Series: bookings by creation month, revenue by payment month (13 months ago is out).
    const expected = lastTwelveMonths(now).map((month) => ({
      month,
      bookings: 0,
      revenue: "0.00",
    }));
    expected[11] = { month: monthKey(thisMonth), bookings: 12, revenue: "6075.50" };
    expected[10] = { month: monthKey(lastMonth), bookings: 2, revenue: "600.00" };
    expect(data.series).toEqual({ months: expected });
  });
});

describe("dashboardStats at a fixed time", () => {
  it("measures growth against the previous UTC month, across a year boundary", async () => {
    await truncateAll(db());
    const at = async (iso: string) => {
      const user = await createUser(db());
      await db()
        .update(users)
        .set({ createdAt: new Date(iso) })
        .where(eq(users.id, user.id));
    };
    for (const iso of [
      "2030-12-01T00:00:00Z",
      "2030-12-15T08:00:00Z",
      "2030-12-20T08:00:00Z",
      "2030-12-31T23:59:59.999Z",
    ])
      await at(iso);
    await at("2031-01-01T00:00:00Z");

    const january = await dashboardStats(db(), { now: new Date("2031-01-15T12:00:00Z") });
    expect(january.users).toEqual({ total: 5, newThisMonth: 1, growth: -75 });
    expect(january.series.months.map((point) => point.month)).toEqual([
      "2030-02",
      "2030-03",
      "2030-04",
      "2030-05",
      "2030-06",
      "2030-07",
      "2030-08",
      "2030-09",
      "2030-10",
      "2030-11",
      "2030-12",
      "2031-01",
    ]);

    const december = await dashboardStats(db(), { now: new Date("2030-12-31T23:59:59.999Z") });
    expect(december.users).toEqual({ total: 5, newThisMonth: 4, growth: 0 }); // none in November
    const february = await dashboardStats(db(), { now: new Date("2031-02-01T00:00:00Z") });
    expect(february.users).toEqual({ total: 5, newThisMonth: 0, growth: -100 });
    await at("2031-02-10T00:00:00Z");
    await at("2031-02-11T00:00:00Z");
    await at("2031-02-12T00:00:00Z");
    const later = await dashboardStats(db(), { now: new Date("2031-02-28T00:00:00Z") });
    expect(later.users).toEqual({ total: 8, newThisMonth: 3, growth: 200 });
  });

  it("shares the figures for STATS_MAX_AGE_SECONDS, then recomputes them", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const listing = await createListing(db());
    const figures = async () => {
      const dashboard = await call(stats, { token: admin.token });
      const table = await call(adminBookings, { token: admin.token, path: "/api/admin/bookings" });
      return { dashboard: dashboard.body.data.bookings.total, table: table.body.stats.total };
    };
    const book = (offset: number) =>
      createBooking(db(), {
        listing,
        userId: admin.id,
        checkIn: day(200 + offset),
        checkOut: day(201 + offset),
      });
    process.env.STATS_MAX_AGE_SECONDS = "60";
    resetConfigForTests();
    try {
      const before = await figures();
      await book(0);
      expect(await figures()).toEqual(before);
      process.env.STATS_MAX_AGE_SECONDS = "0";
      resetConfigForTests();
      expect(await figures()).toEqual({
        dashboard: before.dashboard + 1,
        table: before.table + 1,
      });
    } finally {
      process.env.STATS_MAX_AGE_SECONDS = "0";
      resetConfigForTests();
    }
  });
});
