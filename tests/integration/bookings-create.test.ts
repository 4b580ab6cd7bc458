import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as availability } from "@/app/api/listings/[slug]/availability/route";
import { blockedNights, bookingHistory, bookings, payments } from "@/db/schema";
import { book, bookingRequest, day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { setupPaystackStub } from "../helpers/paystack-mode";
import { paystackFailures } from "../stubs/paystack-stub";

const { db } = setupTestDatabase();
const { stub } = setupPaystackStub();

/** A PENDING booking of `stay` whose hold has already run out; its id. */
async function lapsedHold(
  token: string,
  listingId: string,
  stay: { checkIn: string; checkOut: string },
) {
  const held = await book(token, bookingRequest(listingId, stay));
  await db()
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, held.body.data.booking.id));
  return held.body.data.booking.id as string;
}

/** Books `checkIn`..`checkOut` on the listing for the user, with the usual guests. */
function bookStay(token: string, listingId: string, checkIn: string, checkOut: string) {
  return book(token, bookingRequest(listingId, { checkIn, checkOut }));
}

describe("POST /api/bookings", () => {
  it("prices on the server, holds the nights and opens the provider's checkout", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { priceGhs: "850.00", maxGuests: 4 });
    const { status, body } = await book(
      user.token,
      bookingRequest(listing.id, {
        total: "1.00",
        subtotal: "1.00",
        pricePerNight: "1.00",
        specialRequests: "Late arrival",
      }),
    );
    expect(status).toBe(201);
    const booking = body.data.booking;
    expect(booking).toMatchObject({
      id: expect.any(String),
      reference: expect.stringMatching(/^BK-[A-Z2-9]{8}$/),
      status: "PENDING",
      listingId: listing.id,
      checkIn: day(30),
      checkOut: day(33),
      nights: 3,
      adults: 2,
      children: 0,
      pricePerNight: "850.00",
      subtotal: "2550.00",
      serviceFee: "255.00",
      taxes: "318.75",
      total: "3123.75",
      currency: "GHS",
      createdAt: expect.any(String),
    });
    expect(body.data.paymentUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);

    const initialize = stub().requests.find(
      (request) =>
        request.path === "/transaction/initialize" &&
        (request.body as { reference: string }).reference === booking.reference,
    );
    expect(initialize?.headers.authorization).toBe(`Bearer ${stub().secretKey}`);
    expect(initialize?.body).toMatchObject({
      email: "ama@example.com",
      amount: 312375,
      reference: booking.reference,
      callback_url: "http://localhost:3000/checkout/callback",
      metadata: { bookingId: booking.id, userId: user.id, listingId: listing.id },
    });

    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({
      status: "PENDING",
      amount: "3123.75",
      providerRef: booking.reference,
    });
    const nights = await db()
      .select()
      .from(blockedNights)
      .where(eq(blockedNights.bookingId, booking.id));
    expect(nights.map((night) => night.night).sort()).toEqual([day(30), day(31), day(32)]);
    const history = await db()
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, booking.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "PENDING", actorId: user.id }]);
    // The answer's times are the stored ones (the booking is written by one statement).
    const [stored] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(booking.createdAt).toBe(stored?.createdAt.toISOString());
    expect(booking.holdExpiresAt).toBe(stored?.holdExpiresAt?.toISOString());
    expect(
      nights.every((night) => night.holdExpiresAt?.getTime() === stored?.holdExpiresAt?.getTime()),
    ).toBe(true);
    const check = await call(availability, {
      params: { slug: listing.slug },
      query: { checkIn: day(31), checkOut: day(32) },
    });
    expect(check.body.data.available).toBe(false);
  });

  it("answers overlapping nights with 409 DATES_UNAVAILABLE and lets check-out day be a check-in", async () => {
    const [first, second] = [await createUser(db()), await createUser(db())];
    const listing = await createListing(db());
    expect(
      (await book(first.token, bookingRequest(listing.id, { checkIn: day(40), checkOut: day(43) })))
        .status,
    ).toBe(201);
    const clash = await book(
      second.token,
      bookingRequest(listing.id, { checkIn: day(42), checkOut: day(44) }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("DATES_UNAVAILABLE");
    expect(
      (
        await book(
          second.token,
          bookingRequest(listing.id, { checkIn: day(43), checkOut: day(45) }),
        )
      ).status,
    ).toBe(201);
  });

  it("releases an expired hold lazily when its nights are wanted", async () => {
    const [first, second] = [await createUser(db()), await createUser(db())];
    const listing = await createListing(db());
    const heldId = await lapsedHold(first.token, listing.id, {
      checkIn: day(50),
      checkOut: day(52),
    });
    const taken = await book(
      second.token,
      bookingRequest(listing.id, { checkIn: day(51), checkOut: day(53) }),
    );
    expect(taken.status).toBe(201);
    const [expired] = await db().select().from(bookings).where(eq(bookings.id, heldId));
    expect(expired).toMatchObject({
      status: "CANCELLED",
      cancelReason: "Payment not completed in time",
    });
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, heldId));
    expect(payment?.status).toBe("FAILED");
    const history = await db()
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, heldId))
      .orderBy(bookingHistory.createdAt);
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.note])).toEqual([
      [null, "PENDING", null],
      ["PENDING", "CANCELLED", "Payment not completed in time"],
    ]);
  });

  it("keeps an expired hold when the one asking is over the unpaid-booking limit", async () => {
    const [first, second] = [await createUser(db()), await createUser(db())];
    const listing = await createListing(db(), { maxGuests: 10 });
    const lapsedId = await lapsedHold(first.token, listing.id, {
      checkIn: day(60),
      checkOut: day(62),
    });
    for (let i = 0; i < 3; i++) {
      const stay = { checkIn: day(70 + i * 2), checkOut: day(71 + i * 2) };
      expect((await book(second.token, bookingRequest(listing.id, stay))).status).toBe(201);
    }

    const refused = await book(
      second.token,
      bookingRequest(listing.id, { checkIn: day(60), checkOut: day(62) }),
    );
    expect(refused.status).toBe(429);
    const [untouched] = await db()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, lapsedId));
    expect(untouched?.status).toBe("PENDING");
    const nights = await db()
      .select()
      .from(blockedNights)
      .where(eq(blockedNights.bookingId, lapsedId));
    expect(nights).toHaveLength(2);
  });

  it.each([
    ["a provider error", () => paystackFailures.serverError()],
    ["a refusal", () => paystackFailures.falseStatus("Invalid key")],
    ["an unreadable answer", () => paystackFailures.notJson()],
  ])("answers %s with 502 and frees the nights", async (_case, failure) => {
    const user = await createUser(db());
    const listing = await createListing(db());
    stub().respond("initialize", () => failure());
    try {
      const { status, body } = await book(user.token, bookingRequest(listing.id));
      expect(status).toBe(502);
      expect(body.error.code).toBe("PAYMENT_PROVIDER_ERROR");
    } finally {
      stub().respond("initialize", null);
    }
    const rows = await db().select().from(bookings).where(eq(bookings.listingId, listing.id));
    expect(rows).toMatchObject([
      { status: "CANCELLED", cancelReason: "Payment could not be started" },
    ]);
    expect(
      await db().select().from(blockedNights).where(eq(blockedNights.listingId, listing.id)),
    ).toEqual([]);
    expect((await book(user.token, bookingRequest(listing.id))).status).toBe(201);
  });

  it.each([
    [{ adults: 0 }, "adults", "min"],
    [{ adults: 21 }, "adults", "max"],
    [{ adults: 2.5 }, "adults", "type"],
    [{ children: 11 }, "children", "max"],
    [{ children: -1 }, "children", "min"],
    [{ guestName: "A" }, "guestName", "min"],
    [{ guestName: "x".repeat(101) }, "guestName", "max"],
    [{ guestEmail: "ama-at-example" }, "guestEmail", "email"],
    [{ guestPhone: "0201234567" }, "guestPhone", "regex"],
    [{ guestPhone: "+23320123456" }, "guestPhone", "regex"],
    [{ specialRequests: "x".repeat(1001) }, "specialRequests", "max"],
    [{ checkIn: day(10), checkOut: day(10) }, "checkOut", "date_after"],
    [{ checkIn: day(10), checkOut: day(9) }, "checkOut", "date_after"],
    [{ checkIn: day(-1), checkOut: day(2) }, "checkIn", "not_in_past"],
    [{ checkIn: day(1), checkOut: day(367) }, "checkOut", "max_nights"],
    [{ checkIn: "2027-13-01" }, "checkIn", "date"],
    [{ listingId: undefined }, "listingId", "required"],
    [{ adults: 3, children: 2 }, "adults", "max_guests"],
  ])("refuses %j with 400 on %s (%s)", async (override, field, constraint) => {
    const user = await createUser(db());
    const listing = await createListing(db(), { maxGuests: 4 });
    const { status, body } = await book(user.token, bookingRequest(listing.id, override));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "VALIDATION_ERROR", details: { field, constraint } });
    expect(await db().select().from(bookings).where(eq(bookings.listingId, listing.id))).toEqual(
      [],
    );
  });

  it("answers 404 for unknown and unpublished listings and 401 without a credential", async () => {
    const user = await createUser(db());
    const draft = await createListing(db(), { status: "DRAFT" });
    expect((await book(user.token, bookingRequest(draft.id))).status).toBe(404);
    expect((await book(user.token, bookingRequest("cl0000000000000000000000"))).status).toBe(404);
    const anonymous = await book("", bookingRequest(draft.id));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe("UNAUTHORIZED");
  });

  it("lets one user hold at most three unpaid bookings at once (429 TOO_MANY_UNPAID_BOOKINGS)", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { maxGuests: 10 });
    const stay = (offset: number) =>
      bookingRequest(listing.id, {
        checkIn: day(300 + offset * 2),
        checkOut: day(301 + offset * 2),
      });
    const held = [];
    for (let i = 0; i < 3; i++) held.push((await book(user.token, stay(i))).body.data.booking);
    const fourth = await book(user.token, stay(3));
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatchObject({
      code: "TOO_MANY_UNPAID_BOOKINGS",
      details: { limit: 3 },
    });

    await db()
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held[0].id));
    expect((await book(user.token, stay(4))).status).toBe(201);
    await db()
      .update(bookings)
      .set({ status: "CONFIRMED", holdExpiresAt: null })
      .where(eq(bookings.id, held[1].id));
    expect((await book(user.token, stay(5))).status).toBe(201);
    expect((await book(user.token, stay(6))).status).toBe(429);
  });

  it("refuses a check-in more than 730 days ahead (400, checkIn max_advance)", async () => {
    const user = await createUser(db());
    const listing = await createListing(db());
    const far = await bookStay(user.token, listing.id, day(731), day(732));
    expect(far.status).toBe(400);
    expect(far.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { field: "checkIn", constraint: "max_advance" },
    });
    const year9999 = await bookStay(user.token, listing.id, "9999-12-01", "9999-12-03");
    expect(year9999.status).toBe(400);
    const edge = await bookStay(user.token, listing.id, day(730), day(731));
    expect(edge.status).toBe(201);
  });

  it("lets one user hold at most 365 unpaid nights in all (429 TOO_MANY_UNPAID_NIGHTS)", async () => {
    const user = await createUser(db());
    const [villa, lodge] = [await createListing(db()), await createListing(db())];
    const long = await bookStay(user.token, villa.id, day(10), day(310));
    expect(long.status).toBe(201);
    const over = await bookStay(user.token, lodge.id, day(10), day(76));
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({
      code: "TOO_MANY_UNPAID_NIGHTS",
      details: { limit: 365, held: 300 },
    });
    expect(
      await db().select().from(blockedNights).where(eq(blockedNights.listingId, lodge.id)),
    ).toEqual([]);
    const within = await bookStay(user.token, lodge.id, day(10), day(75));
    expect(within.status).toBe(201);
  });

  it("refuses a fourth hold of one listing within a day after three lapsed unpaid (429 TOO_MANY_HOLDS_ON_LISTING)", async () => {
    const user = await createUser(db());
    const [listing, other] = [await createListing(db()), await createListing(db())];
    const stay = { checkIn: day(50), checkOut: day(52) };
    for (let i = 0; i < 3; i++) await lapsedHold(user.token, listing.id, stay);
    const again = await book(user.token, bookingRequest(listing.id, stay));
    expect(again.status).toBe(429);
    expect(again.body.error).toMatchObject({
      code: "TOO_MANY_HOLDS_ON_LISTING",
      details: { limit: 3 },
    });
    // The nights stay free for everyone else, and the user may hold another listing.
    const stranger = await createUser(db());
    expect((await book(stranger.token, bookingRequest(listing.id, stay))).status).toBe(201);
    expect((await book(user.token, bookingRequest(other.id, stay))).status).toBe(201);
    // A day later the listing can be held again.
    await db()
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(and(eq(bookings.userId, user.id), eq(bookings.listingId, listing.id)));
    expect(
      (await book(user.token, bookingRequest(listing.id, { checkIn: day(60), checkOut: day(61) })))
        .status,
    ).toBe(201);
  });

  it("holds the unpaid-booking limit under concurrent requests by one user", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { maxGuests: 10 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        book(
          user.token,
          bookingRequest(listing.id, { checkIn: day(340 + i * 2), checkOut: day(341 + i * 2) }),
        ),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it("lets exactly one of twenty concurrent requests for overlapping nights through", async () => {
    const listing = await createListing(db(), { maxGuests: 10 });
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(db())));
    const results = await Promise.all(
      users.map((user, index) =>
        book(
          user.token,
          bookingRequest(listing.id, { checkIn: day(100 + (index % 3)), checkOut: day(104) }),
        ),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const active = await db().select().from(bookings).where(eq(bookings.listingId, listing.id));
    expect(active).toHaveLength(1);
  });
});
