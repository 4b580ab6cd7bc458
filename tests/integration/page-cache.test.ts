// Public pages from the cache (issue 22, item 5): anonymous visits to home, /listings and a
// listing page are answered from the process's page cache with a fresh nonce each time, public
// for shared caches; a listing change is on the next visit; signed-in visits stay private and
// personal. Real app processes (npm start and the standalone server.js) on a scratch PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { listings, profiles } from "@/db/schema";
import {
  type AppInstance,
  buildApp,
  startAppInstance,
  startStandaloneInstance,
} from "../helpers/app-instance";
import { day } from "../helpers/bookings";
import { createListing, createUser } from "../helpers/factories";
import { createScratchDatabase } from "../helpers/scratch-postgres";

const CACHE_SECONDS = 30;
const PUBLIC = `public, max-age=0, s-maxage=${CACHE_SECONDS}, stale-while-revalidate=${CACHE_SECONDS}`;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Connection;
let app: AppInstance;
let standalone: AppInstance;

beforeAll(async () => {
  scratch = await createScratchDatabase("page_cache");
  database = openConnection({ databaseUrl: scratch.url, maxConnections: 2 });
  await runMigrations(database);
  await buildApp();
  const env = {
    DATABASE_URL: scratch.url,
    AUTH_SECRET: process.env.AUTH_SECRET ?? "",
    SEED_DEMO_DATA: "false",
    PAYMENTS_SANDBOX: "true",
    RATE_LIMIT_ENABLED: "false",
    CATALOG_CACHE_SECONDS: String(CACHE_SECONDS),
  };
  [app, standalone] = await Promise.all([
    startAppInstance(env),
    startStandaloneInstance({ ...env, DATA_DIR: undefined }),
  ]);
}, 600_000);

afterAll(async () => {
  await Promise.all([app?.stop(), standalone?.stop()]);
  await database?.close();
  await scratch?.drop();
}, 60_000);

interface Visit {
  status: number;
  cache: string | null;
  cacheControl: string | null;
  policyNonce: string | undefined;
  bodyNonces: Set<string>;
  body: string;
}

async function visit(instance: AppInstance, path: string, cookie?: string): Promise<Visit> {
  const response = await fetch(`${instance.url}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  const body = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    cacheControl: response.headers.get("cache-control"),
    policyNonce: /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1],
    bodyNonces: new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1] ?? "")),
    body,
  };
}

/** Visits until the answer comes from the cache (the first visit renders and stores it). */
async function cachedVisit(instance: AppInstance, path: string): Promise<Visit> {
  await visit(instance, path);
  return visit(instance, path);
}

/** The user's first name, as the header's account menu shows it. */
async function firstNameOf(userId: string): Promise<RegExp> {
  const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, userId));
  return new RegExp(`${profile?.firstName}(?!\\d)`);
}

function adminPatch(listingId: string, token: string, body: object) {
  return fetch(`${app.url}/api/admin/listings/${listingId}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe.each([
  ["npm start", () => app],
  ["the standalone server.js", () => standalone],
])("under %s", (_name, instance) => {
  it("answers the second anonymous visit from the cache, with a fresh nonce its policy names", async () => {
    const first = await visit(instance(), "/");
    const second = await visit(instance(), "/");
    expect(second.cache).toBe("HIT");
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe(PUBLIC);
      expect(answer.bodyNonces).toEqual(new Set([answer.policyNonce]));
    }
    expect(second.policyNonce).not.toBe(first.policyNonce);
    expect(second.body.replaceAll(second.policyNonce ?? "", "")).toBe(
      first.body.replaceAll(first.policyNonce ?? "", ""),
    );
  });
});

describe("the page cache", () => {
  it("shows a listing's price change and its unpublishing on the next anonymous visit", async () => {
    const listing = await createListing(database.db, { priceGhs: "500.00" });
    const admin = await createUser(database.db, { role: "ADMIN" });
    const page = `/listings/${listing.slug}`;
    expect((await cachedVisit(app, page)).cache).toBe("HIT");
    expect((await cachedVisit(app, "/listings")).body).toContain(listing.title);

    expect((await adminPatch(listing.id, admin.token, { priceGHS: 777 })).status).toBe(200);
    const repriced = await visit(app, page);
    expect(repriced.cache).toBe("MISS");
    expect(repriced.body).toContain("777");

    expect((await adminPatch(listing.id, admin.token, { status: "DRAFT" })).status).toBe(200);
    expect((await visit(app, page)).status).toBe(404);
    expect((await visit(app, "/listings")).body).not.toContain(listing.title);
  });

  it("shows nights an admin blocks on the listing page's next anonymous visit", async () => {
    const listing = await createListing(database.db);
    const admin = await createUser(database.db, { role: "ADMIN" });
    const page = `/listings/${listing.slug}`;
    expect((await cachedVisit(app, page)).cache).toBe("HIT");
    const blocked = await fetch(`${app.url}/api/admin/listings/${listing.id}/blocked-nights`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ from: day(3), to: day(5), reason: "MAINTENANCE" }),
    });
    expect(blocked.status).toBe(201);
    expect((await visit(app, page)).cache).toBe("MISS");
  });

  it("keeps signed-in visits private and personal, and never gives them an anonymous answer", async () => {
    const guest = await createUser(database.db);
    const listing = await createListing(database.db);
    const page = `/listings/${listing.slug}`;
    const favorited = await fetch(`${app.url}/api/favorites/toggle`, {
      method: "POST",
      headers: { authorization: `Bearer ${guest.token}`, "content-type": "application/json" },
      body: JSON.stringify({ listingId: listing.id }),
    });
    expect(favorited.status).toBe(200);
    expect((await cachedVisit(app, page)).cache).toBe("HIT");

    const signedIn = await visit(app, page, `akwaaba_access=${guest.token}`);
    expect(signedIn.cache).toBeNull();
    expect(signedIn.cacheControl).toContain("no-store");
    expect(signedIn.cacheControl).toContain("private");
    expect(signedIn.body).toMatch(await firstNameOf(guest.id));
    expect(signedIn.body).toContain('aria-pressed="true"');

    const anonymous = await visit(app, page);
    expect(anonymous.cache).toBe("HIT");
    expect(anonymous.body).not.toContain('aria-pressed="true"');
    expect(anonymous.body).not.toMatch(await firstNameOf(guest.id));
    expect(anonymous.body).toContain("Sign in");
    const marked = await visit(app, page, "akwaaba_session=1");
    expect(marked.cache).toBeNull();
    expect(marked.cacheControl).toContain("no-store");
  });

  it("keeps each query string apart, and never caches a list with dates", async () => {
    expect((await cachedVisit(app, "/listings")).cache).toBe("HIT");
    const activities = "/listings?type=ACTIVITY";
    expect((await visit(app, activities)).cache).toBe("MISS");
    expect((await visit(app, activities)).cache).toBe("HIT");
    const dated = "/listings?checkIn=2030-01-10&checkOut=2030-01-12";
    await visit(app, dated);
    const again = await visit(app, dated);
    expect(again.cache).toBeNull();
    expect(again.cacheControl).toContain("no-store");
  });

  it("counts a listing's views on cached visits too", async () => {
    const listing = await createListing(database.db);
    await cachedVisit(app, `/listings/${listing.slug}`);
    for (let i = 0; i < 3; i++) await visit(app, `/listings/${listing.slug}`);
    const views = async () =>
      (await database.db.select().from(listings).where(eq(listings.id, listing.id)))[0]?.viewCount;
    // The counter writes every five seconds.
    for (let tries = 0; tries < 100 && (await views()) !== 5; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await views()).toBe(5);
  });
});
