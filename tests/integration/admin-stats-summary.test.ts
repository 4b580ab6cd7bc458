// The dashboard's summaries (migration 0023) against the full recomputation: bookings made,
// paid, cancelled and refunded through the real routes (and the direct writes an admin or a
// script may make), then every counter and every dashboard figure compared with what the
// dashboard computed from the rows before the summaries existed.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as adminCancel } from "@/app/api/admin/bookings/[reference]/cancel/route";
import { GET as stats } from "@/app/api/admin/stats/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { bookings, payments, refunds } from "@/db/schema";
import { chargeSuccessEvent, refundEvent } from "@/lib/providers/paystack-events";
import { dashboardStats } from "@/lib/server/admin/stats/dashboard-stats";
import { recomputedDashboard, summariesAndRecomputation } from "../helpers/admin-stats-oracle";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase, truncateAll } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
setupPaystackStub();
let chargeId = 9_100_000;

type Made = { id: string; reference: string; total: string };

async function booked(
  token: string,
  listingId: string,
  checkIn: number,
  nights: number,
): Promise<Made> {
  const created = await book(
    token,
    bookingRequest(listingId, { checkIn: day(checkIn), checkOut: day(checkIn + nights) }),
  );
  expect(created.status).toBe(201);
  return created.body.data.booking as Made;
}

async function pay(booking: Made, paidAt: Date, reference = booking.reference) {
  const { status } = await deliver(
    chargeSuccessEvent({
      id: chargeId++,
      reference,
      amountPesewas: Math.round(Number(booking.total) * 100),
      channel: "card",
      email: "ama@example.com",
      metadata: { bookingId: booking.id },
      paidAt,
    }),
  );
  expect(status).toBe(200);
}

/** The provider's word that the refund the cancellation asked for went through. */
async function refundProcessed(booking: Made) {
  const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
  expect(refund?.status).toBe("PROCESSING");
  const { status } = await deliver(
    refundEvent("processed", {
      id: refund?.providerRefundId ?? "",
      transactionReference: booking.reference,
      amountPesewas: Math.round(Number(refund?.amount) * 100),
    }),
  );
  expect(status).toBe(200);
}

async function expectSummariesExact(now = new Date()) {
  const { kept, recomputed } = await summariesAndRecomputation(db());
  expect(kept).toEqual(recomputed);
  const dashboard = await dashboardStats(db(), { now });
  expect({
    bookings: dashboard.bookings,
    topListings: dashboard.topListings,
    series: dashboard.series,
  }).toEqual(await recomputedDashboard(db(), now));
  return dashboard;
}

describe("the admin dashboard's summaries", () => {
  it("equal the full recomputation through bookings, payments, cancellations and refunds", async () => {
    await truncateAll(db());
    const admin = await createUser(db(), { role: "ADMIN" });
    const guest = () => createUser(db());
    const [ama, kofi, esi] = [(await guest()).token, (await guest()).token, (await guest()).token];
    const place = (title: string, priceGhs: string) => createListing(db(), { title, priceGhs });
    const osu = (await place("Osu Loft", "400.00")).id;
    const labadi = (await place("Labadi Villa", "475.00")).id;
    const cape = (await place("Cape Coast Inn", "550.00")).id;
    const kumasi = (await place("Kumasi House", "625.00")).id;
    const adaListing = await place("Ada Cabin", "700.00");
    const ada = adaListing.id;
    const volta = (await place("Volta Lodge", "775.00")).id;
    await expectSummariesExact();

    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 23, 30));

    // Held, then paid by the webhook (today, and one backdated to last month).
    const a = await booked(ama, osu, 20, 3);
    const b = await booked(kofi, osu, 30, 2);
    const c = await booked(esi, labadi, 20, 4);
    const d = await booked(ama, cape, 40, 1);
    const e = await booked(kofi, kumasi, 25, 2);
    const f = await booked(esi, ada, 50, 5);
    await booked(ama, volta, 60, 2); // stays a hold
    await pay(a, now);
    await pay(b, lastMonth);
    await pay(c, now);
    await pay(d, now);
    await pay(e, now);
    await pay(f, now);
    await pay(a, now); // the same event's twin: a redelivery changes nothing
    await expectSummariesExact();

    // The guest cancels 10 days out (a refund requested, then processed), another inside the
    // refund window; an admin cancels with the whole amount back.
    const early = await booked(kofi, labadi, 10, 2);
    await pay(early, now);
    expect(
      (
        await call(cancel, {
          token: kofi,
          body: { reason: "Plans changed" },
          params: { reference: early.reference },
        })
      ).status,
    ).toBe(200);
    await expectSummariesExact();
    await refundProcessed(early);
    const late = await booked(esi, cape, 2, 1);
    await pay(late, now);
    expect(
      (
        await call(cancel, {
          token: esi,
          body: { reason: "Too late" },
          params: { reference: late.reference },
        })
      ).status,
    ).toBe(200);
    const cancelled = await call(adminCancel, {
      token: admin.token,
      body: { reason: "Host unavailable", refundFull: true },
      params: { reference: c.reference },
    });
    expect(cancelled.status).toBe(200);
    await refundProcessed(c);
    await expectSummariesExact();

    // Direct writes: a duplicate payment of a booking, a corrected paid date, a booking moved
    // to last month, another's stay moved, a payment deleted, a booking (and its payments)
    // deleted.
    await db()
      .insert(payments)
      .values({
        bookingId: d.id,
        providerRef: `${d.reference}-2`,
        status: "COMPLETED",
        amount: "125.50",
        paidAt: lastMonth,
      });
    await db()
      .update(payments)
      .set({ paidAt: lastMonth })
      .where(eq(payments.providerRef, e.reference));
    await db().update(bookings).set({ createdAt: lastMonth }).where(eq(bookings.id, f.id));
    await db()
      .update(bookings)
      .set({ checkIn: day(70), checkOut: day(75) })
      .where(eq(bookings.id, f.id));
    await db().update(bookings).set({ status: "COMPLETED" }).where(eq(bookings.id, b.id));
    await createBooking(db(), {
      listing: adaListing,
      userId: admin.id,
      checkIn: day(90),
      checkOut: day(91),
      status: "CONFIRMED",
    });
    await expectSummariesExact();
    await db()
      .delete(payments)
      .where(eq(payments.providerRef, `${d.reference}-2`));
    await db().delete(bookings).where(eq(bookings.id, a.id));
    const dashboard = await expectSummariesExact();
    expect(dashboard.bookings.total).toBeGreaterThan(0);
    expect(dashboard.topListings.length).toBeGreaterThan(0);

    // The route answers the same figures.
    const { status, body } = await call(stats, { token: admin.token });
    expect(status).toBe(200);
    expect(body.data.bookings).toEqual(dashboard.bookings);
    expect(body.data.topListings).toEqual(dashboard.topListings);
    expect(body.data.series).toEqual(dashboard.series);

    // A booking's listing never changes: its revenue would be counted on the wrong one.
    await expect(
      db().update(bookings).set({ listingId: osu }).where(eq(bookings.id, d.id)),
    ).rejects.toThrow();

    // TRUNCATE (the tests' reset) empties the summaries.
    await truncateAll(db());
    const { kept } = await summariesAndRecomputation(db());
    expect(kept).toEqual({
      listings: {},
      paidBookings: {},
      bookingDays: {},
      checkInDays: {},
      revenueDays: {},
    });
  });
});
