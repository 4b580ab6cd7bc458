// A listing page: photos, details, the date-range picker with taken nights, guests, the live

// price breakdown and Reserve.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { holdRequests } from "./hold-scripts";
import { uniqueEmail } from "./test-data";

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** "GH₵ 1,234.50" → 1234.5 */
const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

/** The pricing rules of the interface, in whole pesewas: fee 10 %, taxes 12.5 %, half-up. */
function stayPrice(pricePerNight: number, nights: number) {
  const subtotal = Math.round(pricePerNight * 100) * nights;
  const serviceFee = Math.round(subtotal / 10);
  const taxes = Math.round((subtotal * 125) / 1000);
  return {
    subtotal: subtotal / 100,
    serviceFee: serviceFee / 100,
    taxes: taxes / 100,
    total: (subtotal + serviceFee + taxes) / 100,
  };
}

interface ListingSummary {
  id: string;
  slug: string;
  title: string;
  type: string;
  priceGHS: string;
  maxGuests: number;
}

async function publishedListings(
  request: APIRequestContext,
  query = "",
): Promise<ListingSummary[]> {
  const response = await request.get(`/api/listings?limit=50${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

async function takenNights(request: APIRequestContext, slug: string, from: string, days: number) {
  const response = await request.get(
    `/api/listings/${slug}/availability?checkIn=${from}&checkOut=${addDays(from, days)}`,
  );
  expect(response.ok()).toBe(true);
  return new Set<string>((await response.json()).data.unavailableDates);
}

/** A stay listing whose nights from `from` for `nights` nights are all free. */
async function freeStay(request: APIRequestContext, from: string, nights: number) {
  for (const listing of await publishedListings(request, "&type=ACCOMMODATION&sort=price_asc")) {
    if ((await takenNights(request, listing.slug, from, nights)).size === 0) return listing;
  }
  throw new Error("no listing is free for the test stay");
}

const booking = (page: Page) => page.locator("#booking");
const day = (page: Page, date: string) => booking(page).locator(`[data-date="${date}"]`);

/** Opens the date picker from the card's dates, unless it is open. */
async function openCalendar(page: Page) {
  const dialog = booking(page).getByRole("dialog", { name: "Choose dates" });
  if (!(await dialog.isVisible())) {
    await booking(page)
      .getByRole("button", { name: /^Check-in/ })
      .click();
  }
  await expect(dialog).toBeVisible();
}

/** Opens the picker and moves it forward until the month of `date` is shown. */
async function showMonthOf(page: Page, date: string) {
  await openCalendar(page);
  for (let step = 0; step < 14; step += 1) {
    if ((await day(page, date).count()) > 0) return;
    await booking(page).getByRole("button", { name: "Next month" }).click();
  }
  throw new Error(`the calendar never showed ${date}`);
}

async function pickDay(page: Page, date: string) {
  await showMonthOf(page, date);
  await day(page, date).click();
}

/** The amount of a line of the price breakdown, found by its label. */
function line(page: Page, label: string | RegExp): Locator {
  return booking(page).locator("dl > div").filter({ hasText: label }).locator("dd");
}

async function shownUnitPrice(page: Page): Promise<number> {
  return amountOf(await booking(page).locator("p").first().locator("span").first().textContent());
}

test("the page shows the photos, details, amenities by category, times and location", async ({
  page,
  request,
}) => {
  const [summary] = await publishedListings(request, "&type=ACCOMMODATION&sort=popular");
  expect(summary).toBeDefined();
  const slug = summary?.slug ?? "";
  const detail = (await (await request.get(`/api/listings/${slug}`)).json()).data;

  await page.goto(`/listings/${slug}`);
  await expect(page).toHaveTitle(`${detail.title} · Akwaaba`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.title);

  // Photos: every image has alt text; the viewer opens, moves with the keyboard, and closes.
  const photos = page.getByRole("region", { name: "Photos" });
  const images = photos.locator("img");
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) await expect(image).toHaveAttribute("alt", /\S/);
  if (detail.images.length > 1) {
    const opener = photos.getByRole("button", { name: `Show all ${detail.images.length} photos` });
    await opener.click();
    const viewer = page.getByRole("dialog", { name: `Photos of ${detail.title}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`1 / ${detail.images.length}`)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText(`2 / ${detail.images.length}`)).toBeVisible();
    await expect(viewer.getByRole("img")).toHaveAttribute("alt", detail.images[1].alt);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  }

  // Description, highlights, amenities grouped by their category.
  await expect(page.getByText(detail.description.slice(0, 60)).first()).toBeVisible();
  for (const highlight of detail.highlights) {
    await expect(page.getByRole("listitem").filter({ hasText: highlight }).first()).toBeVisible();
  }
  const amenities = page.getByRole("region", { name: /What this .* offers/ });
  expect(detail.amenities.length).toBeGreaterThan(0);
  for (const { amenity } of detail.amenities) {
    const heading = amenities.getByRole("heading", {
      level: 3,
      name: amenity.category,
      exact: true,
    });
    await expect(heading.locator("xpath=..").getByRole("listitem")).toContainText([amenity.name]);
  }

  // Check-in and check-out times, and where it is.
  const times = page.getByRole("region", { name: "Good to know" });
  await expect(times).toContainText(`From ${detail.checkInTime}`);
  await expect(times).toContainText(`By ${detail.checkOutTime}`);
  const location = page.getByRole("region", { name: "Where you'll be" });
  await expect(location).toContainText(detail.address);
  await expect(location).toContainText(detail.region);

  await expect(booking(page)).toContainText("Choose your dates to see the total");
});

test("choosing dates shows the exact price breakdown; guests stay within the maximum", async ({
  page,
  request,
}) => {
  const checkIn = addDays(today(), 120);
  const checkOut = addDays(checkIn, 3);
  const listing = await freeStay(request, checkIn, 3);

  await page.goto(`/listings/${listing.slug}`);
  const price = await shownUnitPrice(page);
  expect(price).toBe(Number(listing.priceGHS));

  await pickDay(page, checkIn);
  await expect(booking(page).getByTestId("chosen-check-in")).not.toHaveText("Add date");
  await expect(booking(page).getByTestId("chosen-check-out")).toHaveText("Add date");
  // While the price is worked out, the card says so.
  const pricing = holdRequests(page, "**/api/listings/*/availability?*");
  await pickDay(page, checkOut);
  await expect(booking(page).getByText("Working out your price…")).toBeAttached();
  pricing.release();

  const expected = stayPrice(price, 3);
  await expect(booking(page).getByRole("term").filter({ hasText: "× 3 nights" })).toBeVisible();
  await expect(line(page, "× 3 nights")).toHaveText(/GH₵/);
  expect(amountOf(await line(page, "× 3 nights").textContent())).toBe(expected.subtotal);
  expect(amountOf(await line(page, "Service fee").textContent())).toBe(expected.serviceFee);
  expect(amountOf(await line(page, "Taxes").textContent())).toBe(expected.taxes);
  expect(amountOf(await line(page, "Total").textContent())).toBe(expected.total);
  await expect(page).toHaveURL(
    (url) => url.search === `?checkIn=${checkIn}&checkOut=${checkOut}&adults=1`,
  );

  // Guests: adults up to the maximum, then no room for children; one adult less frees a place.
  const moreAdults = booking(page).getByRole("button", { name: "More adults" });
  const moreChildren = booking(page).getByRole("button", { name: "More children" });
  for (let adults = 1; adults < listing.maxGuests; adults += 1) await moreAdults.click();
  await expect(moreAdults).toBeDisabled();
  await expect(moreChildren).toBeDisabled();
  await booking(page).getByRole("button", { name: "Fewer adults" }).click();
  await expect(moreChildren).toBeEnabled();
  await moreChildren.click();
  await expect(moreChildren).toBeDisabled();
  await expect(moreAdults).toBeDisabled();

  // A shared link with those dates shows the same total at once.
  await page.goto(`/listings/${listing.slug}?checkIn=${checkIn}&checkOut=${checkOut}&adults=1`);
  expect(amountOf(await line(page, "Total").textContent())).toBe(expected.total);
});

test("taken nights are disabled, but a stay may check out on one", async ({ page, request }) => {
  const start = today();
  let found: { slug: string; night: string } | null = null;
  for (const listing of await publishedListings(request, "&sort=popular")) {
    const taken = await takenNights(request, listing.slug, start, 180);
    const night = [...taken].sort().find(
      (date) =>
        date > addDays(start, 2) &&
        !taken.has(addDays(date, -1)) &&
        // The night before is in the same month, so both show at once.
        addDays(date, -1).slice(0, 7) === date.slice(0, 7),
    );
    if (night) {
      found = { slug: listing.slug, night };
      break;
    }
  }
  expect(found, "the demo data has confirmed bookings in the next 180 days").not.toBeNull();
  const { slug, night } = found ?? { slug: "", night: "" };
  const before = addDays(night, -1);

  await page.goto(`/listings/${slug}`);
  await openCalendar(page);
  // Past days cannot be chosen.
  const yesterday = addDays(start, -1);
  if ((await day(page, yesterday).count()) > 0) {
    await expect(day(page, yesterday)).toHaveAttribute("aria-disabled", "true");
    await expect(day(page, yesterday)).toHaveAccessibleName(/in the past/);
  }

  await showMonthOf(page, night);
  await expect(day(page, night)).toHaveAttribute("aria-disabled", "true");
  await expect(day(page, night)).toHaveAccessibleName(/unavailable/);
  // Clicking it does nothing (force: it is aria-disabled, so it stays focusable).
  await day(page, night).click({ force: true });
  await expect(booking(page).getByTestId("chosen-check-in")).toHaveText("Add date");

  await pickDay(page, before);
  // The taken night is now a possible check-out day (the stay ends that morning).
  await expect(day(page, night)).not.toHaveAttribute("aria-disabled", "true");
  await day(page, night).click();
  await expect(booking(page).getByTestId("chosen-check-out")).not.toHaveText("Add date");
  await expect(
    booking(page)
      .getByRole("term")
      .filter({ hasText: /× 1 (night|day)$/ }),
  ).toBeVisible();
  await expect(booking(page).getByRole("link", { name: "Reserve" })).toBeVisible();
});

test("Reserve sends a signed-out visitor to sign in, then on to the booking", async ({
  page,
  request,
}) => {
  const checkIn = addDays(today(), 130);
  const checkOut = addDays(checkIn, 2);
  const listing = await freeStay(request, checkIn, 2);
  const bookPath = `/book/${listing.slug}?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0`;

  await page.goto(`/listings/${listing.slug}`);
  await expect(booking(page).getByRole("link", { name: "Reserve" })).toHaveCount(0);
  await pickDay(page, checkIn);
  await pickDay(page, checkOut);
  const reserve = booking(page).getByRole("link", { name: "Reserve" });
  await expect(reserve).toHaveAttribute("href", `/sign-in?next=${encodeURIComponent(bookPath)}`);
  await reserve.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/sign-in" && url.searchParams.get("next") === bookPath,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");

  // Signed in, Reserve leads straight to the booking page.
  const email = uniqueEmail("reserve");
  const registered = await page.request.post("/api/auth/register", {
    data: { email, password: "kente-and-cocoa-26", firstName: "Kofi", lastName: "Mensah" },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`/listings/${listing.slug}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(booking(page).getByRole("link", { name: "Reserve" })).toHaveAttribute(
    "href",
    bookPath,
  );
});

test("an unknown listing is a 404 page", async ({ page }) => {
  const response = await page.goto("/listings/no-such-listing-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This listing is not available");
});

test("the viewer and the date picker, fetched on first use, open on the first press over a slow line", async ({
  page,
  request,
}) => {
  const [summary] = await publishedListings(request, "&type=ACCOMMODATION&sort=popular");
  await page.goto(`/listings/${summary?.slug ?? ""}`);
  const checkIn = booking(page).getByRole("button", { name: /^Check-in/ });
  await expect(checkIn).toBeEnabled();
  // Every script asked for from now on arrives a second late.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

  const photo = page
    .getByRole("region", { name: "Photos" })
    .getByRole("button", { name: /^Open photo 1 of/ });
  await photo.click();
  const viewer = page.getByRole("dialog", { name: /^Photos of / });
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(photo).toBeFocused();

  await checkIn.focus();
  await page.keyboard.press("Enter");
  // The press is answered at once, while the calendar is still on its way.
  const loading = page.getByRole("status").filter({ hasText: "Loading the calendar…" });
  await expect(loading).toBeVisible();
  const dates = page.getByRole("dialog", { name: "Choose dates" });
  await expect(dates.getByRole("grid").first()).toBeVisible();
  await expect(loading).toBeHidden();
  await expect(dates.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dates).toBeHidden();
  await expect(checkIn).toBeFocused();
});
