// Favorites: the heart on cards and listing pages, the favorites page, optimistic toggling
// with rollback, and signed-out visitors. Each test signs up its own account, so tests can
// run in parallel without sharing favorites.
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./test-data";

/** A fresh account, signed in for the page (the API sets the session cookies). */
async function signUp(page: Page, firstName = "Efua") {
  const response = await page.request.post("/api/auth/register", {
    data: {
      email: uniqueEmail(firstName.toLowerCase()),
      password: "kente-and-cocoa-26",
      firstName,
      lastName: "Boateng",
    },
  });
  expect(response.status()).toBe(201);
}

const hearts = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: /^Save .+ to favorites$/ });

function titleOf(label: string | null): string {
  return (label ?? "").replace(/^Save /, "").replace(/ to favorites$/, "");
}

test("heart a listing, find it on the favorites page, un-heart it there", async ({ page }) => {
  await signUp(page);
  await page.goto("/listings");
  const heart = hearts(page).nth(1);
  const title = titleOf(await heart.getAttribute("aria-label"));
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  // The heart is drawn on the server and filled by its button's aria-pressed, in CSS.
  const fill = () => heart.locator("svg").evaluate((svg) => getComputedStyle(svg).fill);
  expect(await fill()).toBe("rgba(0, 0, 0, 0)");

  const saved = page.waitForResponse("**/api/favorites/toggle");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await (await saved).json()).data.favorited).toBe(true);
  await expect.poll(fill).toBe("rgb(179, 71, 29)"); // clay-600

  // The state is the server's: a reload keeps the heart filled.
  await page.reload();
  await expect(hearts(page).nth(1)).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("banner").getByRole("link", { name: "Favorites" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Your favorites" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(title);
  const favoriteHeart = page.getByRole("button", { name: `Save ${title} to favorites` });
  await expect(favoriteHeart).toHaveAttribute("aria-pressed", "true");

  const removed = page.waitForResponse("**/api/favorites/toggle");
  await favoriteHeart.click();
  await expect(favoriteHeart).toHaveAttribute("aria-pressed", "false");
  expect((await (await removed).json()).data.favorited).toBe(false);
  await page.reload();
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse listings" })).toHaveAttribute(
    "href",
    "/listings",
  );
});

test("the heart flips at once and rolls back when saving fails", async ({ page }) => {
  await signUp(page, "Kwame");
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/favorites/toggle", async (route) => {
    await released;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "Something went wrong" } }),
    });
  });

  await page.goto("/listings");
  const heart = hearts(page).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  // Optimistic: pressed while the request is still out.
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  release();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const message = page.getByRole("status").filter({ hasText: "We couldn't update your favorites" });
  await expect(message).toBeVisible();
  // Shown as a note under the heart, not only to screen readers.
  await expect(message).toHaveCSS("width", "224px");

  // Nothing was saved.
  await page.unroute("**/api/favorites/toggle");
  const list = await page.request.get("/api/favorites");
  expect((await list.json()).data).toEqual([]);
});

test("the listing page heart and the home page hearts show the saved state", async ({ page }) => {
  await signUp(page, "Akosua");
  const featured = (await (await page.request.get("/api/listings/featured?limit=1")).json())
    .data[0];
  const toggled = await page.request.post("/api/favorites/toggle", {
    data: { listingId: featured.id },
  });
  expect((await toggled.json()).data.favorited).toBe(true);

  await page.goto("/");
  const homeHeart = page.getByRole("button", { name: `Save ${featured.title} to favorites` });
  await expect(homeHeart).toHaveAttribute("aria-pressed", "true");

  await page.goto(`/listings/${featured.slug}`);
  const pageHeart = page
    .getByRole("main")
    .getByRole("button", { name: `Save ${featured.title} to favorites` });
  await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
  await expect
    .poll(async () => (await (await page.request.get("/api/favorites")).json()).data.length)
    .toBe(0);
});

test("favorites are paginated, newest first", async ({ page }) => {
  await signUp(page, "Yaw");
  const listings = (await (await page.request.get("/api/listings?limit=13")).json()).data;
  expect(listings).toHaveLength(13);
  for (const listing of listings) {
    const response = await page.request.post("/api/favorites/toggle", {
      data: { listingId: listing.id },
    });
    expect(response.ok()).toBe(true);
  }

  await page.goto("/favorites");
  await expect(page.getByText("13 saved listings")).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(12);
  // The last one saved comes first.
  await expect(cards.first()).toContainText(listings[12].title);
  const pages = page.getByRole("navigation", { name: "Favorites pages" });
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL((url) => url.search === "?page=2");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(listings[0].title);
});

test("signed out: the heart and the favorites page lead to sign in", async ({ page }) => {
  await page.goto("/listings?type=ACTIVITY");
  const heart = hearts(page).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/sign-in" && url.searchParams.get("next") === "/listings?type=ACTIVITY",
  );

  await page.goto("/favorites");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/sign-in" && url.searchParams.get("next") === "/favorites",
  );
});
