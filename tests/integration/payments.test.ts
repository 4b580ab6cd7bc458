import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as status } from "@/app/api/payments/[reference]/status/route";
import { POST as initialize } from "@/app/api/payments/initialize/route";
import { bookings, payments } from "@/db/schema";
import { chargeFailedEvent, chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();
let chargeId = 9_000_000;

async function pending() {
  const user = await createUser(db());
  const listing = await createListing(db(), { priceGhs: "850.00" });
  const created = await book(
    user.token,
    bookingRequest(listing.id, { checkIn: day(30), checkOut: day(33) }),
  );
  return { user, booking: created.body.data.booking as { id: string; reference: string } };
}

const charge = (reference: string) => ({
  id: chargeId++,
  reference,
  amountPesewas: 312375,
  channel: "card",
  email: "ama@example.com",
  metadata: null,
});

describe("POST /api/payments/initialize", () => {
  it("opens a new attempt <reference>-2 for an unpaid hold, with the method's channel", async () => {
    const { user, booking } = await pending();
    await deliver(chargeFailedEvent(charge(booking.reference)));
    const { status: code, body } = await call(initialize, {
      token: user.token,
      body: {
        bookingId: booking.id,
        method: "MOBILE_MONEY",
        callbackUrl: "http://localhost:3000/checkout/callback?from=trip",
      },
    });
    expect(code).toBe(200);
    expect(body.data).toEqual({
      authorizationUrl: expect.stringMatching(/^https:\/\/checkout\.paystack\.com\//),
      accessCode: expect.any(String),
      reference: `${booking.reference}-2`,
    });
    const sent = stub().requests.find(
      (request) => (request.body as { reference?: string }).reference === `${booking.reference}-2`,
    );
    expect(sent?.body).toMatchObject({
      amount: 312375,
      channels: ["mobile_money"],
      callback_url: "http://localhost:3000/checkout/callback?from=trip",
    });

    const third = await call(initialize, { token: user.token, body: { bookingId: booking.id } });
    expect(third.body.data.reference).toBe(`${booking.reference}-3`);
    const attempts = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(attempts.map((payment) => [payment.providerRef, payment.status]).sort()).toEqual([
      [booking.reference, "FAILED"],
      [`${booking.reference}-2`, "FAILED"],
      [`${booking.reference}-3`, "PENDING"],
    ]);
  });

  it("answers ALREADY_PAID, BOOKING_NOT_PAYABLE, 403 and 404 as specified", async () => {
    const paid = await pending();
    await deliver(chargeSuccessEvent({ ...charge(paid.booking.reference), paidAt: new Date() }));
    const already = await call(initialize, {
      token: paid.user.token,
      body: { bookingId: paid.booking.id },
    });
    expect(already.status).toBe(400);
    expect(already.body.error.code).toBe("ALREADY_PAID");

    const expired = await pending();
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, expired.booking.id));
    const late = await call(initialize, {
      token: expired.user.token,
      body: { bookingId: expired.booking.id },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("BOOKING_NOT_PAYABLE");

    const stranger = await createUser(db());
    expect(
      (await call(initialize, { token: stranger.token, body: { bookingId: expired.booking.id } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(initialize, {
          token: stranger.token,
          body: { bookingId: "cl0000000000000000000000" },
        })
      ).status,
    ).toBe(404);
    expect((await call(initialize, { body: { bookingId: expired.booking.id } })).status).toBe(401);
  });

  it("refuses a callback address on another site", async () => {
    const { user, booking } = await pending();
    const { status: code, body } = await call(initialize, {
      token: user.token,
      body: { bookingId: booking.id, callbackUrl: "https://evil.example.com/steal" },
    });
    expect(code).toBe(400);
    expect(body.error.details).toMatchObject({ field: "callbackUrl", constraint: "same_origin" });
  });
});

describe("GET /api/payments/{reference}/status", () => {
  it("reports the payment and its booking to the owner only", async () => {
    const { user, booking } = await pending();
    const transaction = stub().transactions.get(booking.reference);
    if (transaction) transaction.status = "abandoned";
    const { status: code, body } = await call(status, {
      token: user.token,
      params: { reference: booking.reference },
    });
    expect(code).toBe(200);
    expect(body.data).toEqual({
      payment: {
        id: expect.any(String),
        status: "PENDING",
        amount: "3123.75",
        currency: "GHS",
        method: null,
        providerRef: booking.reference,
        paidAt: null,
      },
      booking: { id: booking.id, reference: booking.reference, status: "PENDING" },
    });
    const stranger = await createUser(db());
    expect(
      (await call(status, { token: stranger.token, params: { reference: booking.reference } }))
        .status,
    ).toBe(403);
    expect(
      (await call(status, { token: stranger.token, params: { reference: "BK-ZZZZZZZZ" } })).status,
    ).toBe(404);
  });

  it("asks Paystack about an open payment and applies its verdict once", async () => {
    const { user, booking } = await pending();
    const { body } = await call(status, {
      token: user.token,
      params: { reference: booking.reference },
    });
    expect(body.data.payment.status).toBe("COMPLETED");
    expect(body.data.booking.status).toBe("CONFIRMED");
    const transaction = stub().transactions.get(booking.reference);
    const webhookLater = await deliver(
      chargeSuccessEvent({
        ...charge(booking.reference),
        id: transaction?.id ?? 0,
        paidAt: new Date(),
      }),
    );
    expect(webhookLater.status).toBe(200);
    const [row] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerRef, booking.reference));
    expect(row?.status).toBe("COMPLETED");
  });
});
