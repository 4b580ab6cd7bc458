// The catalogue at phone size: no sideways scrolling, filters in a disclosure, and the
// booking bar at the bottom of a listing page.
import { expect, type Page, test } from "@playwright/test";

const DAY_MS = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function someListingSlug(page: Page): Promise<string> {
  const response = await page.request.get("/api/listings?type=ACCOMMODATION&sort=popular&limit=1");
  return (await response.json()).data[0].slug;
}

for (const width of [412, 360]) {
  test(`no horizontal scroll on the catalogue pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    const slug = await someListingSlug(page);
    const stay = `checkIn=${isoIn(150)}&checkOut=${isoIn(153)}`;
    for (const path of [
      "/listings",
      `/listings?${stay}&guests=2&type=ACCOMMODATION`,
      "/listings?minPrice=99999",
      `/listings/${slug}`,
      `/listings/${slug}?${stay}`,
      "/search?q=beach",
      "/destinations/accra",
    ]) {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
    }
    // With the filters opened, too.
    await page.goto("/listings");
    await page.getByText("Filters", { exact: true }).click();
    await expect(page.getByRole("form", { name: "Filters" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
}

test("the filters fold into a disclosure and apply from there", async ({ page }) => {
  await page.goto("/listings");
  const form = page.getByRole("form", { name: "Filters" });
  await expect(form).toBeHidden();
  const toggle = page.getByText("Filters", { exact: true });
  await toggle.click();
  await expect(form).toBeVisible();

  await form.getByRole("group", { name: "Type" }).getByText("Activities").click();
  await form.getByLabel("Minimum").fill("200");
  await form.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL((url) => url.search === "?type=ACTIVITY&minPrice=200");
  // The panel folds away again, showing the results and how many filters apply.
  await expect(form).toBeHidden();
  await expect(page.locator("summary").first()).toContainText("Filters2 applied");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activities");
});

test("the booking bar follows the page and shows the total once dates are chosen", async ({
  page,
}) => {
  const slug = await someListingSlug(page);
  await page.goto(`/listings/${slug}`);
  const choose = page.getByRole("button", { name: "Choose dates", exact: true });
  await expect(choose).toBeInViewport();
  await choose.click();
  const calendar = page.locator("#booking");
  await expect(calendar.getByRole("dialog", { name: "Choose dates" })).toBeInViewport();

  // Pick a stay with free nights: the first enabled day and the day after it.
  const free = calendar.locator("[data-date]:not([aria-disabled])");
  await free.first().click();
  // A check-in on the last day of the month has its check-out in the next one.
  if ((await free.count()) === 0) {
    await calendar.getByRole("button", { name: "Next month" }).click();
  }
  await free.first().click();
  const bar = page.getByText(/^GH₵ [\d,.]+ total$/);
  await expect(bar).toBeVisible();
  await expect(page.getByRole("link", { name: "Reserve" }).last()).toBeInViewport();
});
