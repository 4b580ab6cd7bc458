// A page fetches the framework's scripts only once the first frame, with the photos the page
// loads eagerly, is painted, and then hydrates as before: an anonymous visit to a catalogue
// page answered from the page cache, and a page Next.js renders per request, signed in
// (lib/api/scripts-after-first-paint.ts, streamed-page-scripts.ts; decisions.md, "Phones: the
// framework's scripts after the first frame").
import { expect, test } from "@playwright/test";
import { signIn } from "./admin-fixtures";
import { GUEST } from "./test-data";

interface Visit {
  path: string;
  /** Whether the page cache answers it (anonymous) or Next.js renders it per request. */
  cached: boolean;
  signedIn: boolean;
}

test("home, /listings, a listing page and the booking page paint before they fetch their scripts, then hydrate", async ({
  browser,
  request,
}) => {
  const listings = await (await request.get("/api/listings?limit=1")).json();
  const slug = (listings.data as Array<{ slug: string }>)[0]?.slug;
  if (!slug) throw new Error("the demo data has no listing");
  const visits: Visit[] = [
    { path: "/", cached: true, signedIn: false },
    { path: "/listings", cached: true, signedIn: false },
    { path: `/listings/${slug}`, cached: true, signedIn: false },
    { path: `/book/${slug}`, cached: false, signedIn: true },
  ];
  for (const { path, cached, signedIn } of visits) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (signedIn) await signIn(page.request, GUEST);
    // The photos of the server's HTML, not the map's tiles that come after hydration.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const eager = [...document.images].filter((image) => image.loading !== "lazy");
        Object.assign(window, { eagerAtParse: eager });
      });
    });
    const response = await page.goto(path);
    expect(response?.url(), path).toContain(path);
    if (cached) expect(response?.headers()["x-cache"], path).toMatch(/^(HIT|MISS)$/);
    else expect(response?.headers()["x-cache"], path).toBeUndefined();
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
