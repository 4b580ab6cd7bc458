import { expect, test } from "@playwright/test";

test("the home page offers search, featured listings, destinations and the three types", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Akwaaba/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The hero's photo is the largest paint on a phone: fetched first.
  await expect(page.locator("#hero-title").locator("xpath=ancestor::section//img")).toHaveAttribute(
    "fetchpriority",
    "high",
  );

  // Search: every field has a visible label; dates and guests open the site's pickers, their
  // buttons named by the visible label and the choice.
  const search = page.getByRole("search");
  await expect(search.getByLabel("Where")).toBeVisible();
  await expect(search.locator("label", { hasText: "Where" })).toBeVisible();
  for (const name of ["Check-in Add date", "Check-out Add date", "Guests Add guests"]) {
    const button = search.getByRole("button", { name });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  }

  // Featured: at least six cards, each with a loaded image, a GHS price and a listing link.
  const featured = page.getByRole("region", { name: "Featured stays and experiences" });
  const cards = featured.getByRole("article");
  await expect(cards.nth(5)).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const image = card.getByRole("img");
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("alt", /\S/);
    // Below the hero on every screen: the hero's image (the LCP) is fetched first, alone.
    await expect(image).toHaveAttribute("loading", "lazy");
    // Resized by Next's image optimizer: a srcset of widths and the card's rendered sizes.
    await expect(image).toHaveAttribute("sizes", /\dvw/);
    await expect(image).toHaveAttribute(
      "srcset",
      /\/_next\/image\?url=%2F(images|uploads)%2F.+ 384w/,
    );
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card).toContainText(/GH₵\s?\d[\d,]*(\.\d{2})?\s*\/ (night|person|group)/);
    await expect(card.getByRole("link")).toHaveAttribute("href", /^\/listings\/[a-z0-9-]+$/);
  }

  // Destinations, reachable at #destinations, with listing counts.
  const destinations = page.locator("#destinations");
  await expect(destinations.getByRole("heading", { level: 2 })).toBeVisible();
  const destinationLinks = destinations.getByRole("link");
  expect(await destinationLinks.count()).toBeGreaterThan(0);
  await expect(destinationLinks.first()).toHaveAttribute("href", /^\/destinations\/[a-z0-9-]+$/);
  await expect(destinationLinks.first()).toContainText(/\d+ listings?/);

  // The three listing types.
  const types = page.getByRole("region", { name: "Explore by type" });
  for (const [name, type] of [
    ["Stays", "ACCOMMODATION"],
    ["Activities", "ACTIVITY"],
    ["Experiences", "EXPERIENCE"],
  ]) {
    await expect(types.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      `/listings?type=${type}`,
    );
  }
});

test("searching leads to the listings with only the filled-in criteria", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search");
  await search.getByLabel("Where").fill("Accra");
  await search.getByRole("button", { name: /^Guests/ }).click();
  const guests = page.getByRole("dialog", { name: "Choose guests" });
  await guests.getByRole("button", { name: "More adults" }).click();
  await guests.getByRole("button", { name: "Done" }).click();
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/listings" && url.search === "?q=Accra&guests=2",
  );
});

test("keyboard: the skip link comes first and moves focus to the main content", async ({
  page,
}) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next Tab continues inside the main content, not back in the header.
  await page.keyboard.press("Tab");
  const insideMain = await page.evaluate(
    () => document.querySelector("main")?.contains(document.activeElement) ?? false,
  );
  expect(insideMain).toBe(true);
});

test("the header navigation links to the catalogue and favorites", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Stays" })).toHaveAttribute(
    "href",
    "/listings?type=ACCOMMODATION",
  );
  await expect(nav.getByRole("link", { name: "Activities" })).toHaveAttribute(
    "href",
    "/listings?type=ACTIVITY",
  );
  await expect(nav.getByRole("link", { name: "Experiences" })).toHaveAttribute(
    "href",
    "/listings?type=EXPERIENCE",
  );
  await expect(nav.getByRole("link", { name: "Destinations" })).toHaveAttribute(
    "href",
    "/#destinations",
  );
  await expect(nav.getByRole("link", { name: "Favorites" })).toHaveAttribute("href", "/favorites");
});

test("unknown pages show the not-found page inside the site layout", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("nowhere");
  await expect(page.getByRole("banner")).toBeVisible();
});
