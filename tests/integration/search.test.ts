import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/listings/search/route";
import { searchListings } from "@/lib/server/catalog/search-listings";
import { setupTestDatabase } from "../helpers/database";
import { createListing } from "../helpers/factories";
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
