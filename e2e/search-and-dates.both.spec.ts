// Issue 16 on a phone and a desktop: one tolerant search on every path with "Did you mean…?",
// one date-range picker and one guest selector everywhere, taken dates in a link kept and
// answered with the nearest free stay, and the booking form's guests within the limit.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
// "Tue 14 Oct", as the date buttons say a date ("Sep", never Intl's "Sept").
import { shortDate } from "../lib/date-format";
import { seriousViolations } from "./axe";
import { uniqueEmail } from "./test-data";

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isPhone = () => test.info().project.name === "phone";
const datesDialog = (page: Page) => page.getByRole("dialog", { name: "Choose dates" });
const guestsDialog = (page: Page) => page.getByRole("dialog", { name: "Choose guests" });

/** Opens the date picker of `scope` and checks it shows two months on a desktop, one on a phone. */
async function openDates(page: Page, scope: Locator) {
  await scope.getByRole("button", { name: /^Check-in/ }).click();
  const dialog = datesDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("grid")).toHaveCount(isPhone() ? 1 : 2);
  return dialog;
}

/** The day's button in the open picker, moving on a month at a time until it shows. */
async function dayIn(dialog: Locator, date: string): Promise<Locator> {
  const day = dialog.locator(`[data-date="${date}"]`);
  for (let step = 0; step < 14 && (await day.count()) === 0; step += 1) {
    await dialog.getByRole("button", { name: "Next month" }).click();
  }
  await expect(day).toBeVisible();
  return day;
}

async function pickStay(page: Page, scope: Locator, checkIn: string, checkOut: string) {
  const dialog = await openDates(page, scope);
  await (await dayIn(dialog, checkIn)).click();
  await (await dayIn(dialog, checkOut)).click();
  // The picker closes once the stay is complete.
  await expect(dialog).toBeHidden();
  await expect(scope.getByTestId("chosen-check-in")).toHaveText(shortDate(checkIn));
  await expect(scope.getByTestId("chosen-check-out")).toHaveText(shortDate(checkOut));
}

interface Summary {
  id: string;
  slug: string;
  title: string;
  maxGuests: number;
}

async function listings(request: APIRequestContext, query: string): Promise<Summary[]> {
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

async function isFree(request: APIRequestContext, slug: string, checkIn: string, checkOut: string) {
  const response = await request.get(
    `/api/listings/${slug}/availability?checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  return (await response.json()).data.available as boolean;
}

/** A stay listing with a taken night (the demo's confirmed bookings) a few days ahead. */
async function listingWithTakenNight(request: APIRequestContext) {
  const start = today();
  for (const listing of await listings(request, "&type=ACCOMMODATION&sort=popular")) {
    const taken = await takenNights(request, listing.slug, start, 180);
    const night = [...taken].sort().find((date) => date > addDays(start, 3));
    if (night) return { listing, night };
  }
  throw new Error("the demo data has confirmed bookings in the next 180 days");
}

async function signUp(page: Page) {
  const email = uniqueEmail("journey");
  const response = await page.request.post("/api/auth/register", {
    data: { email, password: "kente-and-cocoa-26", firstName: "Ama", lastName: "Owusu" },
  });
  expect(response.status()).toBe(201);
}

test("typos find the same listings on every path, with a link to the place meant", async ({
  page,
}) => {
  const checkIn = addDays(today(), 140);
  const checkOut = addDays(checkIn, 2);
  for (const [typed, meant] of [
    ["Cape Cost", "Cape Coast"],
    ["Kumassi", "Kumasi"],
    ["Acra", "Accra"],
  ] as const) {
    for (const path of [
      // What the home search sends, with and without dates, and the search page itself.
      `/listings?q=${encodeURIComponent(typed)}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
      `/listings?q=${encodeURIComponent(typed)}`,
      `/search?q=${encodeURIComponent(typed)}`,
    ]) {
      await page.goto(path);
      const results = page.getByRole("main").getByRole("article");
      await expect(results.filter({ hasText: meant }).first(), `${path}`).toBeVisible();
      await expect(page.getByRole("link", { name: `Did you mean ${meant}?` })).toBeVisible();
    }
  }
  // The suggestion keeps the dates and the party.
  await page.getByRole("link", { name: "Did you mean Accra?" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/listings" && url.search === "?city=Accra",
  );
  await page.goto(`/search?q=Cape+Cost&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await expect(page.getByRole("status").filter({ hasText: "for “Cape Cost”" })).toContainText(
    "available",
  );
  await page.getByRole("link", { name: "Did you mean Cape Coast?" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/listings" &&
      url.searchParams.get("city") === "Cape Coast" &&
      url.searchParams.get("checkIn") === checkIn &&
      url.searchParams.get("checkOut") === checkOut &&
      url.searchParams.get("guests") === "2",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Stays, activities and experiences in Cape Coast",
  );
});

test("the home search takes its dates from the calendar and its guests from the steppers", async ({
  page,
}) => {
  const checkIn = addDays(today(), 150);
  const checkOut = addDays(checkIn, 3);
  await page.goto("/");
  const search = page.getByRole("search");
  await search.getByLabel("Where").fill("Cape Cost");
  await pickStay(page, search, checkIn, checkOut);

  await search.getByRole("button", { name: /^Guests/ }).click();
  const guests = guestsDialog(page);
  await guests.getByRole("button", { name: "More adults" }).click();
  await guests.getByRole("button", { name: "More children" }).click();
  await guests.getByRole("button", { name: "Done" }).click();
  await expect(guests).toBeHidden();
  await expect(search.getByRole("button", { name: /^Guests/ })).toHaveAccessibleName(
    "Guests 2 adults, 1 child",
  );

  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/search" &&
      url.search === `?q=Cape+Cost&checkIn=${checkIn}&checkOut=${checkOut}&guests=3`,
  );
  await expect(page.getByRole("link", { name: "Did you mean Cape Coast?" })).toBeVisible();
});

test("the filters use the same date picker and guest selector", async ({ page }) => {
  const checkIn = addDays(today(), 160);
  const checkOut = addDays(checkIn, 2);
  await page.goto("/listings");
  if (isPhone()) await page.getByText("Filters", { exact: true }).click();
  const form = page.getByRole("form", { name: "Filters" });
  await pickStay(page, form, checkIn, checkOut);
  await form.getByRole("button", { name: /^Guests/ }).click();
  await guestsDialog(page).getByRole("button", { name: "More adults" }).click();
  await page.keyboard.press("Escape");
  await expect(guestsDialog(page)).toBeHidden();
  await form.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(
    (url) => url.search === `?guests=2&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  await expect(page.getByText(/available .* prices include fees and taxes/)).toBeVisible();
  // The applied dates are the picker's again.
  if (isPhone()) await page.locator("summary").filter({ hasText: "Filters" }).click();
  await expect(form.getByTestId("chosen-check-in")).toHaveText(shortDate(checkIn));
});

test("the listing page and the booking form share the picker, taken nights greyed", async ({
  page,
}) => {
  const { listing, night } = await listingWithTakenNight(page.request);
  await page.goto(`/listings/${listing.slug}`);
  const card = page.locator("#booking");
  const dialog = await openDates(page, card);
  await expect(await dayIn(dialog, night)).toHaveAttribute("aria-disabled", "true");
  await expect(dialog).toContainText("Crossed-out days are already booked.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await signUp(page);
  await page.goto(`/book/${listing.slug}?adults=1`);
  const trip = page.getByRole("region", { name: "Your trip" });
  const again = await openDates(page, trip);
  await expect(await dayIn(again, night)).toHaveAttribute("aria-disabled", "true");
  const before = addDays(night, -1);
  await (await dayIn(again, before)).click();
  await (await dayIn(again, night)).click();
  await expect(again).toBeHidden();
  await expect(trip.getByTestId("chosen-check-out")).toHaveText(shortDate(night));
  await expect(page.getByTestId("price-total")).toContainText("GH₵");
});

test("a link's taken dates stay chosen, and the nearest free stay is offered", async ({ page }) => {
  const { listing, night } = await listingWithTakenNight(page.request);
  const checkOut = addDays(night, 2);
  await page.goto(`/listings/${listing.slug}?checkIn=${night}&checkOut=${checkOut}`);
  const card = page.locator("#booking");
  await expect(card.getByRole("alert")).toContainText("Those dates aren't available.");
  await expect(card.getByTestId("chosen-check-in")).toHaveText(shortDate(night));
  await expect(card.getByTestId("chosen-check-out")).toHaveText(shortDate(checkOut));
  await expect(card.getByRole("link", { name: "Reserve" })).toHaveCount(0);

  await card.getByRole("button", { name: /^Choose .+ instead$/ }).click();
  await expect(card.getByRole("alert")).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Reserve" })).toBeVisible();
  const chosen = new URL(page.url());
  const offeredIn = chosen.searchParams.get("checkIn") ?? "";
  const offeredOut = chosen.searchParams.get("checkOut") ?? "";
  expect(offeredIn).not.toBe(night);
  expect(Date.parse(offeredOut) - Date.parse(offeredIn)).toBe(2 * DAY_MS);
  expect(await isFree(page.request, listing.slug, offeredIn, offeredOut)).toBe(true);
});

test("the booking form keeps the party within the listing's limit, said on the guests", async ({
  page,
}) => {
  const four = (await listings(page.request, "&type=ACCOMMODATION")).filter(
    (listing) => listing.maxGuests === 4,
  );
  let stay: { slug: string; checkIn: string; checkOut: string } | null = null;
  for (const listing of four) {
    const checkIn = addDays(today(), 210 + Math.floor(Math.random() * 100));
    if (await isFree(page.request, listing.slug, checkIn, addDays(checkIn, 2))) {
      stay = { slug: listing.slug, checkIn, checkOut: addDays(checkIn, 2) };
      break;
    }
  }
  expect(stay, "a free stay at a listing for four").not.toBeNull();
  const { slug, checkIn, checkOut } = stay ?? { slug: "", checkIn: "", checkOut: "" };
  await signUp(page);

  await page.goto(`/book/${slug}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`);
  const guests = page.getByRole("group", { name: /^Guests/ });
  await expect(guests).toContainText("up to 4, children included");
  const moreChildren = guests.getByRole("button", { name: "More children" });
  const moreAdults = guests.getByRole("button", { name: "More adults" });
  await moreChildren.click();
  await moreChildren.click();
  await expect(moreChildren).toBeDisabled();
  await expect(moreAdults).toBeDisabled();
  await guests.getByRole("button", { name: "Fewer adults" }).click();
  await expect(moreChildren).toBeEnabled();

  // A link over the limit is refused on the guests control at once, and before sending.
  await page.goto(`/book/${slug}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=3`);
  const message = "This listing welcomes at most 4 guests, children included.";
  await expect(guests).toHaveAccessibleDescription(message);
  await page.getByLabel("Phone number").fill("+233241234567");
  await page.getByRole("button", { name: /^Confirm and pay/ }).click();
  const summary = page.getByRole("alert").filter({ hasText: "highlighted fields" });
  await expect(summary.getByRole("link", { name: `Guests: ${message}` })).toBeVisible();
  await expect(page).toHaveURL(/\/book\//);
  await guests.getByRole("button", { name: "Fewer children" }).click();
  await expect(guests).not.toHaveAccessibleDescription(message);
});

test("without JavaScript the home search still sends dates and guests", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const checkIn = addDays(today(), 170);
  const checkOut = addDays(checkIn, 2);
  await page.goto("/");
  const search = page.getByRole("search");
  await search.getByLabel("Where").fill("accra");
  // Plain inputs stand in for the pickers, whose buttons are hidden.
  await expect(search.getByRole("button", { name: /^Check-in/ })).toBeHidden();
  await search.getByRole("textbox", { name: "Check-in" }).fill(checkIn);
  await search.getByRole("textbox", { name: "Check-out" }).fill(checkOut);
  await search.getByRole("spinbutton", { name: "Guests" }).fill("2");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/listings" &&
      url.searchParams.get("checkIn") === checkIn &&
      url.searchParams.get("checkOut") === checkOut &&
      url.searchParams.get("guests") === "2",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Stays, activities and experiences in Accra",
  );
  await context.close();
});

test("the open pickers, the suggestion and the taken-dates notice pass axe", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search");
  await openDates(page, search);
  await expect(datesDialog(page).getByRole("grid").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await search.getByRole("button", { name: /^Guests/ }).click();
  await expect(guestsDialog(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/search?q=Cape+Cost");
  await expect(page.getByRole("link", { name: "Did you mean Cape Coast?" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const { listing, night } = await listingWithTakenNight(page.request);
  await page.goto(`/listings/${listing.slug}?checkIn=${night}&checkOut=${addDays(night, 2)}`);
  await expect(page.getByRole("button", { name: /^Choose .+ instead$/ })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  await signUp(page);
  await page.goto(`/book/${listing.slug}?adults=${listing.maxGuests}&children=1`);
  await expect(page.getByRole("group", { name: /^Guests/ })).toHaveAccessibleDescription(/at most/);
  expect(await seriousViolations(page)).toEqual([]);
});
