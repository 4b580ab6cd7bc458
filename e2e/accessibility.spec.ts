// axe-core on the main pages: no serious or critical violation.
import { expect, type Page, test } from "@playwright/test";
import { TAGS, tagSlug } from "../lib/openapi/tags";
import { seriousViolations } from "./axe";
import { ADMIN, uniqueEmail } from "./test-data";

async function firstListing(page: Page) {
  const { data } = await (await page.request.get("/api/listings?limit=1")).json();
  return data[0] as { id: string; slug: string };
}

test.describe("guest pages", () => {
  test("home, listings, a listing, search and favorites", async ({ page }) => {
    const listing = await firstListing(page);
    const email = uniqueEmail("axe");
    const registered = await page.request.post("/api/auth/register", {
      data: { email, password: "Accessible-Akwaaba-1", firstName: "Esi", lastName: "Boateng" },
    });
    expect(registered.status()).toBe(201);
    await page.request.post("/api/favorites/toggle", { data: { listingId: listing.id } });
    for (const path of [
      "/",
      "/listings",
      `/listings/${listing.slug}`,
      "/search?q=beach",
      "/favorites",
    ]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

test("the check reads a control's contrast once its fade has ended", async ({ page }) => {
  // As a button enabled by hydration: dim while disabled, fading in over 6 s once enabled (axe itself takes over a second to start).
  await page.setContent(`<!doctype html><html lang="en"><title>Fade</title><main>
    <button style="color:#555;background:#fff;opacity:.3;transition:opacity 6s">Sign out</button>
  </main></html>`);
  await page.locator("button").evaluate((button) => {
    getComputedStyle(button).opacity; // the dim look applied first, so the change transitions
    (button as HTMLElement).style.opacity = "1";
  });
  expect(await seriousViolations(page)).toEqual([]);
});

// The reference's overview, each group's page and the schemas, one test each: the largest
// pages (every field and error of 33 operations) need axe's longest runs.
for (const path of [
  "/docs/api",
  ...TAGS.map((tag) => `/docs/api/${tagSlug(tag.name)}`),
  "/docs/api/schemas",
]) {
  test(`the API reference: ${path}`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
test.describe("admin dashboard", () => {
  test("overview, listings, editor, bookings, a booking, users, support and audit", async ({
    page,
  }) => {
    const signedIn = await page.request.post("/api/auth/login", {
      data: ADMIN,
    });
    expect(signedIn.status()).toBe(200);
    const listing = await firstListing(page);
    const { data: bookings } = await (await page.request.get("/api/admin/bookings?limit=1")).json();
    const paths = [
      "/admin",
      "/admin/listings",
      `/admin/listings/${listing.id}`,
      "/admin/bookings",
      `/admin/bookings/${bookings[0].reference}`,
      "/admin/users",
      "/admin/support",
      "/admin/audit",
    ];
    for (const path of paths) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
