import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  POST as block,
  DELETE as unblock,
} from "@/app/api/admin/listings/[id]/blocked-nights/route";
import { GET as calendar } from "@/app/api/admin/listings/[id]/calendar/route";
import {
  GET as getOne,
  DELETE as remove,
  PATCH as update,
} from "@/app/api/admin/listings/[id]/route";
import { POST as create, GET as list } from "@/app/api/admin/listings/route";
import { GET as publicListing } from "@/app/api/listings/[slug]/route";
import { auditLog, listingImages } from "@/db/schema";
import { day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { createAmenity, createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

const newListing = (overrides: Record<string, unknown> = {}) => ({
  type: "ACCOMMODATION",
  title: "Ridge Garden Apartment",
  description: "A calm apartment near the Ridge hospital with a shaded garden.",
  region: "Greater Accra",
  city: "Accra",
  priceGHS: 640.5,
  maxGuests: 3,
  ...overrides,
});

async function admin() {
  return createUser(db(), { role: "ADMIN" });
}

async function addImage(listingId: string) {
  await db()
    .insert(listingImages)
    .values({
      listingId,
      url: "/images/x.webp",
      publicId: `x/${listingId}`,
      isPrimary: true,
      order: 0,
    });
}

async function auditOf(entityId: string) {
  return db().select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

describe("POST /api/admin/listings", () => {
  it("creates a DRAFT with a slug from title and city, amenities, and an audit entry", async () => {
    const { token, id: actorId } = await admin();
    const wifi = await createAmenity(db(), "Wifi");
    const { status, body } = await call(create, {
      token,
      body: newListing({
        amenityIds: [wifi.id],
        highlights: ["Garden"],
        propertyType: "APARTMENT",
        checkInTime: "15:00",
      }),
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      id: expect.any(String),
      slug: "ridge-garden-apartment-accra",
      status: "DRAFT",
      title: "Ridge Garden Apartment",
      priceGHS: "640.50",
      priceUnit: "PER_NIGHT",
      propertyType: "APARTMENT",
      highlights: ["Garden"],
      checkInTime: "15:00",
      viewCount: 0,
      bookingCount: 0,
      publishedAt: null,
      amenities: [
        { amenity: { id: wifi.id, name: wifi.name, icon: "star", category: "Essentials" } },
      ],
      images: [],
    });
    const [entry] = await auditOf(body.data.id);
    expect(entry).toMatchObject({
      actorId,
      action: "listing.create",
      entityType: "listing",
      before: null,
    });

    const again = await call(create, { token, body: newListing() });
    expect(again.body.data.slug).toMatch(/^ridge-garden-apartment-accra-[a-z0-9]{4}$/);
  });

  it.each([
    [{ viewCount: 1000 }, "viewCount", "unknown_field"],
    [{ bookingCount: 9 }, "bookingCount", "unknown_field"],
    [{ publishedAt: "2020-01-01T00:00:00Z" }, "publishedAt", "unknown_field"],
    [{ slug: "mine" }, "slug", "unknown_field"],
    [{ status: "PUBLISHED" }, "status", "unknown_field"],
    [{ title: undefined }, "title", "required"],
    [{ priceGHS: 10.555 }, "priceGHS", "decimals"],
    [{ priceGHS: -1 }, "priceGHS", "min"],
    [{ type: "CASTLE" }, "type", "enum"],
    [{ checkInTime: "25:00" }, "checkInTime", "regex"],
    [{ amenityIds: ["doesnotexist"] }, "amenityIds", "unknown_amenity"],
  ])("refuses %j on %s (%s), writing nothing", async (override, field, constraint) => {
    const { token } = await admin();
    const title = `Refused ${Math.random()}`;
    const { status, body } = await call(create, {
      token,
      body: newListing({ title, ...override }),
    });
    expect(status).toBe(400);
    expect(body.error.details).toMatchObject({ field, constraint });
  });
});

describe("GET /api/admin/listings", () => {
  it("lists every status with filters, pagination and counts by status", async () => {
    const { token } = await admin();
    const marker = `Zebra${Date.now()}`;
    await createListing(db(), { title: `${marker} one`, status: "DRAFT" });
    await createListing(db(), {
      title: `${marker} two`,
      status: "PENDING_REVIEW",
      type: "ACTIVITY",
    });
    await createListing(db(), { title: `${marker} three`, featured: true });
    const all = await call(list, { token, query: { search: marker.toLowerCase() } });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(3);
    expect(all.body.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        title: `${marker} three`,
        status: "PUBLISHED",
        type: "ACCOMMODATION",
        region: "Greater Accra",
        priceGHS: "500.00",
        featured: true,
        viewCount: 0,
        bookingCount: 0,
        createdAt: expect.any(String),
      }),
    );
    expect(all.body.stats).toEqual({
      total: expect.any(Number),
      published: expect.any(Number),
      draft: expect.any(Number),
      pending: expect.any(Number),
      archived: expect.any(Number),
    });
    const { total, published, draft, pending, archived } = all.body.stats;
    expect(total).toBe(published + draft + pending + archived);
    expect(all.body.stats.pending).toBeGreaterThanOrEqual(1);
    expect(
      (await call(list, { token, query: { search: marker, status: "DRAFT" } })).body.data,
    ).toHaveLength(1);
    expect(
      (await call(list, { token, query: { search: marker, type: "ACTIVITY" } })).body.data,
    ).toHaveLength(1);
    expect(
      (await call(list, { token, query: { search: marker, featured: "true" } })).body.data,
    ).toHaveLength(1);
    const paged = await call(list, { token, query: { search: marker, limit: 2, page: 2 } });
    expect(paged.body.pagination).toEqual({
      page: 2,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasMore: false,
    });
    expect((await call(list, { token, query: { featured: "yes" } })).status).toBe(400);
  });
});

describe("PATCH /api/admin/listings/{id}", () => {
  it("updates a subset, follows the state machine, publishes with publishedAt and keeps the slug once published", async () => {
    const { token, id: actorId } = await admin();
    const created = await call(create, { token, body: newListing({ title: "Osu Loft" }) });
    const id = created.body.data.id;

    const renamed = await call(update, {
      token,
      params: { id },
      body: { title: "Osu Sky Loft", priceGHS: 720 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      title: "Osu Sky Loft",
      slug: "osu-sky-loft-accra",
      priceGHS: "720.00",
      status: "DRAFT",
    });

    const noImage = await call(update, { token, params: { id }, body: { status: "PUBLISHED" } });
    expect(noImage.status).toBe(400);
    expect(noImage.body.error.details).toMatchObject({
      field: "status",
      constraint: "requires_image",
    });

    await addImage(id);
    const published = await call(update, { token, params: { id }, body: { status: "PUBLISHED" } });
    expect(published.body.data.status).toBe("PUBLISHED");
    expect(Date.parse(published.body.data.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call(publicListing, { params: { slug: "osu-sky-loft-accra" } })).status).toBe(
      200,
    );

    const retitled = await call(update, {
      token,
      params: { id },
      body: { title: "Osu Sky Loft Deluxe" },
    });
    expect(retitled.body.data.slug).toBe("osu-sky-loft-accra");

    const archived = await call(update, { token, params: { id }, body: { status: "ARCHIVED" } });
    expect(archived.body.data.status).toBe("ARCHIVED");
    const back = await call(update, { token, params: { id }, body: { status: "PUBLISHED" } });
    expect(back.status).toBe(400);
    expect(back.body.error.code).toBe("INVALID_TRANSITION");

    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "listing.create",
        "listing.update",
        "listing.published",
        "listing.archived",
      ]),
    );
    const [publishEntry] = (await auditOf(id)).filter(
      (entry) => entry.action === "listing.published",
    );
    expect(publishEntry).toMatchObject({
      actorId,
      before: expect.objectContaining({ status: "DRAFT" }),
      after: expect.objectContaining({ status: "PUBLISHED" }),
    });
  });

  it.each([
    [{ viewCount: 5 }, "viewCount"],
    [{ bookingCount: 5 }, "bookingCount"],
    [{ publishedAt: "2020-01-01T00:00:00Z" }, "publishedAt"],
    [{ id: "x" }, "id"],
  ])("refuses the read-only field %j", async (body, field) => {
    const { token } = await admin();
    const listing = await createListing(db(), { viewCount: 3 });
    const { status, body: answer } = await call(update, {
      token,
      params: { id: listing.id },
      body,
    });
    expect(status).toBe(400);
    expect(answer.error.details).toMatchObject({ field, constraint: "unknown_field" });
    expect((await call(getOne, { token, params: { id: listing.id } })).body.data.viewCount).toBe(3);
  });

  it("replaces amenities, answers 404 for an unknown listing and 400 for an empty body", async () => {
    const { token } = await admin();
    const [a, b] = [await createAmenity(db(), "Pool"), await createAmenity(db(), "Parking")];
    const listing = await createListing(db(), { amenityIds: [a.id] });
    const changed = await call(update, {
      token,
      params: { id: listing.id },
      body: { amenityIds: [b.id] },
    });
    expect(
      changed.body.data.amenities.map((entry: { amenity: { id: string } }) => entry.amenity.id),
    ).toEqual([b.id]);
    expect(
      (
        await call(update, {
          token,
          params: { id: "cl0000000000000000000000" },
          body: { featured: true },
        })
      ).status,
    ).toBe(404);
    expect((await call(update, { token, params: { id: listing.id }, body: {} })).status).toBe(400);
  });
});

describe("DELETE /api/admin/listings/{id}", () => {
  it("archives a listing without active bookings; it disappears from the public catalogue", async () => {
    const { token } = await admin();
    const listing = await createListing(db(), { featured: true });
    const guest = await createUser(db());
    await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(5),
      checkOut: day(6),
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    const { status, body } = await call(remove, { token, params: { id: listing.id } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: listing.id, status: "ARCHIVED" });
    expect((await call(publicListing, { params: { slug: listing.slug } })).status).toBe(404);
  });

  it.each([
    ["a confirmed upcoming stay", { status: "CONFIRMED" as const, holdExpiresAt: null }],
    ["a live hold", {}],
  ])("refuses with 409 LISTING_HAS_ACTIVE_BOOKINGS for %s", async (_case, booking) => {
    const { token } = await admin();
    const listing = await createListing(db());
    const guest = await createUser(db());
    await createBooking(db(), {
      listing,
      userId: guest.id,
      checkIn: day(5),
      checkOut: day(8),
      ...booking,
    });
    const { status, body } = await call(remove, { token, params: { id: listing.id } });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "LISTING_HAS_ACTIVE_BOOKINGS",
      details: { activeBookings: 1 },
    });
    const viaPatch = await call(update, {
      token,
      params: { id: listing.id },
      body: { status: "ARCHIVED" },
    });
    expect(viaPatch.body.error.code).toBe("LISTING_HAS_ACTIVE_BOOKINGS");
  });
});

describe("blocked nights and the calendar", () => {
  it("blocks and unblocks nights; blocks never overlap a booking", async () => {
    const { token, id: actorId } = await admin();
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
    await createBooking(db(), { listing, userId: guest.id, checkIn: day(12), checkOut: day(13) });

    const blocked = await call(block, {
      token,
      params: { id: listing.id },
      body: { from: day(20), to: day(23), reason: "MAINTENANCE", note: "Repainting" },
    });
    expect(blocked.status).toBe(201);
    expect(blocked.body.data).toMatchObject({ nights: 3, reason: "MAINTENANCE" });

    const clash = await call(block, {
      token,
      params: { id: listing.id },
      body: { from: day(11), to: day(14), reason: "OWNER_STAY" },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("DATES_UNAVAILABLE");

    const shown = await call(calendar, {
      token,
      params: { id: listing.id },
      query: { from: day(9), to: day(30) },
    });
    expect(
      shown.body.data.map((night: { night: string; kind: string }) => [night.night, night.kind]),
    ).toEqual([
      [day(10), "booked"],
      [day(11), "booked"],
      [day(12), "held"],
      [day(20), "blocked"],
      [day(21), "blocked"],
      [day(22), "blocked"],
    ]);
    expect(shown.body.data[3]).toMatchObject({
      reason: "MAINTENANCE",
      note: "Repainting",
      bookingReference: null,
    });

    const freed = await call(unblock, {
      token,
      params: { id: listing.id },
      body: { from: day(10), to: day(22) },
    });
    expect(freed.body.data.nights).toBe(2);
    const after = await call(calendar, {
      token,
      params: { id: listing.id },
      query: { from: day(9), to: day(30) },
    });
    expect(after.body.data.map((night: { kind: string }) => night.kind)).toEqual([
      "booked",
      "booked",
      "held",
      "blocked",
    ]);
    const actions = (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, listing.id), eq(auditLog.actorId, actorId)))
        .orderBy(auditLog.createdAt)
    ).map((entry) => entry.action);
    expect(actions).toEqual(["blocked_nights.block", "blocked_nights.unblock"]);
  });

  it.each([
    [{ from: day(-2), to: day(2), reason: "MAINTENANCE" }, "from", "not_in_past"],
    [{ from: day(5), to: day(5), reason: "MAINTENANCE" }, "to", "date_after"],
    [{ from: day(5), to: day(7), reason: "PARTY" }, "reason", "enum"],
  ])("validates %j", async (body, field, constraint) => {
    const { token } = await admin();
    const listing = await createListing(db());
    const { status, body: answer } = await call(block, { token, params: { id: listing.id }, body });
    expect(status).toBe(400);
    expect(answer.error.details).toMatchObject({ field, constraint });
  });
});
