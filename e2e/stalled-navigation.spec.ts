// A press that navigates is never lost. Next.js drops a client navigation whose page data
// never arrives (vercel/next.js#97807); CI once lost "Search this area" that way. Here the
// page data for the new address never comes: the browser must load the page itself.
import { expect, type Page, test } from "@playwright/test";

/** Requests for the client router's page data (not the document) to `matching` hang. */
async function stallPageData(page: Page, matching: (url: URL) => boolean) {
  const stalled: string[] = [];
  await page.route(
    (url) => matching(url),
    async (route) => {
      if (route.request().headers().rsc) stalled.push(route.request().url());
      else await route.continue();
    },
  );
  return stalled;
}

// The fallback waits NAVIGATION_FALLBACK_MS (5 s) before loading the page itself.
const ARRIVES = { timeout: 15_000 };

test("Search this area reaches the area when the page data never arrives", async ({ page }) => {
  await page.route("https://tile.openstreetmap.org/**", (route) => route.fulfill({ status: 404 }));
  await page.goto("/listings?type=EXPERIENCE");
  const map = page.getByRole("region", { name: "Map of these results" });
  await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
  const stalled = await stallPageData(page, (url) => url.searchParams.has("bbox"));

  await map.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Search this area" }).click();
  await expect.poll(() => stalled.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+(%2C|,)/, ARRIVES);
  await expect(page.getByRole("link", { name: "Remove filter: Map area" }).first()).toBeVisible();
});

test("a new order reaches the results when the page data never arrives", async ({ page }) => {
  await page.goto("/listings");
  // The order applies itself through React: wait until the page has hydrated (the hearts are on).
  await expect(page.locator("main button[aria-pressed]").first()).toBeEnabled();
  const stalled = await stallPageData(page, (url) => url.searchParams.get("sort") === "price_asc");

  await page.getByLabel("Sort by").selectOption("price_asc");
  await expect.poll(() => stalled.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/[?&]sort=price_asc/, ARRIVES);
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
});

test("going back from a page the router reached stays back", async ({ page }) => {
  await page.clock.install();
  await page.goto("/listings");
  await expect(page.locator("main button[aria-pressed]").first()).toBeEnabled();
  // Timers held from here: the router arrives and the visitor goes back before the fallback's
  // watcher has looked once (CI's slow machine went back between two of its looks).
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByLabel("Sort by").selectOption("price_desc");
  await expect(page).toHaveURL(/[?&]sort=price_desc/);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.search === "");
  // Past the fallback's 5 s: the first address is kept, not left again for the second.
  await page.clock.runFor(6_000);
  await page.waitForTimeout(1_000);
  expect(new URL(page.url()).search).toBe("");
});
