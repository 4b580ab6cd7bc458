import { describe, expect, it } from "vitest";
import { GET as availability } from "@/app/api/listings/[slug]/availability/route";
import { addDays, todayUtc } from "@/lib/dates";
import { setupTestDatabase } from "../helpers/database";
import { blockNights, createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();
const day = (n: number) => addDays(todayUtc(), n);

function check(slug: string, query: Record<string, string>) {
  return call(availability, { params: { slug }, query });
}

describe("GET /api/listings/{slug}/availability", () => {
  it("prices a free stay with JSON numbers from the pricing rules", async () => {
    const listing = await createListing(db(), { priceGhs: "850.00" });
    const { status, body } = await check(listing.slug, { checkIn: day(10), checkOut: day(13) });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      available: true,
      unavailableDates: [],
      pricing: {
        nights: 3,
        pricePerNight: 850,
        subtotal: 2550,
        serviceFee: 255,
        taxes: 318.75,
        total: 3123.75,
        currency: "GHS",
      },
    });
  });

  it("lists confirmed, held and admin-blocked nights inside the range, not expired holds", async () => {
    const listing = await createListing(db());
    const guest = await createUser(db());
    await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(10),
      checkOut: day(12),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    await createBooking(db(), { listing, userId: guest.id, checkIn: day(14), checkOut: day(15) });
    await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(16),
      checkOut: day(18),
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    await blockNights(db(), listing.id, [day(19), day(25)]);

    const { body } = await check(listing.slug, { checkIn: day(11), checkOut: day(20) });
    expect(body.data).toEqual({
      available: false,
      unavailableDates: [day(11), day(14), day(19)],
      pricing: null,
    });
  });

  it("treats the check-out day as free for a new check-in", async () => {
    const listing = await createListing(db());
    const guest = await createUser(db());
    await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(30),
      checkOut: day(32),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    expect(
      (await check(listing.slug, { checkIn: day(32), checkOut: day(34) })).body.data.available,
    ).toBe(true);
    expect(
      (await check(listing.slug, { checkIn: day(28), checkOut: day(30) })).body.data.available,
    ).toBe(true);
    expect(
      (await check(listing.slug, { checkIn: day(31), checkOut: day(33) })).body.data.available,
    ).toBe(false);
  });

  it.each([
    [{ checkOut: day(3) }, "checkIn", "required"],
    [{ checkIn: day(3) }, "checkOut", "required"],
    [{ checkIn: "tomorrow", checkOut: day(3) }, "checkIn", "date"],
    [{ checkIn: day(5), checkOut: day(3) }, "checkOut", "date_after"],
    [{ checkIn: day(5), checkOut: day(5) }, "checkOut", "date_after"],
    [{ checkIn: day(-1), checkOut: day(3) }, "checkIn", "not_in_past"],
    [{ checkIn: day(1), checkOut: day(367) }, "checkOut", "max_nights"],
  ])("answers %j with 400 on %s (%s)", async (query, field, constraint) => {
    const listing = await createListing(db());
    const { status, body } = await check(listing.slug, query);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "VALIDATION_ERROR", details: { field, constraint } });
  });

  it("accepts exactly 365 nights", async () => {
    const listing = await createListing(db(), { priceGhs: "100.00" });
    const { body } = await check(listing.slug, { checkIn: day(1), checkOut: day(366) });
    expect(body.data.pricing.nights).toBe(365);
    expect(body.data.pricing.total).toBe(44712.5);
  });

  it("answers 404 for unpublished and unknown listings", async () => {
    const draft = await createListing(db(), { status: "DRAFT" });
    expect((await check(draft.slug, { checkIn: day(1), checkOut: day(2) })).status).toBe(404);
    expect((await check("nope", { checkIn: day(1), checkOut: day(2) })).status).toBe(404);
  });

  it.each(["a'b", "a b", "x".repeat(300), "nul\u0000byte"])(
    "answers 404 for a slug no listing can have, even with bad dates: %j",
    async (slug) => {
      const { status, body } = await check(slug, { checkIn: "soon", checkOut: day(2) });
      expect(status).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
    },
  );
});
