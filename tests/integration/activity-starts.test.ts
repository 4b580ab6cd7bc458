// Activities and experiences sold by date and start, per person, from spots that the bookings
// of one start share (issue 17): booking, availability, the catalogue's filters, release by
// cancellation and by a lapsed hold, admin-closed dates, and the admin's terms.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as block } from "@/app/api/admin/listings/[id]/blocked-nights/route";
import { PATCH as updateListing } from "@/app/api/admin/listings/[id]/route";
import { POST as createListingRoute } from "@/app/api/admin/listings/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { GET as getBooking } from "@/app/api/bookings/[reference]/route";
import { GET as availability } from "@/app/api/listings/[slug]/availability/route";
import { GET as listListings } from "@/app/api/listings/route";
import { activityStarts, bookedSpots, bookings } from "@/db/schema";
import { toPesewas } from "@/lib/money";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { releaseExpiredHolds } from "@/lib/server/bookings/release-expired-holds";
import { book, bookingRequest, day, deliver } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";

const { db } = setupTestDatabase();
setupPaystackStub();

/** A published canopy walk: 07:00 and 10:00, 5 spots each, GH₵ 180 a person, 3 hours. */
function canopyWalk(overrides: Parameters<typeof createListing>[1] = {}) {
  return createListing(db(), {
    type: "ACTIVITY",
    priceGhs: "180.00",
    priceUnit: "PER_PERSON",
    maxGuests: 5,
    bedrooms: 0,
    bathrooms: 0,
    startTimes: ["07:00", "10:00"],
    durationHours: 3,
    ...overrides,
  });
}

/** A booking request for `date` at `startTime` with a party of `adults` (+ `children`). */
function outing(
  listingId: string,
  date: string,
  startTime: string | null,
  adults: number,
  children = 0,
) {
  const request: Record<string, unknown> = bookingRequest(listingId, {
    checkIn: date,
    adults,
    children,
  });
  delete request.checkOut;
  if (startTime !== null) request.startTime = startTime;
  return request;
}

/** Three guests, each with a token. */
async function threeGuests() {
  return [await createUser(db()), await createUser(db()), await createUser(db())] as const;
}

/** The spots the availability endpoint says a start has left. */
async function spotsAt(slug: string, date: string, startTime: string | null) {
  const answer = await call(availability, {
    params: { slug },
    query: { checkIn: date, checkOut: nextDay(date) },
  });
  const slot = answer.body.data.slots.find(
    (candidate: { startTime: string | null }) => candidate.startTime === startTime,
  );
  return slot?.spotsLeft as number;
}

function nextDay(date: string) {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe("booking an activity by start", () => {
  it("books two people at a start: the end follows from the length, the price from the party", async () => {
    const user = await createUser(db());
    const listing = await canopyWalk();
    const { status, body } = await book(user.token, outing(listing.id, day(20), "07:00", 2));
    expect(status).toBe(201);
    expect(body.data.booking).toMatchObject({
      checkIn: day(20),
      checkOut: day(21),
      startTime: "07:00",
      nights: 1,
      adults: 2,
      pricePerNight: "180.00",
      subtotal: "360.00",
      serviceFee: "36.00",
      taxes: "45.00",
      total: "441.00",
    });
    const [spots] = await db()
      .select()
      .from(bookedSpots)
      .where(eq(bookedSpots.bookingId, body.data.booking.id));
    expect(spots).toMatchObject({ date: day(20), startTime: "07:00", participants: 2 });

    const read = await call(getBooking, {
      token: user.token,
      params: { reference: body.data.booking.reference },
    });
    expect(read.body.data).toMatchObject({
      startTime: "07:00",
      listing: { type: "ACTIVITY", durationHours: 3 },
    });
  });

  it("prices a group once per booking, and a several-day experience once, not per day", async () => {
    const user = await createUser(db());
    const boat = await canopyWalk({ priceGhs: "650.00", priceUnit: "PER_GROUP", maxGuests: 6 });
    const trek = await canopyWalk({
      type: "EXPERIENCE",
      startTimes: [],
      durationHours: null,
      durationDays: 3,
    });
    const group = await book(user.token, outing(boat.id, day(22), "10:00", 4, 2));
    expect(group.body.data.booking).toMatchObject({ subtotal: "650.00", total: "796.25" });
    const days = await book(user.token, outing(trek.id, day(22), null, 2));
    expect(days.body.data.booking).toMatchObject({
      checkOut: day(25),
      startTime: null,
      nights: 3,
      subtotal: "360.00",
    });
  });

  it.each([
    ["no start time where the listing has some", { startTime: undefined }, "startTime", "required"],
    ["a start time it does not have", { startTime: "09:00" }, "startTime", "start_time"],
    ["a check-out that is not its length", { checkOut: day(23) }, "checkOut", "duration"],
    ["a start time that is not a time", { startTime: "9am" }, "startTime", "regex"],
  ])("refuses %s", async (_case, change, field, constraint) => {
    const user = await createUser(db());
    const listing = await canopyWalk();
    const request: Record<string, unknown> = {
      ...outing(listing.id, day(20), "07:00", 2),
      ...change,
    };
    if (request.startTime === undefined) delete request.startTime;
    const { status, body } = await book(user.token, request);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: expect.objectContaining({ field, constraint }),
    });
  });

  it("keeps a stay's rules: a check-out is required and a start time refused", async () => {
    const user = await createUser(db());
    const stay = await createListing(db());
    const noCheckOut = await book(user.token, outing(stay.id, day(20), null, 2));
    expect(noCheckOut.status).toBe(400);
    expect(noCheckOut.body.error.details).toMatchObject({
      field: "checkOut",
      constraint: "required",
    });
    const started = await book(user.token, bookingRequest(stay.id, { startTime: "09:00" }));
    expect(started.status).toBe(400);
    expect(started.body.error.details).toMatchObject({
      field: "startTime",
      constraint: "not_applicable",
    });
  });
});

describe("shared capacity", () => {
  it("lets bookings share a start until its spots are gone, other starts untouched", async () => {
    const listing = await canopyWalk();
    const [ama, kofi, esi] = await threeGuests();
    expect((await book(ama.token, outing(listing.id, day(30), "07:00", 3))).status).toBe(201);
    expect((await book(kofi.token, outing(listing.id, day(30), "07:00", 1, 1))).status).toBe(201);
    expect(await spotsAt(listing.slug, day(30), "07:00")).toBe(0);
    const full = await book(esi.token, outing(listing.id, day(30), "07:00", 1));
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("DATES_UNAVAILABLE");
    expect((await book(esi.token, outing(listing.id, day(30), "10:00", 1))).status).toBe(201);
    expect(await spotsAt(listing.slug, day(30), "10:00")).toBe(4);

    const [counted] = await db()
      .select({ booked: activityStarts.booked, capacity: activityStarts.capacity })
      .from(activityStarts)
      .where(and(eq(activityStarts.listingId, listing.id), eq(activityStarts.startTime, "07:00")));
    expect(counted).toEqual({ booked: 5, capacity: 5 });
  });

  it("refuses a party larger than what is left, and takes one that fits", async () => {
    const listing = await canopyWalk();
    const [ama, kofi] = await threeGuests();
    await book(ama.token, outing(listing.id, day(31), "07:00", 3));
    expect((await book(kofi.token, outing(listing.id, day(31), "07:00", 3))).status).toBe(409);
    expect((await book(kofi.token, outing(listing.id, day(31), "07:00", 2))).status).toBe(201);
  });

  it("frees the spots of a cancelled booking and of a hold that ran out", async () => {
    const listing = await canopyWalk();
    const [ama, kofi, esi] = await threeGuests();
    const cancelled = await book(ama.token, outing(listing.id, day(32), "07:00", 3));
    const lapsed = await book(kofi.token, outing(listing.id, day(32), "07:00", 2));
    expect(await spotsAt(listing.slug, day(32), "07:00")).toBe(0);

    const answer = await call(cancel, {
      token: ama.token,
      params: { reference: cancelled.body.data.booking.reference },
      body: { reason: "Plans changed" },
    });
    expect(answer.status).toBe(200);
    expect(await spotsAt(listing.slug, day(32), "07:00")).toBe(3);

    // A lapsed hold no longer counts, and the next booking releases it for good.
    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, lapsed.body.data.booking.id));
    await db()
      .update(bookedSpots)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookedSpots.bookingId, lapsed.body.data.booking.id));
    expect(await spotsAt(listing.slug, day(32), "07:00")).toBe(5);
    expect((await book(esi.token, outing(listing.id, day(32), "07:00", 5))).status).toBe(201);
    const [released] = await db()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, lapsed.body.data.booking.id));
    expect(released?.status).toBe("CANCELLED");
  });

  it("takes a released hold's spots again for a late payment while they are free, else refunds it", async () => {
    const listing = await canopyWalk();
    const [ama, kofi, esi] = await threeGuests();
    const lapse = async (token: string, party: number) => {
      const held = await book(token, outing(listing.id, day(36), "07:00", party));
      const id = held.body.data.booking.id as string;
      await db()
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, id));
      await releaseExpiredHolds(db());
      return held.body.data.booking as { id: string; reference: string; total: string };
    };
    const paid = (booking: { reference: string; total: string }) =>
      deliver(
        chargeSuccessEvent({
          id: Date.now() + Math.floor(Math.random() * 1000),
          reference: booking.reference,
          amountPesewas: toPesewas(booking.total),
          channel: "card",
          email: "ama@example.com",
          metadata: null,
          paidAt: new Date(),
        }),
      );

    const first = await lapse(ama.token, 3);
    await paid(first);
    const [confirmed] = await db().select().from(bookings).where(eq(bookings.id, first.id));
    expect(confirmed?.status).toBe("CONFIRMED");
    expect(await spotsAt(listing.slug, day(36), "07:00")).toBe(2);

    const second = await lapse(kofi.token, 2);
    expect((await book(esi.token, outing(listing.id, day(36), "07:00", 2))).status).toBe(201);
    await paid(second);
    const [refunded] = await db().select().from(bookings).where(eq(bookings.id, second.id));
    expect(refunded?.status).toBe("CANCELLED");
    expect(refunded?.cancelReason).toMatch(/refunded in full/);
    expect(await spotsAt(listing.slug, day(36), "07:00")).toBe(0);
  });

  it("closes a date an admin blocked, and refuses to block a date that has bookings", async () => {
    const listing = await canopyWalk();
    const admin = await createUser(db(), { role: "ADMIN" });
    const guest = await createUser(db());
    const blocked = await call(block, {
      token: admin.token,
      params: { id: listing.id },
      body: { from: day(33), to: day(34), reason: "MAINTENANCE" },
    });
    expect(blocked.status).toBe(201);
    expect(await spotsAt(listing.slug, day(33), "07:00")).toBe(0);
    const refused = await book(guest.token, outing(listing.id, day(33), "10:00", 1));
    expect(refused.status).toBe(409);

    expect((await book(guest.token, outing(listing.id, day(34), "10:00", 1))).status).toBe(201);
    const busy = await call(block, {
      token: admin.token,
      params: { id: listing.id },
      body: { from: day(34), to: day(35), reason: "MAINTENANCE" },
    });
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe("DATES_UNAVAILABLE");
  });
});

describe("availability and search by start", () => {
  it("answers each date's starts with their spots, the dates without room for the party, and the party's price", async () => {
    const listing = await canopyWalk();
    const guest = await createUser(db());
    await book(guest.token, outing(listing.id, day(40), "07:00", 4));
    const { status, body } = await call(availability, {
      params: { slug: listing.slug },
      query: { checkIn: day(40), checkOut: day(42), adults: 2 },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      available: true,
      unavailableDates: [],
      pricing: {
        nights: 1,
        pricePerNight: 180,
        subtotal: 360,
        serviceFee: 36,
        taxes: 45,
        total: 441,
        currency: "GHS",
      },
      slots: [
        { date: day(40), startTime: "07:00", spotsLeft: 1 },
        { date: day(40), startTime: "10:00", spotsLeft: 5 },
        { date: day(41), startTime: "07:00", spotsLeft: 5 },
        { date: day(41), startTime: "10:00", spotsLeft: 5 },
      ],
    });

    const crowd = await call(availability, {
      params: { slug: listing.slug },
      query: { checkIn: day(40), checkOut: day(41), adults: 6 },
    });
    expect(crowd.body.data).toMatchObject({
      available: false,
      unavailableDates: [day(40)],
      pricing: null,
    });
  });

  it("lists an activity for a date only while one of its starts has room for the party", async () => {
    const listing = await canopyWalk({ region: "Activity Test Region" });
    const guest = await createUser(db());
    const search = async (guests: number) => {
      const { body } = await call(listListings, {
        query: {
          region: "Activity Test Region",
          checkIn: day(45),
          checkOut: day(46),
          guests,
        },
      });
      return body.data.map((item: { id: string }) => item.id);
    };
    expect(await search(5)).toEqual([listing.id]);
    await book(guest.token, outing(listing.id, day(45), "07:00", 4));
    expect(await search(5)).toEqual([listing.id]);
    await book(guest.token, outing(listing.id, day(45), "10:00", 2));
    expect(await search(5)).toEqual([]);
    expect(await search(1)).toEqual([listing.id]);
  });
});

describe("what an admin sets", () => {
  const base = {
    title: "Kakum Canopy Walk",
    description: "Seven bridges high in the rainforest canopy of Kakum National Park.",
    region: "Central",
    city: "Abrafo",
    priceGHS: 180,
    maxGuests: 15,
  };

  it("stores an activity's start times in order, once each, with its length", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const { status, body } = await call(createListingRoute, {
      token: admin.token,
      body: {
        ...base,
        type: "ACTIVITY",
        startTimes: ["10:00", "07:00", "10:00"],
        durationHours: 3,
      },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      startTimes: ["07:00", "10:00"],
      durationDays: 1,
      durationHours: 3,
    });
    const changed = await call(updateListing, {
      token: admin.token,
      params: { id: body.data.id },
      body: { durationDays: 2 },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error.details).toMatchObject({
      field: "durationHours",
      constraint: "one_day",
    });
  });

  it("refuses start times and a length on a stay", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const { status, body } = await call(createListingRoute, {
      token: admin.token,
      body: { ...base, type: "ACCOMMODATION", startTimes: ["09:00"] },
    });
    expect(status).toBe(400);
    expect(body.error.details).toMatchObject({ field: "startTimes", constraint: "not_applicable" });
  });
});
