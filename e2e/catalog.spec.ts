// Browsing the catalogue: filters in the address, totals for chosen dates, sort, pagination,
// empty and invalid states, the home search, text search and destination pages.
import { expect, type Locator, type Page, test } from "@playwright/test";

const DAY_MS = 86_400_000;
/** An ISO date `days` from today (UTC), far enough ahead to be free of the seeded bookings. */
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** "GH₵ 1,234.50" → 1234.5 */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/**
 * The pricing rules of the interface, in whole pesewas: the unit price times the units sold
 * (a stay's nights; one for an activity's booking of one person, or of one group), fee 10 %,
 * taxes 12.5 %, half-up.
 */
function stayTotal(unitPrice: number, units: number): number {
  const subtotal = Math.round(unitPrice * 100) * units;
  const serviceFee = Math.round(subtotal / 10);
  const taxes = Math.round((subtotal * 125) / 1000);
  return (subtotal + serviceFee + taxes) / 100;
}

const filters = (page: Page) => page.getByRole("form", { name: "Filters" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const resultsHeading = (page: Page) => page.locator("#results-heading");

/** Chooses a stay in the site's date picker, opened from the dates of `scope`. */
async function pickStay(page: Page, scope: Locator, checkIn: string, checkOut: string) {
  await scope.getByRole("button", { name: /^Check-in/ }).click();
  const dialog = page.getByRole("dialog", { name: "Choose dates" });
  for (const date of [checkIn, checkOut]) {
    const day = dialog.locator(`[data-date="${date}"]`);
    for (let step = 0; step < 14 && (await day.count()) === 0; step += 1) {
      await dialog.getByRole("button", { name: "Next month" }).click();
    }
    await day.click();
  }
  await expect(dialog).toBeHidden();
}

/** Sets the party to `adults` adults in the site's guest selector, opened from `scope`. */
async function chooseAdults(page: Page, scope: Locator, adults: number) {
  await scope.getByRole("button", { name: /^Guests/ }).click();
  const dialog = page.getByRole("dialog", { name: "Choose guests" });
  for (let count = 1; count < adults; count += 1) {
    await dialog.getByRole("button", { name: "More adults" }).click();
  }
  await dialog.getByRole("button", { name: "Done" }).click();
}

async function unitPriceOf(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? "";
  const match = /GH₵\s?([\d,]+(?:\.\d+)?)\s*\/ (?:night|person|group)/.exec(text);
  expect(match, `a unit price in: ${text}`).not.toBeNull();
  return amountOf(match?.[1] ?? "");
}

async function unitPrices(page: Page): Promise<number[]> {
  const all = await cards(page).all();
  return Promise.all(all.map(unitPriceOf));
}

test("filters go into the address, change the results, and Back restores them", async ({
  page,
}) => {
  await page.goto("/listings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Stays, activities and experiences",
  );
  const initialCount = await resultsHeading(page).textContent();
  expect(initialCount).toMatch(/^Showing 1–12 of \d+ listings$/);

  const form = filters(page);
  await form.getByRole("group", { name: "Type" }).getByText("Stays").click();
  await form.getByLabel("Maximum").fill("800");
  await chooseAdults(page, form, 2);
  await form.getByRole("button", { name: "Show results" }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/listings" && url.search === "?type=ACCOMMODATION&maxPrice=800&guests=2",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stays");
  await expect(resultsHeading(page)).toContainText("stays");
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText("Stay");
    expect(await unitPriceOf(card)).toBeLessThanOrEqual(800);
  }
  // Each applied filter is a chip that removes it.
  await expect(page.getByRole("link", { name: "Remove filter: Up to GH₵ 800" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: 2 guests" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/listings" && url.search === "");
  await expect(resultsHeading(page)).toHaveText(initialCount ?? "");
  await expect(form.getByRole("radio", { name: "Any type" })).toBeChecked();
  await expect(form.getByLabel("Maximum")).toHaveValue("");
  await expect(form.getByRole("button", { name: /^Guests/ })).toHaveAccessibleName(
    "Guests Add guests",
  );

  await page.goForward();
  await expect(page).toHaveURL((url) => url.search === "?type=ACCOMMODATION&maxPrice=800&guests=2");
  await expect(form.getByRole("radio", { name: "Stays" })).toBeChecked();
  await expect(form.getByLabel("Maximum")).toHaveValue("800");
});

test("with dates, every result shows the total for the stay or the party including fees and taxes", async ({
  page,
}) => {
  const checkIn = isoIn(150);
  const checkOut = isoIn(153);
  await page.goto("/listings");
  const form = filters(page);
  await pickStay(page, form, checkIn, checkOut);
  await form.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL((url) => url.search === `?checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(page.getByText(/available .* prices include fees and taxes/)).toBeVisible();

  const all = await cards(page).all();
  expect(all.length).toBeGreaterThan(0);
  for (const card of all) {
    const price = await unitPriceOf(card);
    const total = card.getByTestId("stay-total");
    // A stay costs its three nights; an activity or experience one booking for the party.
    const isStay = (await card.getByText("Stay", { exact: true }).count()) > 0;
    await expect(total).toHaveText(
      new RegExp(
        `^GH₵ [\\d,]+(\\.\\d{2})? total for ${isStay ? "3 nights" : "1 person"}, incl\\. fees and taxes$`,
      ),
    );
    expect(amountOf((await total.textContent())?.split(" total")[0] ?? "")).toBe(
      stayTotal(price, isStay ? 3 : 1),
    );
    // The card leads to the listing with the dates already chosen.
    await expect(card.getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^/listings/[a-z0-9-]+\\?checkIn=${checkIn}&checkOut=${checkOut}$`),
    );
  }
});

test("sorting by price and paging through the results", async ({ page }) => {
  await page.goto("/listings");
  await page.getByLabel("Sort by").selectOption("price_asc");
  await expect(page).toHaveURL((url) => url.search === "?sort=price_asc");
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
  const ascending = await unitPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByLabel("Sort by").selectOption("price_desc");
  await expect(page).toHaveURL((url) => url.search === "?sort=price_desc");
  await expect.poll(async () => (await unitPrices(page))[0]).toBeGreaterThan(ascending.at(-1) ?? 0);
  const descending = await unitPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  const pages = page.getByRole("navigation", { name: "Results pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL((url) => url.search === "?sort=price_desc&page=2");
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(resultsHeading(page)).toContainText("Showing 13–24 of");
  const secondPage = await unitPrices(page);
  // Still sorted, and every price here is at most the cheapest of page 1.
  expect(secondPage).toEqual([...secondPage].sort((a, b) => b - a));
  expect(secondPage[0]).toBeLessThanOrEqual(descending.at(-1) ?? 0);

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL((url) => url.search === "?sort=price_desc");
});

test("a sort chosen before the page hydrates is applied once it has", async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/listings", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Sort by").selectOption("price_asc");
  expect(new URL(page.url()).search).toBe("");
  release();
  await expect(page).toHaveURL((url) => url.search === "?sort=price_asc");
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
});

test("no results: a helpful empty state with ways out", async ({ page }) => {
  await page.goto("/listings?type=ACTIVITY&minPrice=99999");
  const empty = page.getByRole("heading", { name: "Nothing matches all of these filters" });
  await expect(empty).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("Try removing a filter or two")).toBeVisible();

  await page.getByRole("link", { name: "Remove filter: From GH₵ 99,999" }).click();
  await expect(page).toHaveURL((url) => url.search === "?type=ACTIVITY");
  await expect(cards(page).first()).toBeVisible();

  await page.goto("/listings?minPrice=99999");
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/listings" && url.search === "");
  await expect(cards(page)).toHaveCount(12);
});

test("invalid filters are explained instead of breaking the page", async ({ page }) => {
  const response = await page.goto("/listings?checkIn=2020-01-01&checkOut=2020-01-04&guests=lots");
  expect(response?.status()).toBe(200);
  const note = page.getByRole("status").filter({ hasText: "could not be used" });
  await expect(note).toContainText("Check-in can't be in the past");
  await expect(note).toContainText("Guests must be a whole number");
  await expect(cards(page).first()).toBeVisible();
});

test("the home search finds a place by name, or falls back to text search", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search");
  await search.getByLabel("Where").fill("accra");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/listings" && url.search === "?q=accra");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Stays, activities and experiences in Accra",
  );
  for (const card of await cards(page).all()) await expect(card).toContainText("Accra");

  const checkIn = isoIn(160);
  const checkOut = isoIn(162);
  await page.goto("/");
  await search.getByLabel("Where").fill("beach");
  await pickStay(page, search, checkIn, checkOut);
  await chooseAdults(page, search, 2);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/search" &&
      url.search === `?q=beach&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
  );
  const results = page.getByRole("main").getByRole("article");
  await expect(results.first()).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveValue("beach");
  // The dates and guests travel on to the listing page.
  await expect(results.first().getByRole("link")).toHaveAttribute(
    "href",
    new RegExp(`^/listings/[a-z0-9-]+\\?checkIn=${checkIn}&checkOut=${checkOut}&adults=2$`),
  );
});

test("text search shows title, place, price and a snippet, and forgives typos", async ({
  page,
}) => {
  await page.goto("/search?q=Acra");
  const results = page.getByRole("main").getByRole("article");
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText("Accra");
  await expect(results.first()).toContainText(/GH₵\s?[\d,]+/);

  await page.getByRole("searchbox").fill("zzzqqq");
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL((url) => url.search === "?q=zzzqqq");
  await expect(page.getByRole("heading", { name: "No matches for “zzzqqq”" })).toBeVisible();
});

test("a destination page lists its listings with hearts", async ({ page }) => {
  await page.goto("/");
  const destination = page.locator("#destinations").getByRole("link").first();
  const href = await destination.getAttribute("href");
  await destination.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const listed = page.getByRole("main").getByRole("article");
  await expect(listed.first()).toBeVisible();
  await expect(
    listed.first().getByRole("button", { name: /^Save .+ to favorites$/ }),
  ).toHaveAttribute("aria-pressed", "false");

  const missing = await page.goto("/destinations/no-such-place");
  expect(missing?.status()).toBe(404);
});
