import { describe, expect, it } from "vitest";
import { GET as destinationsRoute } from "@/app/api/destinations/route";
import { GET as featured } from "@/app/api/listings/featured/route";
import { destinations } from "@/db/schema";
import { setupTestDatabase } from "../helpers/database";
import { createListing, TEST_PLACEHOLDER } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

describe("GET /api/listings/featured", () => {
  it("returns published featured listings: 6 by default, at most 12, optionally by type", async () => {
    for (let i = 0; i < 14; i++) {
      await createListing(db(), { featured: true, type: i < 3 ? "EXPERIENCE" : "ACCOMMODATION" });
    }
    await createListing(db(), { featured: true, status: "DRAFT" });
    await createListing(db(), { featured: false });

    const byDefault = await call(featured, { path: "/api/listings/featured" });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.data).toHaveLength(6);
    expect(byDefault.body.data[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      slug: expect.any(String),
      region: "Greater Accra",
      priceGHS: "500.00",
      ratingAverage: null,
      ratingCount: 0,
      images: [
        {
          url: expect.stringMatching(/^http:\/\/localhost:3000\//),
          isPrimary: true,
          placeholder: TEST_PLACEHOLDER,
        },
        { url: expect.any(String), isPrimary: false, placeholder: null },
      ],
    });
    expect((await call(featured, { query: { limit: 100 } })).body.data).toHaveLength(12);
    expect((await call(featured, { query: { limit: 20 } })).body.data).toHaveLength(12);
    expect((await call(featured, { query: { type: "EXPERIENCE" } })).body.data).toHaveLength(3);
    expect((await call(featured, { query: { limit: "zero" } })).status).toBe(400);
    expect((await call(featured, { query: { type: "CASTLE" } })).status).toBe(400);
  });
});

describe("GET /api/destinations", () => {
  it("lists destinations in order with counts of published listings", async () => {
    await db()
      .insert(destinations)
      .values([
        {
          name: "Cape Coast",
          slug: "cape-coast",
          region: "Central",
          city: "Cape Coast",
          description: "Castles",
          imageUrl: "/images/a.webp",
          position: 2,
        },
        {
          name: "Central Region",
          slug: "central",
          region: "Central",
          city: null,
          description: "Coast",
          imageUrl: "https://cdn.example.com/b.webp",
          position: 1,
        },
        {
          name: "Tamale",
          slug: "tamale",
          region: "Northern",
          city: "Tamale",
          description: "North",
          imageUrl: "/images/c.webp",
          position: 3,
        },
      ]);
    await createListing(db(), { region: "Central", city: "Cape Coast" });
    await createListing(db(), { region: "Central", city: "Cape Coast" });
    await createListing(db(), { region: "Central", city: "Elmina" });
    await createListing(db(), { region: "Central", city: "Cape Coast", status: "DRAFT" });

    const { status, body } = await call(destinationsRoute);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        name: "Central Region",
        slug: "central",
        region: "Central",
        description: "Coast",
        imageUrl: "https://cdn.example.com/b.webp",
        listingCount: 3,
      },
      {
        id: expect.any(String),
        name: "Cape Coast",
        slug: "cape-coast",
        region: "Central",
        description: "Castles",
        imageUrl: "http://localhost:3000/images/a.webp",
        listingCount: 2,
      },
      {
        id: expect.any(String),
        name: "Tamale",
        slug: "tamale",
        region: "Northern",
        description: "North",
        imageUrl: "http://localhost:3000/images/c.webp",
        listingCount: 0,
      },
    ]);
  });
});
