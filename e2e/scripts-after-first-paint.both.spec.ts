// An anonymous visit to a catalogue page answered from the page cache fetches the framework's
// scripts only once the first frame, with the photos the page loads eagerly, is painted, and
// the page then hydrates as before (lib/api/scripts-after-first-paint.ts; decisions.md,
// "Phones: the framework's scripts after the first frame").
import { expect, test } from "@playwright/test";

test("home, /listings and a listing page paint before they fetch their scripts, then hydrate", async ({
  browser,
  request,
}) => {
  const listings = await (await request.get("/api/listings?limit=1")).json();
  const slug = (listings.data as Array<{ slug: string }>)[0]?.slug;
  if (!slug) throw new Error("the demo data has no listing");
  for (const path of ["/", "/listings", `/listings/${slug}`]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The photos of the server's HTML, not the map's tiles that come after hydration.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const eager = [...document.images].filter((image) => image.loading !== "lazy");
        Object.assign(window, { eagerAtParse: eager });
      });
    });
    const response = await page.goto(path);
    expect(response?.headers()["x-cache"], path).toMatch(/^(HIT|MISS)$/);
    await expect(
      page.getByRole("button", { name: "Menu", includeHidden: true }).first(),
      `${path} hydrated`,
    ).toBeEnabled();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const scripts = performance
        .getEntriesByType("resource")
        .filter(
          (entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"),
        )
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script");
      const photosLoaded = (Reflect.get(window, "eagerAtParse") as HTMLImageElement[])
        .filter((image) => image.currentSrc)
        .map((image) => {
          const entry = performance.getEntriesByName(image.currentSrc)[0];
          return entry ? (entry as PerformanceResourceTiming).responseEnd : 0;
        });
      return {
        firstPaint: paint?.startTime ?? Number.NaN,
        firstScriptFetched: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        eagerPhotos: photosLoaded.length,
        lastPhotoLoaded: Math.max(0, ...photosLoaded),
      };
    });
    expect(timing.scripts, path).toBeGreaterThan(0);
    expect(timing.eagerPhotos, path).toBeGreaterThan(0);
    expect(timing.firstScriptFetched, `${path}: ${JSON.stringify(timing)}`).toBeGreaterThan(
      timing.firstPaint,
    );
    expect(timing.firstScriptFetched, `${path}: ${JSON.stringify(timing)}`).toBeGreaterThan(
      timing.lastPhotoLoaded,
    );
    await context.close();
  }
});
