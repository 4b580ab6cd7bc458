// Bad input everywhere, as properties (fast-check): every endpoint gets malformed, oversized,
// wrong-type and injection-shaped path parameters, query fields, bodies and credentials,
// one broken part at a time, and must answer a 4xx in the error shape, never a 5xx, leaking
// nothing; a refused write must leave every row of every table as it was. Reads also get
// legal but extreme values (any free text, the largest page numbers) and must not fail.
// The last tests fail when a route file exports a method the endpoint table does not list.
// On failure fast-check prints the seed and the shrunk request, which replay it.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { listingImages } from "@/db/schema";
import { signAccessToken } from "@/lib/auth/access-token";
import {
  badRequests,
  type Endpoint,
  expectAnswered,
  expectRefusal,
  extremeReads,
  isWrite,
  label,
  readsExtremes,
  refusable,
  send,
  type Tokens,
} from "../helpers/bad-requests";
import { day } from "../helpers/bookings";
import { setupTestDatabase } from "../helpers/database";
import { snapshotDatabase } from "../helpers/database-snapshot";
import { endpoints, type Fixtures } from "../helpers/endpoint-inputs";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { routeMethods } from "../helpers/route-files";

const { db } = setupTestDatabase();

const BAD_RUNS = 25;
const EXTREME_RUNS = 15;

const fixtures = {} as Fixtures;
const tokens = {} as Tokens;
const ENDPOINTS = endpoints(fixtures);

beforeAll(async () => {
  const admin = await createUser(db(), { role: "ADMIN" });
  const guest = await createUser(db());
  const listing = await createListing(db());
  const images = await db()
    .select({ id: listingImages.id })
    .from(listingImages)
    .where(eq(listingImages.listingId, listing.id))
    .orderBy(listingImages.order);
  const booking = await createBooking(db(), {
    listing,
    userId: guest.id,
    checkIn: day(20),
    checkOut: day(23),
  });
  Object.assign(fixtures, {
    listing,
    imageIds: images.map((image) => image.id),
    booking,
    otherUserId: (await createUser(db())).id,
  } satisfies Fixtures);
  Object.assign(tokens, {
    user: guest.token,
    admin: admin.token,
    forged: await signAccessToken(
      { userId: admin.id, role: "SUPER_ADMIN" },
      new TextEncoder().encode("not-our-signing-key-0123456789-abcdefghijklmnop"),
    ),
  } satisfies Tokens);
});

const cases = (list: Endpoint[]) => list.map((endpoint) => [label(endpoint), endpoint] as const);

describe("bad input is refused with a 4xx in the error shape, and changes nothing", () => {
  it.each(cases(ENDPOINTS.filter(refusable)))("%s", async (_, endpoint) => {
    await fc.assert(
      fc.asyncProperty(badRequests(endpoint), async (attempt) => {
        const before = isWrite(endpoint) ? await snapshotDatabase(db()) : undefined;
        expectRefusal(endpoint, await send(endpoint, attempt, tokens));
        if (before) expect(await snapshotDatabase(db())).toEqual(before);
      }),
      { numRuns: BAD_RUNS },
    );
  });
});

describe("legal but extreme reads are answered, never with a 5xx", () => {
  it.each(cases(ENDPOINTS.filter(readsExtremes)))("%s", async (_, endpoint) => {
    await fc.assert(
      fc.asyncProperty(extremeReads(endpoint), async (attempt) => {
        expectAnswered(endpoint, await send(endpoint, attempt, tokens));
      }),
      { numRuns: EXTREME_RUNS },
    );
  });
});

describe("the endpoint table", () => {
  it("lists every method of every route file under app/api", async () => {
    expect(ENDPOINTS.map(label).sort()).toEqual(await routeMethods());
  });

  it("gives every endpoint at least one property", () => {
    expect(ENDPOINTS.filter((e) => !refusable(e) && !readsExtremes(e)).map(label)).toEqual([]);
  });

  it("left Object.prototype unpolluted", () => {
    const probe = {} as Record<string, unknown>;
    expect([probe.isAdmin, probe.polluted]).toEqual([undefined, undefined]);
  });
});
