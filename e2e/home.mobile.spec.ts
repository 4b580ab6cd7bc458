import { expect, type Page, test } from "@playwright/test";

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const width of [412, 360]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    for (const path of ["/", "/sign-in", "/sign-up"]) {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
    }
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expectNoHorizontalScroll(page);
  });
}

test("the header menu opens, closes and navigates", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  const toggle = banner.getByRole("button", { name: "Menu" });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // The desktop links are not shown at phone size.
  await expect(banner.getByRole("link", { name: "Stays" })).toBeHidden();

  // Three bars while closed, a cross while open (the icon follows aria-expanded in CSS).
  const [bars, cross] = [toggle.locator("path").first(), toggle.locator("path").last()];
  await expect(bars).toBeVisible();
  await expect(cross).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(cross).toBeVisible();
  await expect(bars).toBeHidden();
  const menu = banner.getByRole("navigation", { name: "Main" });
  for (const name of ["Stays", "Activities", "Experiences", "Destinations", "Favorites"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(banner.getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(banner.getByRole("link", { name: "Stays" })).toBeHidden();

  await toggle.click();
  await banner.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the search form is usable at phone size", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search");
  await expect(search.getByLabel("Where")).toBeVisible();
  // Dates and guests are buttons opening the site's pickers.
  for (const name of ["Check-in", "Check-out", "Guests"]) {
    await expect(search.getByRole("button", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(search.getByRole("button", { name: "Search" })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured stays and experiences" });
  await expect(featured.getByRole("article").first()).toBeVisible();
});
