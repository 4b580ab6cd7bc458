import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as createBooking } from "@/app/api/bookings/route";
import { POST as toggle } from "@/app/api/favorites/toggle/route";
import { users } from "@/db/schema";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDatabase();

async function session() {
  const user = await createUser(db());
  const listing = await createListing(db());
  return { user, listing, cookies: { akwaaba_access: user.token } };
}

describe("CSRF: cookie-authenticated writes must be same-origin", () => {
  it.each([
    ["no Origin", { origin: "" }],
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a cross-site fetch", { origin: "", "sec-fetch-site": "cross-site" }],
  ])("refuses %s with 403 and changes nothing", async (_case, headers) => {
    const { listing, cookies } = await session();
    const { status, body } = await call(toggle, {
      cookies,
      headers,
      body: { listingId: listing.id },
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe("FORBIDDEN");
    const { body: check } = await call(toggle, { cookies, body: { listingId: listing.id } });
    expect(check.data.favorited).toBe(true);
  });

  it.each([
    ["the site's own Origin", { origin: "http://localhost:3000" }],
    ["Sec-Fetch-Site: same-origin", { origin: "", "sec-fetch-site": "same-origin" }],
  ])("accepts %s", async (_case, headers) => {
    const { listing, cookies } = await session();
    const { status } = await call(toggle, { cookies, headers, body: { listingId: listing.id } });
    expect(status).toBe(200);
  });

  it("leaves Bearer clients, reads and cookie-less requests alone", async () => {
    const { user, listing, cookies } = await session();
    const bearer = await call(toggle, {
      token: user.token,
      headers: { origin: "https://elsewhere.example" },
      body: { listingId: listing.id },
    });
    expect(bearer.status).toBe(200);
    expect((await call(me, { cookies, headers: { origin: "https://evil.example" } })).status).toBe(
      200,
    );
    expect((await call(logout, { method: "POST", headers: {} })).status).toBe(200);
    const refreshCookieOnly = await call(logout, {
      method: "POST",
      cookies: { akwaaba_refresh: "x" },
      headers: { origin: "https://evil.example" },
    });
    expect(refreshCookieOnly.status).toBe(403);
  });
});

describe("CSRF: the auth endpoints refuse other sites, cookies or not", () => {
  const credentials = () => ({ email: `csrf-${Math.random()}@example.com`, password: "x" });
  const signUp = () => ({
    email: `csrf-${Math.random()}@example.com`,
    password: "Kente-cloth-2026!",
    firstName: "Kojo",
    lastName: "Antwi",
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["an opaque Origin", { origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
  ])("refuses a sign-in or sign-up from %s with 403", async (_case, headers) => {
    const account = signUp();
    for (const [route, path, body] of [
      [login, "/api/auth/login", credentials()],
      [register, "/api/auth/register", account],
    ] as const) {
      const { status, body: answer } = await call(route, { path, headers, body });
      expect(status).toBe(403);
      expect(answer.error.code).toBe("FORBIDDEN");
    }
    expect(await db().select().from(users).where(eq(users.email, account.email))).toEqual([]);
  });

  it("refuses a cross-site form that posts text/plain (no preflight) before reading it", async () => {
    const { status, body } = await call(login, {
      path: "/api/auth/login",
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
      body: JSON.stringify(credentials()),
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe("FORBIDDEN");
  });

  it.each([
    ["no Origin (an API client)", {}],
    ["the site's own Origin", { origin: "http://localhost:3000" }],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
  ])("accepts a sign-up from %s", async (_case, headers) => {
    expect(
      (await call(register, { path: "/api/auth/register", headers, body: signUp() })).status,
    ).toBe(201);
  });
});

describe("JSON endpoints take JSON only", () => {
  it.each([
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
    "",
  ])("answers a body sent as %j with 415 in the error shape", async (type) => {
    const { user, listing } = await session();
    for (const [route, path, body] of [
      [login, "/api/auth/login", { email: user.email, password: "whatever" }],
      [createBooking, "/api/bookings", { listingId: listing.id }],
    ] as const) {
      const { status, body: answer } = await call(route, {
        path,
        token: user.token,
        headers: { "content-type": type },
        body: JSON.stringify(body),
      });
      expect(status).toBe(415);
      expect(answer.error).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: expect.any(String) });
    }
  });

  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON",
    "application/vnd.api+json",
  ])("accepts %s", async (type) => {
    const { status } = await call(register, {
      headers: { "content-type": type },
      body: JSON.stringify({
        email: `json-${Math.random()}@example.com`,
        password: "Kente-cloth-2026!",
        firstName: "Ama",
        lastName: "Owusu",
      }),
    });
    expect(status).toBe(201);
  });
});
