// Bad input everywhere, as properties (fast-check): every endpoint gets malformed, oversized,
// wrong-type and injection-shaped path parameters, query fields, bodies and credentials,
// one broken part at a time, and must answer a 4xx in the error shape, never a 5xx, leaking
// nothing; a refused write must leave every row of every table as it was. Reads also get
// legal but extreme values (any free text, the largest page numbers) and must not fail.
// The endpoints and their inputs are read from the route declarations (endpoint-inputs.ts),
// so a new route is covered without an edit here.
// On failure fast-check prints the seed and the shrunk request, which replay it.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { listingImages } from "@/db/schema";
import { unroutableMethodStampHeader } from "@/lib/api/request-stamps";
import { isImplementedMethod } from "@/lib/api/route-methods";
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
import { declaredEndpoints } from "../helpers/declared-endpoints";
import { catchAllEndpoints, endpointOf, type Fixtures } from "../helpers/endpoint-inputs";
import { createBooking, createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { HTTP_METHODS, routeMethods, routeModules } from "../helpers/route-files";

const { db } = setupTestDatabase();

const BAD_RUNS = 25;
const EXTREME_RUNS = 15;

const fixtures = {} as Fixtures;
const tokens = {} as Tokens;
const ENDPOINTS = [
  ...catchAllEndpoints(),
  ...(await declaredEndpoints()).map((declared) => endpointOf(declared, fixtures)),
];

beforeAll(async () => {
  const admin = await createUser(db(), { role: "ADMIN" });
  const guest = await createUser(db());
  const host = await createUser(db(), { role: "HOST" });
  const listing = await createListing(db(), { hostId: host.id });
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
  } satisfies Fixtures);
  Object.assign(tokens, {
    user: guest.token,
    host: host.token,
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
    // Refused attempts change nothing, so one snapshot taken first is every attempt's "before".
    const before = isWrite(endpoint) ? await snapshotDatabase(db()) : undefined;
    await fc.assert(
      fc.asyncProperty(badRequests(endpoint), async (attempt) => {
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

describe("a method a route does not take is 405 in the error shape, with Allow", () => {
  const refusedMethod = fc.oneof(
    fc.constantFrom(...HTTP_METHODS),
    // Methods Next.js cannot route reach the route as OPTIONS, stamped by the request gate.
    fc.constantFrom("TRACE", "TRACK", "PROPFIND", "MKCOL", "LOCK", "PURGE", "FOO"),
  );

  it("for every route file, method, body and caller", async () => {
    const routes = (await routeModules()).filter(({ route }) => route !== "/api/[...path]");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        refusedMethod,
        fc.oneof(fc.constant(undefined), fc.json(), fc.string()),
        fc.constantFrom(undefined, "user", "admin"),
        async ({ route, module }, method, body, caller) => {
          const implemented = HTTP_METHODS.filter((m) => isImplementedMethod(module[m]));
          fc.pre(!implemented.includes(method) && method !== "HEAD" && method !== "OPTIONS");
          const routed = HTTP_METHODS.includes(method) ? method : "OPTIONS";
          const before = await snapshotDatabase(db());
          const answer = await call(module[routed] as Parameters<typeof call>[0], {
            method: routed,
            path: route,
            body: routed === "GET" ? undefined : body,
            token: caller === undefined ? undefined : tokens[caller],
            headers: routed === method ? {} : unroutableMethodStampHeader(method),
          });
          expect(answer.status, JSON.stringify(answer.body)).toBe(405);
          expect(answer.body).toEqual({
            error: { code: "METHOD_NOT_ALLOWED", message: expect.stringContaining(method) },
          });
          const allow = [
            ...(implemented.includes("GET") ? ["GET", "HEAD"] : []),
            ...implemented.filter((m) => m !== "GET"),
            "OPTIONS",
          ];
          expect(answer.headers.get("allow")?.split(", ").sort()).toEqual(allow.sort());
          expect(await snapshotDatabase(db())).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("while OPTIONS answers 204 naming the methods", async () => {
    for (const { route, module } of await routeModules()) {
      if (route === "/api/[...path]") continue;
      const options = await call(module.OPTIONS as Parameters<typeof call>[0], {
        method: "OPTIONS",
        path: route,
      });
      expect(options.status, route).toBe(204);
      expect(options.headers.get("allow"), route).toContain("OPTIONS");
    }
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
