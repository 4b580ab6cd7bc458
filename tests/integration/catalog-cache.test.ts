import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DELETE as archive, PATCH as updateListing } from "@/app/api/admin/listings/[id]/route";
import { PATCH as moderateReview } from "@/app/api/admin/reviews/[id]/route";
import { POST as writeReview } from "@/app/api/bookings/[reference]/review/route";
import { GET as destinationsRoute } from "@/app/api/destinations/route";
import { GET as featured } from "@/app/api/listings/featured/route";
import { GET as listRoute } from "@/app/api/listings/route";
import { GET as search } from "@/app/api/listings/search/route";
import { destinations, listings } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates";
import { config, resetConfigForTests } from "@/lib/platform/config";
import { cachedCatalogRead, catalogWrite } from "@/lib/server/cache/catalog-reads";
import { setupTestDatabase } from "../helpers/database";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

async function catalogue(q = "Nzulezu") {
  const [top, found, places] = await Promise.all([
    call(featured, { path: "/api/listings/featured" }),
    call(search, { path: "/api/listings/search", query: { q } }),
    call(destinationsRoute, { path: "/api/destinations" }),
  ]);
  const titles = (body: { data: Array<{ title: string }> }) => body.data.map((item) => item.title);
  const cacheControl = new Set(
    [top, found, places].map((answer) => answer.headers.get("cache-control")),
  );
  const western = places.body.data.find((place: { slug: string }) => place.slug === "western");
  return {
    cacheControl: [...cacheControl],
    featured: titles(top.body),
    found: titles(found.body),
    westernListings: western?.listingCount as number,
  };
}

/** A catalogue read's key, remembered for the CATALOG_CACHE_SECONDS the tests set. */
const remembered = (key: string) => ({ key, maxAgeSeconds: config().CATALOG_CACHE_SECONDS });

describe("catalogue reads remembered for CATALOG_CACHE_SECONDS", () => {
  beforeEach(() => {
    process.env.CATALOG_CACHE_SECONDS = "60";
    resetConfigForTests();
  });
  afterEach(() => {
    process.env.CATALOG_CACHE_SECONDS = "0";
    resetConfigForTests();
  });

  it("serves featured, destinations and search from memory until a listing write, which forgets them", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    await db().insert(destinations).values({
      name: "Western",
      slug: "western",
      region: "Western",
      description: "Beaches and stilt villages.",
      imageUrl: "/images/destinations/western.webp",
      position: 1,
    });
    const stilts = await createListing(db(), {
      title: "Nzulezu Stilt Village Stay",
      region: "Western",
      city: "Beyin",
      featured: true,
    });
    const before = await catalogue();
    expect(before).toEqual({
      // A CDN in front may share them for as long as the app does.
      cacheControl: ["public, max-age=0, s-maxage=60, stale-while-revalidate=60"],
      featured: ["Nzulezu Stilt Village Stay"],
      found: ["Nzulezu Stilt Village Stay"],
      westernListings: 1,
    });

    // Written behind the app's back (as another instance would): still the remembered answers,
    // including for the same words typed differently.
    await createListing(db(), {
      title: "Nzulezu Canoe Crossing",
      region: "Western",
      city: "Beyin",
      featured: true,
    });
    await db()
      .update(listings)
      .set({ title: "Renamed directly" })
      .where(eq(listings.id, stilts.id));
    expect(await catalogue()).toEqual(before);
    expect(await catalogue("  NZULEZU ")).toEqual(before);

    // A write through the admin API forgets every entry at once.
    const renamed = await call(updateListing, {
      method: "PATCH",
      token: admin.token,
      params: { id: stilts.id },
      body: { title: "Nzulezu Lagoon Lodge" },
    });
    expect(renamed.status).toBe(200);
    const after = await catalogue();
    expect(after.featured.sort()).toEqual(["Nzulezu Canoe Crossing", "Nzulezu Lagoon Lodge"]);
    expect(after.found.sort()).toEqual(["Nzulezu Canoe Crossing", "Nzulezu Lagoon Lodge"]);
    expect(after.westernListings).toBe(2);

    const archived = await call(archive, {
      method: "DELETE",
      token: admin.token,
      params: { id: stilts.id },
    });
    expect(archived.status).toBe(200);
    expect(await catalogue()).toEqual({
      cacheControl: ["public, max-age=0, s-maxage=60, stale-while-revalidate=60"],
      featured: ["Nzulezu Canoe Crossing"],
      found: ["Nzulezu Canoe Crossing"],
      westernListings: 1,
    });
  });

  it("remembers listing lists without dates, but reads lists with dates afresh", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const guest = await createUser(db());
    const lodge = await createListing(db(), { title: "Wli Falls Lodge", region: "Volta" });
    const walk = await createListing(db(), { title: "Amedzofe Canopy Walk", region: "Volta" });
    const checkIn = addDays(todayUtc(), 10);
    const stay = { checkIn, checkOut: addDays(checkIn, 2) };
    const list = async (query: Record<string, string>) => {
      const answer = await call(listRoute, { path: "/api/listings", query });
      return {
        cacheControl: answer.headers.get("cache-control"),
        titles: (answer.body.data as Array<{ title: string }>).map((item) => item.title).sort(),
        total: answer.body.pagination.total as number,
      };
    };
    const volta = { region: "Volta", sort: "price_asc" };
    const before = await list(volta);
    expect(before).toEqual({
      cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
      titles: ["Amedzofe Canopy Walk", "Wli Falls Lodge"],
      total: 2,
    });

    // A listing added behind the app's back: the list without dates is the remembered one.
    await createListing(db(), { title: "Afadjato Summit Hike", region: "Volta" });
    expect(await list(volta)).toEqual(before);

    // With dates the list reads the live holds: the new listing is there, and a hold placed
    // behind the app's back takes the lodge out at once. Nothing may be shared.
    expect(await list({ ...volta, ...stay })).toEqual({
      cacheControl: null,
      titles: ["Afadjato Summit Hike", "Amedzofe Canopy Walk", "Wli Falls Lodge"],
      total: 3,
    });
    await createBooking(db(), { listing: lodge, userId: guest.id, ...stay });
    expect((await list({ ...volta, ...stay })).titles).toEqual([
      "Afadjato Summit Hike",
      "Amedzofe Canopy Walk",
    ]);

    // A write through the admin API forgets the remembered list.
    const renamed = await call(updateListing, {
      method: "PATCH",
      token: admin.token,
      params: { id: walk.id },
      body: { title: "Amedzofe Forest Walk" },
    });
    expect(renamed.status).toBe(200);
    expect(await list(volta)).toMatchObject({
      titles: ["Afadjato Summit Hike", "Amedzofe Forest Walk", "Wli Falls Lodge"],
      total: 3,
    });
  });

  it("forgets the remembered cards when a review moves a listing's rating, and when it is hidden", async () => {
    const admin = await createUser(db(), { role: "ADMIN" });
    const guest = await createUser(db());
    const lodge = await createListing(db(), { title: "Ada Foah Estuary Lodge", region: "Oti" });
    const checkOut = addDays(todayUtc(), -2);
    const stay = await createBooking(db(), {
      listing: lodge,
      userId: guest.id,
      checkIn: addDays(checkOut, -2),
      checkOut,
      status: "COMPLETED",
      holdExpiresAt: null,
    });
    const rating = async () => {
      const answer = await call(listRoute, { path: "/api/listings", query: { region: "Oti" } });
      const [card] = answer.body.data;
      return { average: card.ratingAverage, count: card.ratingCount };
    };
    expect(await rating()).toEqual({ average: null, count: 0 });

    const written = await call(writeReview, {
      method: "POST",
      token: guest.token,
      params: { reference: stay.reference },
      body: {
        rating: 4,
        cleanliness: 5,
        accuracy: 4,
        location: 4,
        value: 3,
        text: "Quiet rooms over the estuary, and a boat trip at dawn.",
      },
    });
    expect(written.status).toBe(201);
    expect(await rating()).toEqual({ average: 4, count: 1 });

    const hidden = await call(moderateReview, {
      method: "PATCH",
      token: admin.token,
      params: { id: written.body.data.id },
      body: { hidden: true, reason: "Names another guest" },
    });
    expect(hidden.status).toBe(200);
    expect(await rating()).toEqual({ average: null, count: 0 });
  });

  it("answers a read that a listing write cut short with a fresh computation, never an error", async () => {
    let release: () => void = () => {};
    const readBeforeWrite = new Promise<void>((resolve) => {
      release = resolve;
    });
    let computations = 0;
    const compute = async () => {
      computations += 1;
      if (computations === 1) await readBeforeWrite;
      return { computation: computations };
    };
    const first = cachedCatalogRead(remembered("in-flight"), compute);
    const second = cachedCatalogRead(remembered("in-flight"), compute);
    await catalogWrite(async () => "written");
    release();
    expect(await first).toEqual({ computation: 2 });
    expect(await second).toMatchObject({ computation: expect.any(Number) });
    expect(computations).toBeGreaterThanOrEqual(2);
    // What a cut-short computation read is not remembered; the fresh one is.
    const cached = await cachedCatalogRead(remembered("in-flight"), compute);
    expect(cached.computation).toBeGreaterThanOrEqual(2);
    await expect(
      cachedCatalogRead(remembered("failing"), async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
  });

  it("answers a remembered read as a fresh one is answered, and no caller can change it", async () => {
    for (const title of ["Kakum Canopy Walk", "Kakum Rainforest Lodge", "Kakum Tree House"])
      await createListing(db(), { title, region: "Central", featured: true });
    const answers = async () => {
      const answered = await Promise.all([
        call(featured, { path: "/api/listings/featured" }),
        call(listRoute, { path: "/api/listings", query: { region: "Central", limit: 1, page: 2 } }),
        call(search, { path: "/api/listings/search", query: { q: "Kakum" } }),
      ]);
      return answered.map(({ status, headers, body }) => ({
        status,
        contentType: headers.get("content-type"),
        body,
      }));
    };
    const computed = await answers();
    const again = await answers();
    const read = await cachedCatalogRead(remembered("frozen"), async () => ({
      items: [{ id: 1 }],
    }));
    expect(() => read.items.push({ id: 2 })).toThrow(TypeError);
    expect(() => Object.assign(read.items[0] ?? {}, { id: 3 })).toThrow(TypeError);
    process.env.CATALOG_CACHE_SECONDS = "0";
    resetConfigForTests();
    const fresh = await answers();

    expect(again).toEqual(computed);
    expect(again).toEqual(fresh);
    expect(fresh.map(({ status, contentType }) => [status, contentType])).toEqual(
      Array(3).fill([200, "application/json"]),
    );
    const kakum = ["Kakum Canopy Walk", "Kakum Rainforest Lodge", "Kakum Tree House"];
    const titles = ({ body }: { body: { data: Array<{ title: string }> } }) =>
      body.data.map(({ title }) => title).sort();
    expect(fresh.map(titles)).toEqual([
      expect.arrayContaining(kakum),
      [expect.stringMatching(/^Kakum/)],
      kakum,
    ]);
    expect(fresh[1]?.body.pagination).toMatchObject({ page: 2, total: 3 });
  });

  it("keeps only as much as its memory bound allows", async () => {
    let computations = 0;
    const huge = async () => {
      computations += 1;
      return { text: "x".repeat(17 * 1024 * 1024) };
    };
    await cachedCatalogRead(remembered("too-big"), huge);
    await cachedCatalogRead(remembered("too-big"), huge);
    expect(computations).toBe(2);
    const small = async () => {
      computations += 1;
      return { text: "x" };
    };
    await cachedCatalogRead(remembered("small"), small);
    await cachedCatalogRead(remembered("small"), small);
    expect(computations).toBe(3);
  });

  it("computes every time when CATALOG_CACHE_SECONDS is 0", async () => {
    process.env.CATALOG_CACHE_SECONDS = "0";
    resetConfigForTests();
    const walk = await createListing(db(), { title: "Ankasa Forest Walk" });
    expect(await catalogue("Ankasa")).toMatchObject({
      cacheControl: [null],
      found: ["Ankasa Forest Walk"],
    });
    await db()
      .update(listings)
      .set({ title: "Ankasa Canopy Walk" })
      .where(eq(listings.id, walk.id));
    expect((await catalogue("Ankasa")).found).toEqual(["Ankasa Canopy Walk"]);
  });
});
