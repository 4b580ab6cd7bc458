// axe-core on the main pages: no serious or critical violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * The settled page: forms disable their controls until React has hydrated them
 * (`UntilHydrated`), and axe does not count a control disabled by its fieldset as exempt
 * from the contrast rule, so the check waits for hydration first. A dynamic page's metadata
 * is streamed (Next.js), so its title may land after the load event: the check waits for it
 * too, and a page that never gets one still fails here.
 */
async function seriousViolations(page: Page) {
  await expect(page.locator("fieldset[disabled]")).toHaveCount(0);
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}

async function firstListing(page: Page) {
  const { data } = await (await page.request.get("/api/listings?limit=1")).json();
  return data[0] as { id: string; slug: string };
}

test.describe("guest pages", () => {
  test("home, listings, a listing, search and favorites", async ({ page }) => {
    const listing = await firstListing(page);
    const email = `axe.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
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

test("the API reference", async ({ page }) => {
  // A long page (every operation, field and error): axe needs more than the default time.
  test.slow();
  await page.goto("/docs/api");
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("admin dashboard", () => {
  test("overview, listings, editor, bookings, a booking, users, support and audit", async ({
    page,
  }) => {
    const signedIn = await page.request.post("/api/auth/login", {
      data: { email: "admin@example.com", password: "Akwaaba2026!" },
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
