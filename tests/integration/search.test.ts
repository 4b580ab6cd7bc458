import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/listings/search/route";
import { addDays, todayUtc } from "@/lib/dates";
import { searchListings } from "@/lib/server/catalog/search-listings";
import { suggestPlace } from "@/lib/server/catalog/suggest-place";
import { setupTestDatabase } from "../helpers/database";
import { blockNights, createListing } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

async function titlesFor(query: Record<string, string | number>) {
  const { status, body } = await call(search, { path: "/api/listings/search", query });
  expect(status).toBe(200);
  return (body.data as Array<{ title: string }>).map((item) => item.title);
}

describe("GET /api/listings/search", () => {
  it("finds by prefix, by place, with typos, ranked title-first, published only", async () => {
    await createListing(db(), {
      title: "Labadi Beachfront Villa",
      city: "Accra",
      region: "Greater Accra",
      area: "Labadi",
      description: "Steps from the sand.",
    });
    await createListing(db(), {
      title: "Kejetia Market Walk",
      type: "ACTIVITY",
      city: "Kumasi",
      region: "Ashanti",
      area: "Adum",
      description: "The biggest market in West Africa, near the beach of nothing.",
    });
    await createListing(db(), {
      title: "Manhyia Palace Tour",
      type: "EXPERIENCE",
      city: "Kumasi",
      region: "Ashanti",
      area: "Manhyia",
      description: "Royal history.",
    });
    await createListing(db(), {
      title: "Busua Surf Lesson",
      type: "ACTIVITY",
      city: "Busua",
      region: "Western",
      area: "Beach road",
      description: "Waves for beginners.",
      highlights: ["Board included", "Lobster lunch"],
    });
    await createListing(db(), {
      title: "Hidden Accra Beach Loft",
      status: "DRAFT",
      city: "Accra",
      region: "Greater Accra",
    });

    const beach = await titlesFor({ q: "beach" });
    expect(beach[0]).toBe("Labadi Beachfront Villa");
    expect(beach).toContain("Busua Surf Lesson");
    expect(beach).not.toContain("Hidden Accra Beach Loft");

    expect(await titlesFor({ q: "Lab" })).toEqual(["Labadi Beachfront Villa"]);
    expect(await titlesFor({ q: "Acra" })).toEqual(["Labadi Beachfront Villa"]);
    expect((await titlesFor({ q: "Kumsi" })).sort()).toEqual([
      "Kejetia Market Walk",
      "Manhyia Palace Tour",
    ]);
    expect(await titlesFor({ q: "kumasi palace" })).toEqual(["Manhyia Palace Tour"]);
    expect(await titlesFor({ q: "lobster" })).toEqual(["Busua Surf Lesson"]);
    expect(await titlesFor({ q: "Kumasi", type: "EXPERIENCE" })).toEqual(["Manhyia Palace Tour"]);
    expect(await titlesFor({ q: "zzzzqqq" })).toEqual([]);
  });

  it("forgives a slip of one letter in a longer word, as in a place name (Cape Cost)", async () => {
    await createListing(db(), {
      title: "Castle View Guesthouse",
      city: "Cape Coast",
      region: "Central",
      area: "Victoria Road",
      description: "Rooms looking at the castle.",
    });
    await createListing(db(), {
      title: "Cape Three Points Lodge",
      city: "Cape Three Points",
      region: "Western",
      description: "A lighthouse and a quiet beach.",
    });
    expect(await titlesFor({ q: "Cape Cost" })).toEqual(["Castle View Guesthouse"]);
    expect(await titlesFor({ q: "cape coast" })).toEqual(["Castle View Guesthouse"]);
    // Trigram neighbours that are not one slip away are not taken for it.
    expect(await titlesFor({ q: "cape host" })).toEqual([]);
  });

  it("the pages' search keeps listings for the party and free for the whole stay", async () => {
    const free = await createListing(db(), {
      title: "Elmina Lagoon House",
      city: "Elmina",
      region: "Central",
      maxGuests: 6,
    });
    const taken = await createListing(db(), {
      title: "Elmina Fort Rooms",
      city: "Elmina",
      region: "Central",
      maxGuests: 6,
    });
    await createListing(db(), {
      title: "Elmina Fishing Cabin",
      city: "Elmina",
      region: "Central",
      maxGuests: 2,
    });
    const checkIn = addDays(todayUtc(), 30);
    await blockNights(db(), taken.id, [addDays(checkIn, 1)]);
    const titles = async (filters: { guests?: number; checkIn?: string; checkOut?: string }) =>
      (await searchListings(db(), { q: "Elmna", limit: 20, ...filters }))
        .map((result) => result.title)
        .sort();

    expect(await titles({})).toEqual([
      "Elmina Fishing Cabin",
      "Elmina Fort Rooms",
      "Elmina Lagoon House",
    ]);
    expect(await titles({ guests: 4 })).toEqual(["Elmina Fort Rooms", "Elmina Lagoon House"]);
    expect(await titles({ guests: 4, checkIn, checkOut: addDays(checkIn, 3) })).toEqual([
      free.title,
    ]);
    // A stay ending on the taken night does not include it.
    expect(await titles({ guests: 4, checkIn, checkOut: addDays(checkIn, 1) })).toEqual([
      "Elmina Fort Rooms",
      "Elmina Lagoon House",
    ]);
  });

  it("suggests the place a search nearly spells, among places with published listings", async () => {
    await createListing(db(), { title: "Harbour Room", city: "Cape Coast", region: "Central" });
    await createListing(db(), {
      title: "Draft Loft",
      status: "DRAFT",
      city: "Koforidua",
      region: "Eastern",
    });
    expect(await suggestPlace(db(), { q: "Cape Cost" })).toEqual({
      name: "Cape Coast",
      filter: { city: "Cape Coast" },
    });
    expect(await suggestPlace(db(), { q: "Centrl" })).toEqual({
      name: "Central",
      filter: { region: "Central" },
    });
    expect(await suggestPlace(db(), { q: "Cape Coast" })).toBeNull();
    expect(await suggestPlace(db(), { q: "Koforidau" })).toBeNull();
    expect(await suggestPlace(db(), { q: "harbour" })).toBeNull();
  });

  it("returns the search shape, 10 results by default and at most 20", async () => {
    for (let i = 0; i < 25; i++) {
      await createListing(db(), {
        title: `Volta Lakeside Cabin ${i}`,
        city: "Akosombo",
        region: "Eastern",
      });
    }
    const { body } = await call(search, { query: { q: "lakeside" } });
    expect(body.data).toHaveLength(10);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      "description",
      "id",
      "priceGHS",
      "region",
      "slug",
      "title",
    ]);
    expect((await call(search, { query: { q: "lakeside", limit: 50 } })).body.data).toHaveLength(
      20,
    );
    expect((await call(search, { query: { q: "lakeside", limit: 3 } })).body.data).toHaveLength(3);
  });

  it.each([
    [{}, "q"],
    [{ q: "   " }, "q"],
    [{ q: "x".repeat(101) }, "q"],
    [{ q: "beach", type: "HOTEL" }, "type"],
    [{ q: "beach", limit: "-1" }, "limit"],
  ])("answers %j with 400 on %s", async (query, field) => {
    const { status, body } = await call(search, { query });
    expect(status).toBe(400);
    expect(body.error.details.field).toBe(field);
  });

  it.each(["'; drop table listings; --", "beach & | ! :*", "(((", "%_\\"])(
    "treats %j as plain text",
    async (q) => {
      const { status } = await call(search, { query: { q } });
      expect(status).toBe(200);
      expect((await titlesFor({ q: "Volta Lakeside Cabin 1" })).length).toBeGreaterThan(0);
    },
  );

  it("keeps only the matches inside an area when the search page's map asks for one", async () => {
    const near = await createListing(db(), {
      title: "Quokkaville Lagoon Lodge",
      latitude: 5.55,
      longitude: -0.2,
    });
    await createListing(db(), { title: "Quokkaville Hill Lodge", latitude: 6.7, longitude: -1.6 });
    await createListing(db(), { title: "Quokkaville Lost Lodge" });
    const everywhere = await searchListings(db(), { q: "quokkaville", limit: 10 });
    expect(everywhere).toHaveLength(3);
    const inside = await searchListings(db(), {
      q: "quokkaville",
      limit: 10,
      bbox: { west: -0.3, south: 5.4, east: -0.1, north: 5.7 },
    });
    expect(inside.map((result) => result.id)).toEqual([near.id]);
  });
});
