// Activities after booking (issue 17, item 5), on the phone and on the desktop: the admin's
// editor sets an activity's start times and length, and a guest's booked activity reads
// "Mon 14 Dec 2026, 09:00 · 2 people · 3 hours" on the checkout, the trips and the trip page,
// never in nights. Every test makes its own listings and guest; dates are random and free.
import { expect, test } from "@playwright/test";
import { weekdayDate } from "../lib/date-format";
import { draftListing, publishedListing, signIn } from "./admin-fixtures";
import { seriousViolations } from "./axe";
import { payOnSandbox, registerGuest, signedInPage } from "./pay-fixtures";
import { ADMIN, isoDay, unique } from "./test-data";

test("an admin gives an activity two start times and three hours, kept after a reload; a stay has none", async ({
  page,
}) => {
  await signIn(page.request, ADMIN);
  await page.goto("/admin/listings/new");
  const title = `Canopy Walk ${unique()}`;
  await page.getByLabel(/^Type/).selectOption({ label: "Activity" });
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill("A guided walk on the rope bridges above the forest.");
  await page.getByLabel(/^Region/).fill("Central");
  await page.getByLabel(/^City or town/).fill("Abrafo");
  await page.getByLabel(/^Price in GH₵/).fill("180");
  await page.getByLabel("Priced").selectOption({ label: "Per person" });

  const when = page.getByRole("group", { name: "When it runs" });
  const starts = when.getByRole("group", { name: "Start times" });
  await expect(starts).toContainText("Any time that day");
  await starts.getByRole("button", { name: "Add a start time" }).click();
  await expect(starts.getByLabel("Start time 1")).toBeFocused();
  await starts.getByLabel("Start time 1").fill("09:00");
  await starts.getByRole("button", { name: "Add a start time" }).click();
  await starts.getByLabel("Start time 2").fill("14:00");
  await when.getByLabel(/^Hours/).fill("3");
  await when.getByLabel(/^Spots per start/).fill("8");
  await expect(page.getByLabel(/^Maximum guests/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/admin\/listings\/[a-z0-9]+\?created=1$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  await page.reload();
  await expect(starts.getByLabel("Start time 1")).toHaveValue("09:00");
  await expect(starts.getByLabel("Start time 2")).toHaveValue("14:00");
  await expect(when.getByLabel(/^Hours/)).toHaveValue("3");
  await expect(when.getByLabel(/^Days/)).toHaveValue("1");
  await expect(when.getByLabel(/^Spots per start/)).toHaveValue("8");

  // Hours with several days: the API's refusal lands on the hours.
  await when.getByLabel(/^Days/).fill("2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(when.getByLabel(/^Hours/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#listing-durationHours-error")).toHaveText(
    "Hours are for a one-day activity: set the days to 1, or leave the hours empty.",
  );
  expect(await seriousViolations(page)).toEqual([]);

  const stay = await draftListing(page.request, `Lagoon Cottage ${unique()}`);
  await page.goto(`/admin/listings/${stay.id}`);
  await expect(page.getByRole("heading", { name: stay.title, level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Maximum guests/)).toBeVisible();
  await expect(page.getByRole("group", { name: "When it runs" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add a start time" })).toHaveCount(0);
});

test("a guest's booked activity reads by its start, party and length, never in nights", async ({
  page,
  browser,
}) => {
  const admin = await signedInPage(browser, ADMIN);
  const listing = await publishedListing(admin.request, `Canopy Walk ${unique()}`, 180, {
    type: "ACTIVITY",
    priceUnit: "PER_PERSON",
    propertyType: null,
    bedrooms: 0,
    bathrooms: 0,
    maxGuests: 8,
    startTimes: ["09:00", "14:00"],
    durationHours: 3,
  });
  await admin.context().close();

  const guest = await registerGuest(page.request);
  // A date of its own listing, so free: 200–330 days ahead.
  const date = isoDay(200 + Math.floor(Math.random() * 131));
  const created = await page.request.post("/api/bookings", {
    data: {
      listingId: listing.id,
      checkIn: date,
      startTime: "09:00",
      adults: 2,
      children: 0,
      guestName: guest.name,
      guestEmail: guest.email,
      guestPhone: "+233201234567",
    },
  });
  expect(created.status()).toBe(201);
  const { booking, paymentUrl } = (await created.json()).data;
  const line = `${weekdayDate(date)}, 09:00 · 2 people · 3 hours`;

  await page.goto(paymentUrl);
  await expect(page.getByRole("heading", { name: /^Pay GH₵/ })).toBeVisible();
  await expect(page.getByText(line)).toBeVisible();
  await payOnSandbox(page);
  const outcome = page.getByRole("status").filter({ hasText: "Booking confirmed" });
  await expect(outcome).toContainText(`You are booked on ${listing.title}.`);
  await expect(outcome).toContainText(line);

  await page.goto("/trips");
  const card = page.getByRole("article").filter({ hasText: booking.reference });
  await expect(card).toContainText(line);
  await expect(card).not.toContainText(/night/i);

  await card.getByRole("link", { name: listing.title }).click();
  await expect(page.getByRole("heading", { name: listing.title, level: 1 })).toBeVisible();
  await expect(page.getByText(line)).toBeVisible();
  const details = page.getByRole("region", { name: "Your activity" });
  await expect(details.getByText("Starts", { exact: true })).toBeVisible();
  await expect(details).toContainText("09:00");
  await expect(details).toContainText("3 hours");
  await expect(details).not.toContainText("Check-out");
  await expect(page.getByRole("region", { name: "Price details" })).toContainText(
    "GH₵ 180 × 2 people",
  );
  await expect(page.locator("main")).not.toContainText(/night/i);
  expect(await seriousViolations(page)).toEqual([]);
});
