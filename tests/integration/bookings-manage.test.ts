import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { GET as preview } from "@/app/api/bookings/[reference]/cancellation/route";
import { GET as getBooking } from "@/app/api/bookings/[reference]/route";
import { GET as listBookings } from "@/app/api/bookings/route";
import { blockedNights, bookings, emailOutbox, payments, refunds } from "@/db/schema";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();
let chargeId = 8_000_000;

async function booked(options: { checkIn: string; checkOut: string; paid?: boolean }) {
  const user = await createUser(db());
  const listing = await createListing(db(), {
    priceGhs: "850.00",
    title: "Elmina Beach House",
    checkInTime: "15:00",
  });
  const created = await book(
    user.token,
    bookingRequest(listing.id, { checkIn: options.checkIn, checkOut: options.checkOut }),
  );
  expect(created.status).toBe(201);
  const booking = created.body.data.booking as { id: string; reference: string; total: string };
  if (options.paid) {
    await deliver(
      chargeSuccessEvent({
        id: chargeId++,
        reference: booking.reference,
        amountPesewas: Math.round(Number(booking.total) * 100),
        channel: "card",
        email: "ama@example.com",
        metadata: { bookingId: booking.id },
        paidAt: new Date(),
      }),
    );
  }
  return { user, listing, booking };
}

const cancelAs = (token: string, reference: string, reason = "Plans changed") =>
  call(cancel, { token, body: { reason }, params: { reference } });

describe("reading bookings", () => {
  it("shows the owner the full booking with listing and payments", async () => {
    const { user, listing, booking } = await booked({
      checkIn: day(20),
      checkOut: day(23),
      paid: true,
    });
    const { status, body } = await call(getBooking, {
      token: user.token,
      params: { reference: booking.reference },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      status: "CONFIRMED",
      checkIn: day(20),
      checkOut: day(23),
      nights: 3,
      adults: 2,
      children: 0,
      pricePerNight: "850.00",
      subtotal: "2550.00",
      serviceFee: "255.00",
      taxes: "318.75",
      total: "3123.75",
      currency: "GHS",
      guestName: "Ama Mensah",
      guestEmail: "ama@example.com",
      guestPhone: "+233201234567",
      confirmedAt: expect.any(String),
      listing: {
        id: listing.id,
        title: "Elmina Beach House",
        slug: listing.slug,
        address: "1 Test Street",
        checkInTime: "15:00",
        checkOutTime: "11:00",
      },
      payments: [
        {
          id: expect.any(String),
          status: "COMPLETED",
          amount: "3123.75",
          method: "CARD",
          paidAt: expect.any(String),
        },
      ],
    });
    expect(body.data.listing.images[0]).toMatchObject({
      url: expect.stringMatching(/^http/),
      isPrimary: true,
    });
  });

  it("answers 403 for another user's booking, 404 for an unknown one, 400 for a malformed reference", async () => {
    const { booking } = await booked({ checkIn: day(20), checkOut: day(21) });
    const stranger = await createUser(db());
    const other = await call(getBooking, {
      token: stranger.token,
      params: { reference: booking.reference },
    });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe("FORBIDDEN");
    expect(
      (await call(getBooking, { token: stranger.token, params: { reference: "BK-ZZZZZZZZ" } }))
        .status,
    ).toBe(404);
    expect(
      (await call(getBooking, { token: stranger.token, params: { reference: "bk-123" } })).status,
    ).toBe(400);
    expect((await call(getBooking, { params: { reference: booking.reference } })).status).toBe(401);
  });

  it("lists only the user's bookings, newest first, 10 per page by default, by status", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { maxGuests: 4 });
    const references: string[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await createBooking(db(), {
        listing,
        userId: user.id,
        checkIn: day(200 + i * 2),
        checkOut: day(201 + i * 2),
      });
      references.push(created.reference);
      // Distinct creation times, so "newest first" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await booked({ checkIn: day(20), checkOut: day(21) });
    const first = await call(listBookings, { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 12,
      totalPages: 2,
      hasMore: true,
    });
    expect(first.body.data[0]).toEqual({
      id: expect.any(String),
      reference: references[11],
      status: "PENDING",
      checkIn: day(222),
      checkOut: day(223),
      startTime: null,
      nights: 1,
      adults: 1,
      children: 0,
      total: expect.any(String),
      listing: {
        id: listing.id,
        type: "ACCOMMODATION",
        durationHours: null,
        title: listing.title,
        slug: listing.slug,
        images: [expect.objectContaining({ isPrimary: true }), expect.any(Object)],
      },
      createdAt: expect.any(String),
    });
    await cancelAs(user.token, references[0] ?? "");
    const cancelled = await call(listBookings, {
      token: user.token,
      query: { status: "CANCELLED" },
    });
    expect(cancelled.body.data.map((item: { reference: string }) => item.reference)).toEqual([
      references[0],
    ]);
    expect(
      (await call(listBookings, { token: user.token, query: { status: "LOST" } })).status,
    ).toBe(400);
  });
});

describe("cancelling", () => {
  it.each([
    [10, "2868.75", 286875],
    [7, "2868.75", 286875],
    [6, "1434.38", 143438],
    [3, "1434.38", 143438],
  ])(
    "%i days before check-in refunds %s (requested in pesewas) and frees the nights",
    async (days, amount, pesewas) => {
      const { user, booking } = await booked({
        checkIn: day(days),
        checkOut: day(days + 3),
        paid: true,
      });
      const shown = await call(preview, {
        token: user.token,
        params: { reference: booking.reference },
      });
      expect(shown.body.data).toMatchObject({
        cancellable: true,
        refund: { eligible: true, amount, currency: "GHS", daysBeforeCheckIn: days },
      });

      const { status, body } = await cancelAs(user.token, booking.reference);
      expect(status).toBe(200);
      expect(body.data).toEqual({
        success: true,
        booking: {
          id: booking.id,
          reference: booking.reference,
          status: "CANCELLED",
          cancelledAt: expect.any(String),
          cancelReason: "Plans changed",
        },
        refund: { eligible: true, amount, currency: "GHS", status: "PROCESSING" },
      });
      const requested = stub().requests.find(
        (request) =>
          request.path === "/refund" &&
          (request.body as { transaction: string }).transaction === booking.reference,
      );
      expect(requested?.body).toMatchObject({ amount: pesewas });
      const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
      expect(refund).toMatchObject({
        amount,
        status: "PROCESSING",
        providerRefundId: expect.any(String),
      });
      expect(
        await db().select().from(blockedNights).where(eq(blockedNights.bookingId, booking.id)),
      ).toEqual([]);
      expect(
        await db()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.idempotencyKey, `booking-cancelled/${booking.id}`)),
      ).toHaveLength(1);
    },
  );

  it("refunds nothing fewer than 3 days before check-in", async () => {
    const { user, booking } = await booked({ checkIn: day(2), checkOut: day(4), paid: true });
    const { body } = await cancelAs(user.token, booking.reference);
    expect(body.data.refund).toEqual({
      eligible: false,
      amount: "0.00",
      currency: "GHS",
      status: "NONE",
    });
    expect(await db().select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual([]);
  });

  it("cancels an unpaid hold without a refund and fails its payment", async () => {
    const { user, booking } = await booked({ checkIn: day(15), checkOut: day(16) });
    const { body } = await cancelAs(user.token, booking.reference);
    expect(body.data.refund).toEqual({
      eligible: false,
      amount: "0.00",
      currency: "GHS",
      status: "NONE",
    });
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment?.status).toBe("FAILED");
  });

  it("refuses a second cancellation, a finished stay, a started stay and someone else's booking", async () => {
    const { user, booking } = await booked({ checkIn: day(15), checkOut: day(16), paid: true });
    await cancelAs(user.token, booking.reference);
    const twice = await cancelAs(user.token, booking.reference);
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe("ALREADY_CANCELLED");

    const finished = await booked({ checkIn: day(25), checkOut: day(26), paid: true });
    await db()
      .update(bookings)
      .set({ status: "COMPLETED" })
      .where(eq(bookings.id, finished.booking.id));
    const completed = await cancelAs(finished.user.token, finished.booking.reference);
    expect(completed.status).toBe(400);
    expect(completed.body.error.code).toBe("CANNOT_CANCEL");

    const started = await booked({ checkIn: day(35), checkOut: day(38), paid: true });
    await db()
      .update(bookings)
      .set({ checkIn: day(0), checkOut: day(3) })
      .where(eq(bookings.id, started.booking.id));
    expect((await cancelAs(started.user.token, started.booking.reference)).body.error.code).toBe(
      "CANNOT_CANCEL",
    );
    const refused = await call(preview, {
      token: started.user.token,
      params: { reference: started.booking.reference },
    });
    expect(refused.body.data).toMatchObject({
      cancellable: false,
      refusal: { code: "CANNOT_CANCEL" },
    });

    const stranger = await createUser(db());
    const mine = await booked({ checkIn: day(45), checkOut: day(46) });
    expect((await cancelAs(stranger.token, mine.booking.reference)).status).toBe(403);
    expect((await cancelAs(stranger.token, "BK-ZZZZZZZZ")).status).toBe(404);
    expect(
      (
        await call(cancel, {
          token: mine.user.token,
          body: {},
          params: { reference: mine.booking.reference },
        })
      ).status,
    ).toBe(400);
  });
});
