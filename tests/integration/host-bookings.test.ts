// A host's bookings (issue 18): listed and read only for the host's own listings, the guest's
// contact once the stay is confirmed, a host cancellation that refunds everything paid, the
// host's figures, and the e-mails a host receives.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as cancelAsHost } from "@/app/api/host/bookings/[reference]/cancel/route";
import { GET as readBooking } from "@/app/api/host/bookings/[reference]/route";
import { GET as listBookings } from "@/app/api/host/bookings/route";
import { GET as readStats } from "@/app/api/host/stats/route";
import { auditLog, bookingHistory, bookings, emailOutbox, refunds } from "@/db/schema";
import { toPesewas } from "@/lib/money";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
setupPaystackStub();

let paymentIds = 9_100_000;

async function pay(booking: { reference: string; total: string }) {
  const answer = await deliver(
    chargeSuccessEvent({
      id: ++paymentIds,
      reference: booking.reference,
      amountPesewas: toPesewas(booking.total),
      channel: "card",
      email: "ama@example.com",
      metadata: null,
      paidAt: new Date(),
    }),
  );
  expect(answer.status).toBe(200);
}

/** A host with one published stay (GH₵ 500 a night) and a guest. */
async function hostWithStay() {
  const host = await createUser(db(), { role: "HOST" });
  const listing = await createListing(db(), { hostId: host.id, title: "Kofi's Garden Room" });
  const guest = await createUser(db());
  return { host, listing, guest };
}

const mail = (key: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key));

describe("a host's bookings", () => {
  it("lists only the bookings of the host's listings, filtered and paged", async () => {
    const { host, listing, guest } = await hostWithStay();
    const other = await hostWithStay();
    const pending = await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(10),
      checkOut: day(12),
    });
    const confirmed = await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(20),
      checkOut: day(23),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    await createBooking(db(), {
      listing: other.listing,
      userId: guest.id,
      checkIn: day(10),
      checkOut: day(12),
    });

    const all = await call(listBookings, { token: host.token, path: "/api/host/bookings" });
    expect(all.status).toBe(200);
    expect(all.body.data.map((row: { reference: string }) => row.reference)).toEqual([
      confirmed.reference,
      pending.reference,
    ]);
    expect(all.body.pagination).toMatchObject({ total: 2, page: 1 });
    expect(all.body.data[0]).toMatchObject({
      status: "CONFIRMED",
      subtotal: confirmed.subtotal,
      guest: { firstName: "Test" },
      listing: { id: listing.id, title: "Kofi's Garden Room" },
    });
    expect(all.body.data[0]).not.toHaveProperty("user");

    const filtered = async (query: Record<string, string>) =>
      (await call(listBookings, { token: host.token, query })).body.data.map(
        (row: { reference: string }) => row.reference,
      );
    expect(await filtered({ status: "PENDING" })).toEqual([pending.reference]);
    expect(await filtered({ startDate: day(21), endDate: day(30) })).toEqual([confirmed.reference]);
    expect(await filtered({ listingId: other.listing.id })).toEqual([]);
    const paged = await call(listBookings, { token: host.token, query: { limit: "1", page: "2" } });
    expect(paged.body.data.map((row: { reference: string }) => row.reference)).toEqual([
      pending.reference,
    ]);
    expect(paged.body.pagination).toMatchObject({ total: 2, totalPages: 2, hasMore: false });
  });

  it("shows the guest's contact only once the booking is confirmed, and never to another host", async () => {
    const { host, listing, guest } = await hostWithStay();
    const other = await createUser(db(), { role: "HOST" });
    const created = await book(guest.token, bookingRequest(listing.id));
    const booking = created.body.data.booking as { reference: string; total: string };
    const read = (token: string) =>
      call(readBooking, { token, params: { reference: booking.reference } });

    const held = await read(host.token);
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({
      status: "PENDING",
      guest: { firstName: "Ama", contact: null },
      specialRequests: null,
    });
    expect(JSON.stringify(held.body)).not.toContain("ama@example.com");

    await pay(booking);
    const paid = await read(host.token);
    expect(paid.body.data).toMatchObject({
      status: "CONFIRMED",
      guest: {
        firstName: "Ama",
        contact: { name: "Ama Mensah", email: "ama@example.com", phone: "+233201234567" },
      },
    });

    const stranger = await read(other.token);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.code).toBe("FORBIDDEN");
    const none = await call(readBooking, {
      token: host.token,
      params: { reference: "BK-ZZZZZZZZ" },
    });
    expect(none.status).toBe(404);
  });
});

describe("a host cancellation", () => {
  it("refunds the whole paid total, tells guest and host, and is recorded as the host's", async () => {
    const { host, listing, guest } = await hostWithStay();
    const created = await book(guest.token, bookingRequest(listing.id));
    const booking = created.body.data.booking as { id: string; reference: string; total: string };
    await pay(booking);
    expect(await mail(`host-booking-confirmed/${booking.id}`)).toEqual([
      expect.objectContaining({
        toAddress: host.email,
        subject: expect.stringContaining("New booking"),
      }),
    ]);

    const answer = await call(cancelAsHost, {
      token: host.token,
      params: { reference: booking.reference },
      body: { reason: "The roof is being repaired" },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.refund).toMatchObject({
      eligible: true,
      amount: booking.total,
      status: "PROCESSING",
    });
    const read = await call(readBooking, {
      token: host.token,
      params: { reference: booking.reference },
    });
    expect(read.body.data).toMatchObject({ status: "CANCELLED", refunded: booking.total });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: "CANCELLED", cancelReason: "The roof is being repaired" });
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({ amount: booking.total, requestedById: host.id });
    const [history] = await db()
      .select()
      .from(bookingHistory)
      .where(
        and(eq(bookingHistory.bookingId, booking.id), eq(bookingHistory.toStatus, "CANCELLED")),
      );
    expect(history).toMatchObject({ fromStatus: "CONFIRMED", actorId: host.id });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, "booking.host_cancel")));
    expect(audit).toMatchObject({ actorId: host.id });

    const [guestMail] = await mail(`booking-cancelled/${booking.id}`);
    expect(guestMail?.text).toContain("your host had to cancel");
    const [hostMail] = await mail(`host-booking-cancelled/${booking.id}`);
    expect(hostMail).toMatchObject({ toAddress: host.email });
    expect(hostMail?.text).toContain("The roof is being repaired");

    const again = await call(cancelAsHost, {
      token: host.token,
      params: { reference: booking.reference },
      body: { reason: "Twice" },
    });
    expect(again.body.error.code).toBe("ALREADY_CANCELLED");
  });

  it("is refused for another host's booking, from the check-in day, and without a reason", async () => {
    const { host, listing, guest } = await hostWithStay();
    const other = await createUser(db(), { role: "HOST" });
    const today = await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(0),
      checkOut: day(2),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    const later = await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(5),
      checkOut: day(6),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    const cancel = (token: string, reference: string, body: unknown = { reason: "Sorry" }) =>
      call(cancelAsHost, { token, params: { reference }, body });

    const stranger = await cancel(other.token, later.reference);
    expect(stranger.status).toBe(403);
    expect((await cancel(host.token, today.reference)).body.error.code).toBe("CANNOT_CANCEL");
    expect((await cancel(host.token, later.reference, {})).status).toBe(400);
    const statuses = await db()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.listingId, listing.id));
    expect(statuses.map((entry) => entry.status)).toEqual(["CONFIRMED", "CONFIRMED"]);
  });
});

describe("a host's figures", () => {
  it("counts the host's arrivals and departures today, upcoming check-ins, occupancy and this month's earnings only", async () => {
    const { host, listing, guest } = await hostWithStay();
    const other = await hostWithStay();
    const confirmed = (checkIn: string, checkOut: string, on = listing) =>
      createBooking(db(), {
        listing: on,
        userId: guest.id,
        checkIn,
        checkOut,
        status: "CONFIRMED",
        holdExpiresAt: null,
      });
    const leaving = await confirmed(day(-2), day(0));
    const arriving = await confirmed(day(0), day(2));
    const soon = await confirmed(day(2), day(5));
    await confirmed(day(10), day(13));
    await createBooking(db(), { listing, userId: guest.id, checkIn: day(15), checkOut: day(16) });
    await confirmed(day(0), day(4), other.listing);
    await createListing(db(), { hostId: host.id, status: "DRAFT" });

    const answer = await call(readStats, { token: host.token });
    expect(answer.status).toBe(200);
    const { today, upcomingCheckIns, occupancy, earningsThisMonth } = answer.body.data;
    const move = (reference: string) => ({
      reference,
      startTime: null,
      guestFirstName: "Test",
      listingTitle: "Kofi's Garden Room",
    });
    expect(today).toEqual({
      date: day(0),
      arrivals: [move(arriving.reference)],
      departures: [move(leaving.reference)],
    });
    expect(upcomingCheckIns).toEqual({
      days: 7,
      count: 2,
      next: [
        { ...move(arriving.reference), checkIn: day(0) },
        { ...move(soon.reference), checkIn: day(2) },
      ],
    });
    // Nights from tonight: 2 of the arrival, 3 of the next stay, 3 of the one after.
    expect(occupancy).toEqual({ days: 30, bookedNights: 8, listedNights: 30, percent: 26.7 });
    const month = day(0).slice(0, 7);
    const checkIns = [day(-2), day(0), day(2), day(10)];
    const nights = [2, 2, 3, 3].filter((_, index) => checkIns[index]?.slice(0, 7) === month);
    expect(earningsThisMonth).toEqual({
      month,
      amount: `${nights.reduce((sum, count) => sum + count * 500, 0)}.00`,
      currency: "GHS",
      bookings: nights.length,
    });
  });
});
