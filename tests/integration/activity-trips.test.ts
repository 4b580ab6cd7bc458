// After an activity is booked (issue 17): the reads behind the trips, the checkout pages and
// the admin's booking page carry its start, party, length and price unit, and its e-mails say
// when, who and how long ("Mon 14 Dec 2026, 09:00 · 2 people · 3 hours"), never nights.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as adminBooking } from "@/app/api/admin/bookings/[reference]/route";
import { GET as adminBookings } from "@/app/api/admin/bookings/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { GET as getBooking } from "@/app/api/bookings/[reference]/route";
import { GET as listBookings } from "@/app/api/bookings/route";
import { emailOutbox } from "@/db/schema";
import { weekdayDate } from "@/lib/date-format";
import { toPesewas } from "@/lib/money";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
setupPaystackStub();

/** Two adults and a child on a three-hour canopy walk at 09:00, GH₵ 180 a person. */
async function bookedWalk(date = day(40)) {
  const guest = await createUser(db());
  const listing = await createListing(db(), {
    type: "ACTIVITY",
    title: "Kakum Canopy Walk",
    priceGhs: "180.00",
    priceUnit: "PER_PERSON",
    maxGuests: 8,
    bedrooms: 0,
    bathrooms: 0,
    startTimes: ["09:00", "14:00"],
    durationHours: 3,
  });
  const request: Record<string, unknown> = bookingRequest(listing.id, {
    checkIn: date,
    startTime: "09:00",
    adults: 2,
    children: 1,
  });
  delete request.checkOut;
  const created = await book(guest.token, request);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const booking = created.body.data.booking as {
    id: string;
    reference: string;
    total: string;
  };
  return { guest, listing, booking, line: `${weekdayDate(date)}, 09:00 · 3 people · 3 hours` };
}

async function mailOf(bookingId: string, template: "booking-confirmed" | "booking-cancelled") {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, `${template}/${bookingId}`));
  return mail;
}

async function pay(booking: { reference: string; total: string }) {
  const answer = await deliver(
    chargeSuccessEvent({
      id: 8_300_001,
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

/** The walk as a list of bookings shows it: its start, party and length. */
function listedWalk(reference: string) {
  return expect.objectContaining({
    reference,
    startTime: "09:00",
    nights: 1,
    adults: 2,
    children: 1,
    listing: expect.objectContaining({ type: "ACTIVITY", durationHours: 3 }),
  });
}

describe("an activity's booking read back", () => {
  it("is listed with its start, party and length (GET /api/bookings)", async () => {
    const { guest, booking } = await bookedWalk();
    const { status, body } = await call(listBookings, {
      token: guest.token,
      path: "/api/bookings",
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([listedWalk(booking.reference)]);
  });

  it("is read whole with the listing's price unit, by its guest and by an admin", async () => {
    const { guest, booking } = await bookedWalk();
    const admin = await createUser(db(), { role: "ADMIN" });
    const params = { reference: booking.reference };
    const own = await call(getBooking, { token: guest.token, params });
    expect(own.body.data.listing).toMatchObject({
      type: "ACTIVITY",
      durationHours: 3,
      priceUnit: "PER_PERSON",
    });
    const forAdmin = await call(adminBooking, { token: admin.token, params });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body.data).toMatchObject({
      startTime: "09:00",
      adults: 2,
      children: 1,
      listing: { type: "ACTIVITY", durationHours: 3, priceUnit: "PER_PERSON" },
    });
  });

  it("is listed for an admin with its start, party and length (GET /api/admin/bookings)", async () => {
    const { listing, booking } = await bookedWalk();
    const admin = await createUser(db(), { role: "ADMIN" });
    const { status, body } = await call(adminBookings, {
      token: admin.token,
      query: { listingId: listing.id },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([listedWalk(booking.reference)]);
  });

  it("gives the sandbox checkout what its page says", async () => {
    const { booking } = await bookedWalk();
    const checkout = await sandboxCheckout(db(), { reference: booking.reference });
    expect(checkout).toMatchObject({
      listingTitle: "Kakum Canopy Walk",
      listingType: "ACTIVITY",
      startTime: "09:00",
      nights: 1,
      adults: 2,
      children: 1,
      durationHours: 3,
    });
  });
});

describe("an activity's e-mails", () => {
  it("confirm when, who and how long, and the price per person, never nights", async () => {
    const { booking, line } = await bookedWalk();
    await pay(booking);
    const mail = await mailOf(booking.id, "booking-confirmed");
    expect(mail?.text).toContain(`When: ${line}`);
    expect(mail?.text).toContain("GH₵ 180 × 3 people: GH₵ 540");
    expect(mail?.html).toContain(line);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/night|check-in|check-out/i);
  });

  it("tell of the cancellation with the same words", async () => {
    const { guest, booking, line } = await bookedWalk();
    await pay(booking);
    const cancelled = await call(cancel, {
      token: guest.token,
      path: `/api/bookings/${booking.reference}/cancel`,
      params: { reference: booking.reference },
      body: { reason: "Plans changed" },
    });
    expect(cancelled.status).toBe(200);
    const mail = await mailOf(booking.id, "booking-cancelled");
    expect(mail?.text).toContain(`When: ${line}`);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/night/i);
  });
});
