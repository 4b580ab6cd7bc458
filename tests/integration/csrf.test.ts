import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as toggle } from "@/app/api/favorites/toggle/route";
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
    expect(
      (await call(logout, { method: "POST", headers: { origin: "https://evil.example" } })).status,
    ).toBe(200);
    const refreshCookieOnly = await call(logout, {
      method: "POST",
      cookies: { akwaaba_refresh: "x" },
      headers: { origin: "https://evil.example" },
    });
    expect(refreshCookieOnly.status).toBe(403);
  });
});
