// Issue 16: result images show their placeholder until they load, the first row loads first;
// the results and a listing's location on a map (Leaflet), on the desktop and on a phone.
// Tiles never come from the internet here: the default tile server is stubbed.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Route, test } from "@playwright/test";
import sharp from "sharp";

/** sand-200, the empty image box's colour. */
const BEIGE = { r: 0xea, g: 0xdf, b: 0xcc };
const TILES = "https://tile.openstreetmap.org/**";
/** A 1 × 1 green PNG: every stubbed tile. */
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const isPhone = () => test.info().project.name === "phone";

/** Tiles answered locally, counted; page's CSP violations collected. */
async function stubTiles(page: Page): Promise<{ tiles: () => number }> {
  let tiles = 0;
  await page.route(TILES, (route) => {
    tiles += 1;
    return route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { tiles: () => tiles };
}

const cspViolations = (page: Page) => page.evaluate(() => Reflect.get(window, "cspViolations"));
const leafletLoaded = (page: Page) => page.evaluate(() => "L" in window);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}

/** The average colour of what the element shows. */
async function averageColour(element: Locator) {
  const png = await element.screenshot({ animations: "disabled" });
  const { channels } = await sharp(png).stats();
  const [r = 0, g = 0, b = 0] = channels.map((channel) => channel.mean);
  return { r, g, b };
}

const distance = (a: typeof BEIGE, b: typeof BEIGE) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);

test.describe("result images", () => {
  for (const path of ["/listings", "/search?q=beach"]) {
    test(`${path}: a placeholder until each image loads; the first row eager, the first image first`, async ({
      page,
    }) => {
      // The optimizer's answers are held back: what shows is what shows before they arrive.
      const held: Route[] = [];
      await page.route("**/_next/image?**", (route) => {
        held.push(route);
      });
      // Held images never finish: the page never fires load.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const images = page.locator("main article img");
      await expect(images.first()).toBeVisible();
      expect(await images.count()).toBeGreaterThanOrEqual(3);
      // What a visitor sees: the boxes in the photos' colours, not beige.
      for (const index of [0, 1]) {
        const box = images.nth(index).locator("xpath=..");
        await box.scrollIntoViewIfNeeded();
        await expect(images.nth(index)).toHaveJSProperty("complete", false);
        expect(distance(await averageColour(box), BEIGE)).toBeGreaterThan(25);
      }
      for (const index of [0, 1, 2]) {
        const image = images.nth(index);
        // The tiny copy, blurred, in an element under the image (components/photo.tsx).
        const placeholder = image.locator("xpath=preceding-sibling::span[@aria-hidden='true'][1]");
        expect(
          await placeholder.evaluate((node) => getComputedStyle(node).backgroundImage),
        ).toContain("data:image/webp;base64,");
        expect(await placeholder.evaluate((node) => getComputedStyle(node).filter)).toMatch(
          /^blur\(/,
        );
        await expect(image).toHaveAttribute("loading", "eager");
      }
      await expect(images.first()).toHaveAttribute("fetchpriority", "high");
      expect(held.length).toBeGreaterThan(0);
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }
});

test.describe("the results map", () => {
  test("/listings: markers with prices in step with the list, and Search this area", async ({
    page,
  }) => {
    const { tiles } = await stubTiles(page);
    // Experiences: the other browser tests make listings (accommodations, with no location).
    await page.goto("/listings?type=EXPERIENCE");
    const cards = page.locator("main article[data-listing-id]");
    const firstTitle = (await cards.first().getByRole("link").first().textContent())?.trim() ?? "";
    const markers = page.getByRole("button", { name: /^GH₵ [\d,.]+, / });
    const map = page.getByRole("region", { name: "Map of these results" });

    if (isPhone()) {
      // One or the other: the list first, the map (and its code) only when asked for.
      await expect(map).toBeHidden();
      await expect(cards.first()).toBeVisible();
      expect(await leafletLoaded(page)).toBe(false);
      await page.getByRole("button", { name: "Show map" }).click();
      await expect(map).toBeVisible();
      await expect(cards.first()).toBeHidden();
    } else {
      await expect(map).toBeVisible();
      await expect(cards.first()).toBeVisible();
    }
    await expect(markers).toHaveCount(await cards.count());
    const marker = page.getByRole("button", { name: new RegExp(`^GH₵ [\\d,.]+, ${firstTitle}$`) });
    await expect(marker).toBeVisible();
    expect(await leafletLoaded(page)).toBe(true);
    await expect.poll(tiles).toBeGreaterThan(0);

    const firstCard = cards.first();
    if (isPhone()) {
      // A tapped marker shows its listing over the map, with a link to it.
      await marker.click();
      await expect(map.getByRole("link", { name: firstTitle })).toBeVisible();
      await page.getByRole("button", { name: "Show list" }).click();
      await expect(map).toBeHidden();
      await expect(firstCard).toBeVisible();
      await expect(firstCard).toHaveAttribute("data-map-active", "");
      await page.getByRole("button", { name: "Show map" }).click();
    } else {
      // Hovering a card lights its marker; hovering or focusing a marker lights its card.
      await firstCard.hover();
      await expect(marker).toHaveClass(/is-active/);
      await page.mouse.move(0, 0);
      await expect(marker).not.toHaveClass(/is-active/);
      await marker.hover();
      await expect(firstCard).toHaveAttribute("data-map-active", "");
      await page.mouse.move(0, 0);
      await expect(firstCard).not.toHaveAttribute("data-map-active");
      await marker.focus();
      await expect(firstCard).toHaveAttribute("data-map-active", "");
      await page.keyboard.press("Enter");
      await expect(map.getByRole("link", { name: firstTitle })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Moving the map offers to search the area it shows; that area filters the results.
    const heading = page.locator("#results-heading");
    const total = async () => {
      const text = (await heading.textContent()) ?? "";
      return text.startsWith("No results") ? 0 : Number(text.match(/of (\d+)/)?.[1]);
    };
    const before = await total();
    await expect(page.getByRole("button", { name: "Search this area" })).toHaveCount(0);
    await map.getByRole("button", { name: "Zoom in" }).click();
    await map.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Search this area" }).click();
    await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+(%2C|,)/);
    await expect(page.getByRole("link", { name: "Remove filter: Map area" }).first()).toBeVisible();
    expect(await total()).toBeLessThan(before);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("/search: the results on a map; the page works without any tile", async ({ page }) => {
    // Every tile fails: the markers and the list go on working.
    await page.route(TILES, (route) => route.abort());
    await page.goto("/search?q=accra");
    const results = page.locator("main article[data-listing-id]");
    await expect(results.first()).toBeVisible();
    if (isPhone()) await page.getByRole("button", { name: "Show map" }).click();
    const markers = page.getByRole("button", { name: /^GH₵ [\d,.]+, / });
    await expect(markers).toHaveCount(await results.count());
    // Markers of one street overlap: this one is chosen from the keyboard.
    const chosen = markers.first();
    const title = (await chosen.getAttribute("aria-label"))?.replace(/^GH₵ [\d,.]+, /, "") ?? "";
    await chosen.focus();
    await page.keyboard.press("Enter");
    const map = page.getByRole("region", { name: "Map of these results" });
    const link = map.getByRole("link", { name: title, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/listings\/[a-z0-9-]+$/);
  });

  test("a listing page shows where the listing is; pages without a map never load it", async ({
    page,
  }) => {
    const { tiles } = await stubTiles(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await leafletLoaded(page)).toBe(false);

    const { data } = await (await page.request.get("/api/listings?type=EXPERIENCE&limit=1")).json();
    const listing = data[0] as { slug: string; title: string; latitude: number };
    expect(listing.latitude).toEqual(expect.any(Number));
    await page.goto(`/listings/${listing.slug}`);
    expect(await leafletLoaded(page)).toBe(false);
    const placeholder = page.getByText("Loading the map…");
    await expect(placeholder).toBeAttached();
    await page.getByRole("heading", { name: "Where you'll be" }).scrollIntoViewIfNeeded();
    const pin = page.getByRole("img", { name: new RegExp(`^${listing.title}, `) });
    await expect(pin).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    await expect.poll(tiles).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "OpenStreetMap" })).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
