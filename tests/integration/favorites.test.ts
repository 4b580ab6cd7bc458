import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as checkFavorite } from "@/app/api/favorites/check/[listingId]/route";
import { GET as listFavorites } from "@/app/api/favorites/route";
import { POST as toggle } from "@/app/api/favorites/toggle/route";
import { favorites } from "@/db/schema";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser, TEST_PLACEHOLDER } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

const toggleFor = (token: string, listingId: string) =>
  call(toggle, { token, body: { listingId } });

describe("favorites", () => {
  it("toggles on and off, and check follows", async () => {
    const user = await createUser(db());
    const listing = await createListing(db(), { title: "Kakum Canopy Walk" });
    const on = await toggleFor(user.token, listing.id);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      data: { favorited: true, listing: { id: listing.id, title: "Kakum Canopy Walk" } },
    });
    expect(
      (await call(checkFavorite, { token: user.token, params: { listingId: listing.id } })).body,
    ).toEqual({
      data: { favorited: true },
    });
    const off = await toggleFor(user.token, listing.id);
    expect(off.body.data.favorited).toBe(false);
    expect(
      (await call(checkFavorite, { token: user.token, params: { listingId: listing.id } })).body
        .data.favorited,
    ).toBe(false);
  });

  it("never stores the pair twice, even for racing double clicks", async () => {
    const user = await createUser(db());
    const listing = await createListing(db());
    const results = await Promise.all([1, 2, 3].map(() => toggleFor(user.token, listing.id)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    const rows = await db()
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.listingId, listing.id)));
    expect(rows.length).toBeLessThanOrEqual(1);
    const finalState =
      results.filter((result) => result.body.data.favorited).length -
      results.filter((result) => !result.body.data.favorited).length;
    expect(rows.length).toBe(finalState);
  });

  it("lists the user's own favorites newest first with the listing summary", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const first = await createListing(db(), {
      title: "First Pick",
      city: "Ho",
      region: "Volta",
      bedrooms: 3,
      maxGuests: 6,
      priceGhs: "640.00",
    });
    const second = await createListing(db(), { title: "Second Pick" });
    await toggleFor(user.token, first.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await toggleFor(user.token, second.id);
    await toggleFor(other.token, first.id);

    const { status, body } = await call(listFavorites, { token: user.token });
    expect(status).toBe(200);
    expect(body.data.map((item: { listing: { title: string } }) => item.listing.title)).toEqual([
      "Second Pick",
      "First Pick",
    ]);
    expect(body.data[1]).toEqual({
      listingId: first.id,
      createdAt: expect.any(String),
      listing: {
        id: first.id,
        title: "First Pick",
        slug: first.slug,
        region: "Volta",
        city: "Ho",
        priceGHS: "640.00",
        bedrooms: 3,
        maxGuests: 6,
        ratingAverage: null,
        ratingCount: 0,
        images: [
          {
            url: expect.stringContaining("/images/test/"),
            isPrimary: true,
            placeholder: TEST_PLACEHOLDER,
          },
          { url: expect.any(String), isPrimary: false, placeholder: null },
        ],
      },
    });
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 2,
      totalPages: 1,
      hasMore: false,
    });
    const paged = await call(listFavorites, { token: user.token, query: { limit: 1, page: 2 } });
    expect(paged.body.data[0].listing.title).toBe("First Pick");
    expect(paged.body.pagination).toMatchObject({ total: 2, hasMore: false });
    // Past the last page there is no row to carry the count: it is counted on its own.
    const beyond = await call(listFavorites, { token: user.token, query: { limit: 1, page: 5 } });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ page: 5, total: 2, totalPages: 2 });
    const none = await call(listFavorites, { token: (await createUser(db())).token });
    expect(none.body.pagination).toMatchObject({ total: 0, totalPages: 0 });
  });

  it("answers 404 for unknown or unpublished listings", async () => {
    const user = await createUser(db());
    const draft = await createListing(db(), { status: "DRAFT" });
    expect((await toggleFor(user.token, draft.id)).status).toBe(404);
    expect((await toggleFor(user.token, "cl0000000000000000000000")).status).toBe(404);
  });

  it("requires a signed-in user on every favorites endpoint", async () => {
    const listing = await createListing(db());
    const responses = await Promise.all([
      call(toggle, { body: { listingId: listing.id } }),
      call(listFavorites),
      call(checkFavorite, { params: { listingId: listing.id } }),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe("UNAUTHORIZED");
    }
  });

  it("validates the toggle body", async () => {
    const user = await createUser(db());
    const missing = await call(toggle, { token: user.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toMatchObject({
      field: "listingId",
      constraint: "required",
    });
    const wrongType = await call(toggle, { token: user.token, body: { listingId: 42 } });
    expect(wrongType.body.error.details).toMatchObject({ field: "listingId", constraint: "type" });
  });
});
