// Issue 17 on a phone and a desktop: an activity is booked for a date and a start time, for a
// party, out of the spots its start has left. Every test makes its own activity through the
// admin API, so bookings never collide with other specs, on dates picked at random.
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
// "Mon 14 Dec 2026" and "Mon 14 Dec", as the pages write a date (never Intl's "Sept").
import { shortDate, weekdayDate } from "../lib/date-format";
import { seriousViolations } from "./axe";
import { api, cedis, payOnSandbox, registerGuest } from "./pay-fixtures";
import { ADMIN, PNG, unique } from "./test-data";

const DAY_MS = 86_400_000;

function randomDay(min: number, max: number): string {
  const offset = min + Math.floor(Math.random() * (max - min + 1));
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

interface Activity {
  id: string;
  slug: string;
  title: string;
}

/** A published canopy walk at 09:00 and 14:00, three hours, GH₵ 180 a person. */
async function canopyWalk(browser: Browser, spots: number): Promise<Activity> {
  const context = await browser.newContext();
  const admin = context.request;
  expect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const title = `Canopy Walk ${unique()}`;
  const created = await admin.post("/api/admin/listings", {
    data: {
      type: "ACTIVITY",
      title,
      description:
        "Seven rope bridges through the forest canopy, with a guide, made by the e2e suite.",
      region: "Central",
      city: "Abrafo",
      priceGHS: 180,
      priceUnit: "PER_PERSON",
      maxGuests: spots,
      startTimes: ["09:00", "14:00"],
      durationHours: 3,
      checkInTime: "08:30",
      checkOutTime: "17:30",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data;
  const upload = await admin.post(`/api/admin/listings/${id}/images`, {
    multipart: { "files[]": { name: "bridge.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const published = await admin.patch(`/api/admin/listings/${id}`, {
    data: { status: "PUBLISHED" },
  });
  expect(published.status()).toBe(200);
  const { slug } = (await published.json()).data;
  await context.close();
  return { id, slug, title };
}

/** The date's starts with their spots left, as the API says them. */
async function spotsOn(request: APIRequestContext, activity: Activity, date: string) {
  const next = new Date(Date.parse(date) + DAY_MS).toISOString().slice(0, 10);
  const response = await api(request).get(
    `/api/listings/${activity.slug}/availability?checkIn=${date}&checkOut=${next}`,
  );
  expect(response.ok()).toBe(true);
  const { slots } = (await response.json()).data as {
    slots: Array<{ startTime: string; spotsLeft: number }>;
  };
  return Object.fromEntries(slots.map((slot) => [slot.startTime, slot.spotsLeft]));
}

/** Another guest holds `adults` spots at a start, through the API. */
async function holdSpots(
  request: APIRequestContext,
  guest: { email: string; name: string },
  activity: Activity,
  date: string,
  startTime: string,
  adults: number,
) {
  const response = await api(request).post("/api/bookings", {
    listingId: activity.id,
    checkIn: date,
    startTime,
    adults,
    children: 0,
    guestName: guest.name,
    guestEmail: guest.email,
    guestPhone: "+233201234567",
  });
  expect(response.status()).toBe(201);
}

/** Opens the booking card's date picker and chooses `date`, a month at a time. */
async function chooseDate(page: Page, card: Locator, date: string): Promise<Locator> {
  await card.getByRole("button", { name: /^Date/ }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a date" });
  await expect(dialog).toBeVisible();
  const day = dialog.locator(`[data-date="${date}"]`);
  for (let step = 0; step < 14 && (await day.count()) === 0; step += 1) {
    await dialog.getByRole("button", { name: "Next month" }).click();
  }
  return day;
}

test("a guest books a canopy walk at 09:00 for two and pays for it", async ({ page, browser }) => {
  const activity = await canopyWalk(browser, 6);
  const date = randomDay(30, 300);
  expect(await spotsOn(page.request, activity, date)).toEqual({ "09:00": 6, "14:00": 6 });
  await registerGuest(page.request);

  await page.goto(`/listings/${activity.slug}`);
  const times = page.getByRole("region", { name: "Good to know" });
  await expect(times).toContainText("09:00, 14:00");
  await expect(times).toContainText("3 hours");
  const card = page.locator("#booking");
  await expect(card.getByRole("button", { name: /^Check-in/ })).toHaveCount(0);

  const day = await chooseDate(page, card, date);
  await day.click();
  await expect(page.getByRole("dialog", { name: "Choose a date" })).toBeHidden();
  await expect(card.getByTestId("chosen-check-in")).toHaveText(shortDate(date));

  const starts = card.getByRole("group", { name: "Start time" });
  await expect(starts.getByRole("radio")).toHaveCount(2);
  const nine = starts.getByRole("radio", { name: "09:00 · 6 spots left" });
  await expect(starts.getByRole("radio", { name: "14:00 · 6 spots left" })).toBeEnabled();
  await nine.check();
  await expect(nine).toBeChecked();
  await card.getByRole("button", { name: "More adults" }).click();

  const breakdown = card.locator("dl[aria-label='Price breakdown']");
  await expect(breakdown).toContainText(`${cedis("180")} × 2 people`);
  await expect(card.getByTestId("price-total")).toHaveText(cedis("441"));
  await expect(card).toContainText("Service fee (10%)");
  await expect(card).not.toContainText(/night/i);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole("link", { name: "Reserve" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === `/book/${activity.slug}` &&
      url.searchParams.get("checkIn") === date &&
      url.searchParams.get("startTime") === "09:00" &&
      url.searchParams.get("adults") === "2",
  );
  const trip = page.getByRole("region", { name: "Your trip" });
  await expect(trip).toContainText(`${weekdayDate(date)}, 09:00 · 2 people · 3 hours`);
  await expect(trip.getByRole("radio", { name: "09:00 · 6 spots left" })).toBeChecked();
  await expect(page.getByTestId("price-total")).toHaveText(cedis("441"));

  await page.getByLabel("Phone number").fill("024 123 4567");
  await page.getByRole("button", { name: `Confirm and pay ${cedis("441")}` }).click();
  await payOnSandbox(page);
  expect(await spotsOn(page.request, activity, date)).toEqual({ "09:00": 4, "14:00": 6 });
});

test("a start whose spots are all taken is sold out and cannot be chosen", async ({
  page,
  browser,
}) => {
  const activity = await canopyWalk(browser, 3);
  const date = randomDay(30, 160);
  const full = randomDay(170, 300);
  // Another guest holds every spot at 14:00 on the date, and every spot of the other day.
  const other = await browser.newContext();
  const taker = await registerGuest(other.request);
  await holdSpots(other.request, taker, activity, date, "14:00", 3);
  await holdSpots(other.request, taker, activity, full, "09:00", 3);
  await holdSpots(other.request, taker, activity, full, "14:00", 3);
  await other.close();
  await registerGuest(page.request);

  await page.goto(`/listings/${activity.slug}`);
  const card = page.locator("#booking");
  // A date without a spot at any start is crossed out.
  const fullDay = await chooseDate(page, card, full);
  await expect(fullDay).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("dialog", { name: "Choose a date" })).toContainText(
    "Crossed-out days have no spots left.",
  );
  await page.keyboard.press("Escape");
  await (await chooseDate(page, card, date)).click();

  const starts = card.getByRole("group", { name: "Start time" });
  const soldOut = starts.getByRole("radio", { name: "14:00 · Sold out" });
  await expect(soldOut).toBeDisabled();
  await expect(starts.getByRole("radio", { name: "09:00 · 3 spots left" })).toBeEnabled();
  // The party fills a start at most.
  await card.getByRole("button", { name: "More adults" }).click();
  await card.getByRole("button", { name: "More adults" }).click();
  await expect(card.getByRole("button", { name: "More adults" })).toBeDisabled();
  await expect(card.getByRole("link", { name: "Reserve" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Choose a start time" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A link to the sold-out start: the booking form says why on the start times.
  await page.goto(`/book/${activity.slug}?checkIn=${date}&startTime=14:00&adults=1`);
  const trip = page.getByRole("region", { name: "Your trip" });
  await expect(trip.getByRole("radio", { name: "14:00 · Sold out" })).not.toBeChecked();
  const problem = "14:00 has too few spots left for 1 person: choose another start.";
  await page.getByLabel("Phone number").fill("+233241234567");
  await page.getByRole("button", { name: /^Confirm and pay/ }).click();
  const summary = page.getByRole("alert").filter({ hasText: "highlighted fields" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: `Start time: ${problem}` })).toBeVisible();
  await expect(trip.getByRole("group", { name: "Start time" })).toHaveAccessibleDescription(
    problem,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await trip.getByRole("radio", { name: "09:00 · 3 spots left" }).check();
  await expect(trip.getByRole("group", { name: "Start time" })).toHaveAccessibleDescription("");
  await expect(trip).toContainText(`${weekdayDate(date)}, 09:00 · 1 person · 3 hours`);
  await expect(page).toHaveURL((url) => url.searchParams.get("startTime") === "09:00");
});
