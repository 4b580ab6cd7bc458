import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getListing } from "@/app/api/listings/[slug]/route";
import { GET as listListings } from "@/app/api/listings/route";
import { listingAmenities } from "@/db/schema";
import { listingViews } from "@/lib/api/listing-views";
import { addDays, todayUtc } from "@/lib/dates";
import { createId } from "@/lib/ids";
import { setListingAmenities } from "@/lib/server/admin/listings/listing-amenities";
import { setupTestDatabase } from "../helpers/database";
import {
  blockNights,
  createAmenity,
  createBooking,
  createListing,
  createUser,
  TEST_PLACEHOLDER,
} from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

/** A region name no other test uses, so filters see only this test's listings. */
const uniqueRegion = () => `Region ${createId().slice(0, 8)}`;

async function list(query: Record<string, string | number>) {
  return call(listListings, { path: "/api/listings", query });
}

describe("GET /api/listings filters", () => {
  it("shows only PUBLISHED listings, in the summary shape", async () => {
    const region = uniqueRegion();
    const published = await createListing(db(), { region, title: "Visible Villa" });
    for (const status of ["DRAFT", "PENDING_REVIEW", "ARCHIVED"] as const) {
      await createListing(db(), { region, status });
    }
    const { status, body } = await list({ region });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({
      id: published.id,
      type: "ACCOMMODATION",
      title: "Visible Villa",
      slug: published.slug,
      description: published.description,
      region,
      city: "Accra",
      area: "Osu",
      priceGHS: "500.00",
      priceUnit: "PER_NIGHT",
      bedrooms: 2,
      bathrooms: 1,
      maxGuests: 4,
      durationDays: 1,
      durationHours: null,
      startTimes: [],
      featured: false,
      ratingAverage: null,
      ratingCount: 0,
      latitude: null,
      longitude: null,
      images: [
        {
          id: expect.any(String),
          url: expect.stringMatching(/^http:\/\/localhost:3000\/images\/test\/.+-a\.webp$/),
          isPrimary: true,
          placeholder: TEST_PLACEHOLDER,
        },
        {
          id: expect.any(String),
          url: expect.stringMatching(/-b\.webp$/),
          isPrimary: false,
          placeholder: null,
        },
      ],
    });
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 1,
      totalPages: 1,
      hasMore: false,
    });
  });

  it("filters by type, city, price (inclusive), bedrooms and guests", async () => {
    const region = uniqueRegion();
    const make = (title: string, values: Parameters<typeof createListing>[1]) =>
      createListing(db(), { region, title, ...values });
    await make("Cheap Room", { priceGhs: "300.00", bedrooms: 1, maxGuests: 2 });
    await make("Mid Villa", { priceGhs: "850.00", bedrooms: 3, maxGuests: 6 });
    await make("Grand Villa", { priceGhs: "2500.00", bedrooms: 5, maxGuests: 10, city: "Tema" });
    await make("Canopy Walk", {
      type: "ACTIVITY",
      priceGhs: "150.00",
      bedrooms: 0,
      maxGuests: 20,
      propertyType: null,
    });

    const titles = async (query: Record<string, string>) =>
      (
        (await list({ region, sort: "price_asc", ...query })).body.data as Array<{ title: string }>
      ).map((item) => item.title);

    expect(await titles({ type: "ACTIVITY" })).toEqual(["Canopy Walk"]);
    expect(await titles({ city: "Tema" })).toEqual(["Grand Villa"]);
    expect(await titles({ minPrice: "300", maxPrice: "850" })).toEqual(["Cheap Room", "Mid Villa"]);
    expect(await titles({ minPrice: "850.01" })).toEqual(["Grand Villa"]);
    expect(await titles({ bedrooms: "3" })).toEqual(["Mid Villa", "Grand Villa"]);
    expect(await titles({ guests: "7" })).toEqual(["Canopy Walk", "Grand Villa"]);
    expect(await titles({ type: "ACCOMMODATION", guests: "3", maxPrice: "1000" })).toEqual([
      "Mid Villa",
    ]);
  });

  it("keeps listings having every listed amenity", async () => {
    const region = uniqueRegion();
    const [wifi, pool, parking] = await Promise.all(
      ["Wifi", "Pool", "Parking"].map((name) => createAmenity(db(), name)),
    );
    if (!wifi || !pool || !parking) throw new Error("amenities missing");
    await createListing(db(), { region, title: "Both", amenityIds: [wifi.id, pool.id] });
    await createListing(db(), { region, title: "Wifi only", amenityIds: [wifi.id] });
    await createListing(db(), {
      region,
      title: "All three",
      amenityIds: [wifi.id, pool.id, parking.id],
    });
    const titles = async (amenities: string) =>
      ((await list({ region, amenities, sort: "price_asc" })).body.data as Array<{ title: string }>)
        .map((item) => item.title)
        .sort();
    expect(await titles(wifi.id)).toEqual(["All three", "Both", "Wifi only"]);
    expect(await titles(`${wifi.id},${pool.id}`)).toEqual(["All three", "Both"]);
    expect(await titles(`${pool.id}, ${parking.id}`)).toEqual(["All three"]);

    // The filter follows every change of a listing's amenities.
    const both = (await list({ region, amenities: `${wifi.id},${pool.id}` })).body.data.find(
      (item: { title: string }) => item.title === "Both",
    );
    await setListingAmenities(db(), { listingId: both.id, amenityIds: [parking.id] });
    expect(await titles(`${wifi.id},${pool.id}`)).toEqual(["All three"]);
    expect(await titles(parking.id)).toEqual(["All three", "Both"]);
    await db().delete(listingAmenities).where(eq(listingAmenities.listingId, both.id));
    expect(await titles(parking.id)).toEqual(["All three"]);
  });

  it("keeps the listings located inside bbox (west,south,east,north), edges included", async () => {
    const region = uniqueRegion();
    const at = (title: string, latitude: number | null, longitude: number | null) =>
      createListing(db(), { region, title, latitude, longitude });
    const labadi = await at("Labadi", 5.5601, -0.1489);
    const edge = await at("Edge", 5.7, -0.1);
    await at("Kumasi", 6.6885, -1.6244);
    await at("Nowhere", null, null);
    const { status, body } = await list({ region, bbox: "-0.3,5.4,-0.1,5.7", sort: "price_asc" });
    expect(status).toBe(200);
    expect(body.data.map((item: { id: string }) => item.id).sort()).toEqual(
      [labadi.id, edge.id].sort(),
    );
    expect(body.data.find((item: { id: string }) => item.id === labadi.id)).toMatchObject({
      latitude: 5.5601,
      longitude: -0.1489,
    });
    expect(body.pagination.total).toBe(2);
    const all = await list({ region });
    expect(all.body.pagination.total).toBe(4);
  });

  it.each([
    ["-0.3,5.4,-0.1"],
    ["west,5.4,-0.1,5.7"],
    ["-0.3,5.4,-0.1,95"],
    ["-190,5.4,-0.1,5.7"],
    ["-0.1,5.4,-0.3,5.7"],
    ["-0.3,5.7,-0.1,5.4"],
  ])("refuses bbox=%s with 400 VALIDATION_ERROR on bbox", async (bbox) => {
    const { status, body } = await list({ bbox });
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.details.field).toBe("bbox");
  });

  it("takes at most 15 amenities, counting each once", async () => {
    const ids = Array.from({ length: 16 }, (_, i) => `ck${String(i).padStart(22, "0")}`);
    const over = await list({ amenities: ids.join(",") });
    expect(over.status).toBe(400);
    expect(over.body.error.details).toMatchObject({ field: "amenities", constraint: "max" });
    const repeated = await list({ amenities: [...ids.slice(0, 15), ids[0]].join(",") });
    expect(repeated.status).toBe(200);
  });

  it("keeps only listings free for every night of checkIn..checkOut", async () => {
    const region = uniqueRegion();
    const guest = await createUser(db());
    const start = addDays(todayUtc(), 20);
    const free = await createListing(db(), { region, title: "Free" });
    const confirmed = await createListing(db(), { region, title: "Confirmed" });
    const held = await createListing(db(), { region, title: "Held" });
    const expired = await createListing(db(), { region, title: "Expired hold" });
    const blocked = await createListing(db(), { region, title: "Blocked" });
    const turnover = await createListing(db(), { region, title: "Checks out on our check-in" });
    await createBooking(db(), {
      listing: confirmed,
      userId: guest.id,
      checkIn: addDays(start, 2),
      checkOut: addDays(start, 4),
      status: "CONFIRMED",
      holdExpiresAt: null,
    });
    await createBooking(db(), {
      listing: held,
      userId: guest.id,
      checkIn: addDays(start, -1),
      checkOut: addDays(start, 1),
    });
    await createBooking(db(), {
      listing: expired,
      userId: guest.id,
      checkIn: start,
      checkOut: addDays(start, 3),
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    await blockNights(db(), blocked.id, [addDays(start, 2)]);
    await createBooking(db(), {
      listing: turnover,
      userId: guest.id,
      checkIn: addDays(start, -3),
      checkOut: start,
      status: "CONFIRMED",
      holdExpiresAt: null,
    });

    const { body } = await list({
      region,
      checkIn: start,
      checkOut: addDays(start, 3),
      sort: "price_asc",
    });
    const titles = (body.data as Array<{ title: string }>).map((item) => item.title).sort();
    expect(titles).toEqual(["Checks out on our check-in", "Expired hold", "Free"]);
    expect(free.id).toBeDefined();
  });
});

describe("GET /api/listings sorting and pagination", () => {
  it.each([
    ["price_asc", ["B 300", "C 500", "A 900"]],
    ["price_desc", ["A 900", "C 500", "B 300"]],
    ["newest", ["C 500", "B 300", "A 900"]],
    ["popular", ["B 300", "A 900", "C 500"]],
  ])("sorts by %s", async (sort, expected) => {
    const region = uniqueRegion();
    const day = 86_400_000;
    await createListing(db(), {
      region,
      title: "A 900",
      priceGhs: "900.00",
      bookingCount: 5,
      viewCount: 1,
      publishedAt: new Date(Date.now() - 3 * day),
    });
    await createListing(db(), {
      region,
      title: "B 300",
      priceGhs: "300.00",
      bookingCount: 9,
      viewCount: 0,
      publishedAt: new Date(Date.now() - 2 * day),
    });
    await createListing(db(), {
      region,
      title: "C 500",
      priceGhs: "500.00",
      bookingCount: 5,
      viewCount: 0,
      publishedAt: new Date(Date.now() - day),
    });
    const { body } = await list({ region, sort });
    expect((body.data as Array<{ title: string }>).map((item) => item.title)).toEqual(expected);
  });

  it("pages through results and clamps limit to 50", async () => {
    const region = uniqueRegion();
    for (let i = 0; i < 7; i++) await createListing(db(), { region, priceGhs: `${100 + i}.00` });
    const second = await list({ region, sort: "price_asc", limit: 3, page: 2 });
    expect(second.body.data.map((item: { priceGHS: string }) => item.priceGHS)).toEqual([
      "103.00",
      "104.00",
      "105.00",
    ]);
    expect(second.body.pagination).toEqual({
      page: 2,
      limit: 3,
      total: 7,
      totalPages: 3,
      hasMore: true,
    });
    const last = await list({ region, limit: 3, page: 3 });
    expect(last.body.pagination.hasMore).toBe(false);
    expect(last.body.data).toHaveLength(1);
    const beyond = await list({ region, limit: 3, page: 9 });
    expect(beyond.body.data).toEqual([]);
    const clamped = await list({ region, limit: 500 });
    expect(clamped.body.pagination.limit).toBe(50);
  });

  it.each([
    [{ page: "0" }, "page"],
    [{ limit: "-1" }, "limit"],
    [{ page: "two" }, "page"],
    [{ type: "HOTEL" }, "type"],
    [{ sort: "cheapest" }, "sort"],
    [{ minPrice: "-5" }, "minPrice"],
    [{ minPrice: "500", maxPrice: "100" }, "maxPrice"],
    [{ bedrooms: "many" }, "bedrooms"],
    [{ amenities: "not an id!" }, "amenities.0"],
    [{ checkIn: "2026-02-30", checkOut: "2026-03-02" }, "checkIn"],
    [{ checkIn: addDays(todayUtc(), 5) }, "checkOut"],
    [{ checkIn: addDays(todayUtc(), 5), checkOut: addDays(todayUtc(), 5) }, "checkOut"],
    [{ checkIn: addDays(todayUtc(), -2), checkOut: addDays(todayUtc(), 2) }, "checkIn"],
  ])("answers %j with 400 VALIDATION_ERROR on %s", async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.details.field).toBe(field);
  });
});

describe("GET /api/listings/{slug}", () => {
  it("returns the full listing with ordered images, amenities and priceUSD", async () => {
    const wifi = await createAmenity(db(), "Wifi", "Essentials");
    const pool = await createAmenity(db(), "Pool", "Outdoor");
    const cooling = await createAmenity(db(), "Air conditioning", "Essentials");
    const listing = await createListing(db(), {
      priceGhs: "850.00",
      highlights: ["Sea view", "Breakfast"],
      propertyType: "VILLA",
      latitude: 5.56,
      longitude: -0.18,
      amenityIds: [pool.id, wifi.id, cooling.id],
    });
    const { status, body } = await call(getListing, { params: { slug: listing.slug } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: listing.id,
      type: "ACCOMMODATION",
      status: "PUBLISHED",
      slug: listing.slug,
      highlights: ["Sea view", "Breakfast"],
      address: "1 Test Street",
      latitude: 5.56,
      longitude: -0.18,
      priceGHS: "850.00",
      priceUSD: "68.00",
      priceUnit: "PER_NIGHT",
      propertyType: "VILLA",
      checkInTime: "14:00",
      checkOutTime: "11:00",
      bookingCount: 0,
      // By category, then name.
      amenities: [
        { amenity: { id: cooling.id, name: cooling.name, icon: "star", category: "Essentials" } },
        { amenity: { id: wifi.id, name: wifi.name, icon: "star", category: "Essentials" } },
        { amenity: { id: pool.id, name: pool.name, icon: "star", category: "Outdoor" } },
      ],
      createdAt: expect.any(String),
      publishedAt: expect.any(String),
    });
    expect(
      body.data.images.map((image: { order: number; alt: string; isPrimary: boolean }) => [
        image.order,
        image.alt,
        image.isPrimary,
      ]),
    ).toEqual([
      [0, "Front", true],
      [1, "Room", false],
    ]);
  });

  it("counts views without writing on every read", async () => {
    const listing = await createListing(db());
    const first = await call(getListing, { params: { slug: listing.slug } });
    const second = await call(getListing, { params: { slug: listing.slug } });
    expect(first.body.data.viewCount).toBe(1);
    expect(second.body.data.viewCount).toBe(2);
    await listingViews().flush();
    const third = await call(getListing, { params: { slug: listing.slug } });
    expect(third.body.data.viewCount).toBe(3);
    await listingViews().flush();
    const [stored] = await db().query.listings.findMany({
      where: (l, { eq }) => eq(l.id, listing.id),
    });
    expect(stored?.viewCount).toBe(3);
  });

  it.each(["DRAFT", "PENDING_REVIEW", "ARCHIVED"] as const)(
    "answers 404 for a %s listing",
    async (status) => {
      const listing = await createListing(db(), { status });
      const { status: code, body } = await call(getListing, { params: { slug: listing.slug } });
      expect(code).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
    },
  );

  it.each([
    "no-such-listing",
    "Bad Slug!",
    "a'b",
    "a b",
    "UPPER-case",
    "x".repeat(300),
    "nul\u0000byte",
    "",
  ])("answers 404 NOT_FOUND for a slug no listing has: %j", async (slug) => {
    const { status, body } = await call(getListing, { params: { slug } });
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: "NOT_FOUND", message: "Listing not found" });
  });
});
