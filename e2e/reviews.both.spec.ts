// Verified reviews in the browser (issue 21), on the phone and on the desktop: a stay becomes
// COMPLETED (an admin's status change on its check-out day) → its guest reviews it on the trip
// page → the listing page shows the review with its average and count, and the cards its stars
// → the host replies on /host/reviews → the reply shows under the review → an admin hides it on
// /admin/reviews with a reason → it leaves the listing page and the rating.
// On a server of its own (own-server.ts) with the demo data: a booking made now checks out
// tomorrow at the soonest, so only a seeded stay can have ended, and each screen needs its own.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { type OwnServer, startOwnServer } from "./own-server";
import { signedInPage } from "./pay-fixtures";
import { ADMIN, PASSWORD } from "./test-data";

const demo = (email: string) => ({ email, password: PASSWORD });
const HOST = demo("host@example.com");
// Seeded: Yaw's two nights at Osu Garden Guesthouse (the demo host's) check out today; Kojo
// rated an earlier stay there 4 (cleanliness 5, accuracy, location and value 4).
const ENDING_TODAY = { reference: "BK-CHK2TDAY", guest: demo("yaw.darko@example.com") };
const LISTING = "Osu Garden Guesthouse";
const KOJOS = "A calm garden in the middle of Osu";
const DAY_MS = 86_400_000;

// The file's tests run in order in one worker, which starts one server for them.
test.describe.configure({ mode: "default" });

let server: OwnServer;
test.beforeAll(async () => {
  test.info().setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 1100 + test.info().parallelIndex;
  server = await startOwnServer(port, { name: "reviews" });
});
test.afterAll(async () => {
  await server?.close();
});

const pageAs = (browser: Browser, account: { email: string; password: string }) =>
  signedInPage(browser, account, server.url);

/** "November 2026": the month of the day `days` from today. */
function monthOf(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toLocaleString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A sub-rating's value beside its bar. */
const subRating = (reviews: Locator, label: string) =>
  reviews.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd");

async function jsonLd(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
}

/** The listing's card among its region's listings (one page), the top-rated first. */
async function cardOf(page: Page) {
  await page.goto("/listings?region=Greater+Accra&sort=rating");
  return page.getByRole("article").filter({ has: page.getByRole("link", { name: LISTING }) });
}

test("a finished stay is reviewed, answered by its host, and hidden by an admin", async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // The stay checks out today: an admin marks it completed.
  const admin = await pageAs(browser, ADMIN);
  await admin.goto(`/admin/bookings/${ENDING_TODAY.reference}`);
  const change = admin.getByRole("region", { name: "Change status" });
  await change.getByLabel("New status").selectOption("COMPLETED");
  await change.getByRole("button", { name: "Change status" }).click();
  await expect(change.getByRole("status")).toHaveText("Status changed to Completed.");

  // The guest reviews it on the trip page: the form's own checks first.
  const guest = await pageAs(browser, ENDING_TODAY.guest);
  await guest.goto(`/trips/${ENDING_TODAY.reference}`);
  const section = guest.getByRole("region", { name: "Leave a review" });
  await expect(section).toContainText("You can write it until");
  expect(await seriousViolations(guest)).toEqual([]);
  const text = section.getByLabel("Your review");
  await text.fill("Too short");
  await section.getByRole("button", { name: "Post review" }).click();
  const problem = section.getByRole("alert");
  await expect(problem).toBeFocused();
  await expect(problem).toContainText("Please check the highlighted fields.");
  await expect(problem).toContainText("Overall: Choose from 1 to 5 stars.");
  await expect(problem).toContainText("Your review: Write at least 20 characters.");
  await expect(text).toHaveAttribute("aria-invalid", "true");
  const overall = section.getByRole("group", { name: "Overall" });
  await expect(overall.getByRole("radio", { name: "1 star", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(await seriousViolations(guest)).toEqual([]);

  // Stars by click, and by the arrow keys as in any radio group.
  await overall.getByRole("radio", { name: "4 stars" }).check();
  await overall.getByRole("radio", { name: "4 stars" }).press("ArrowRight");
  await expect(overall.getByRole("radio", { name: "5 stars" })).toBeChecked();
  for (const [group, stars] of [
    ["Cleanliness", "5 stars"],
    ["Accuracy", "4 stars"],
    ["Location", "4 stars"],
    ["Value", "3 stars"],
  ] as const) {
    await section.getByRole("group", { name: group }).getByRole("radio", { name: stars }).check();
  }
  const words =
    "Kofi's garden is the calmest place in Osu: spotless rooms, and breakfast under the mango tree.";
  await text.fill(words);
  await expect(section).toContainText(`${words.length} of 2,000 characters`);
  await section.getByRole("button", { name: "Post review" }).click();

  // The review replaces the form; the focus waits on the section's heading.
  await expect(guest.getByRole("heading", { name: "Your review", level: 2 })).toBeFocused();
  const written = guest.getByRole("region", { name: "Your review" });
  await expect(written).toContainText("You reviewed this stay.");
  await expect(written.getByRole("article", { name: "Yaw" })).toContainText(words);
  await expect(written).toContainText(`Stayed in ${monthOf(-2)}`);
  await expect(written).toContainText("Rated 5 out of 5");
  await expect(guest.getByRole("button", { name: "Post review" })).toHaveCount(0);
  expect(await seriousViolations(guest)).toEqual([]);

  // The listing page: the rating by the title, the reviews with their averages (Kojo's and
  // Yaw's), the JSON-LD.
  await guest.getByRole("link", { name: "View the listing" }).click();
  await expect(guest).toHaveURL(/\/listings\/osu-garden-guesthouse-accra$/);
  const listingPage = guest.url();
  await expect(
    guest.getByRole("link", { name: "Rated 4.5 out of 5 from 2 reviews" }),
  ).toHaveAttribute("href", "#reviews");
  const reviews = guest.getByRole("region", { name: "Reviews" });
  await expect(reviews).toContainText("4.5 out of 5, 2 reviews");
  for (const [label, value] of [
    ["Cleanliness", "5.0"],
    ["Accuracy", "4.0"],
    ["Location", "4.0"],
    ["Value", "3.5"],
  ] as const) {
    await expect(subRating(reviews, label)).toHaveText(`${value} out of 5`);
  }
  // Newest first.
  await expect(reviews.getByRole("article").first()).toContainText(words);
  const review = reviews.getByRole("article", { name: "Yaw" });
  await expect(review).toContainText(`Stayed in ${monthOf(-2)}`);
  await expect(reviews.getByRole("article", { name: "Kojo" })).toContainText(KOJOS);
  expect((await jsonLd(guest)).aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4.5,
    reviewCount: 2,
    bestRating: 5,
    worstRating: 1,
  });
  await reviews.scrollIntoViewIfNeeded();
  expect(await seriousViolations(guest)).toEqual([]);

  // The cards: the stars on the listing's, "New" on the last, which nobody has reviewed.
  const card = await cardOf(guest);
  await expect(card).toContainText("Rated 4.5 out of 5 from 2 reviews");
  await expect(card).toContainText("4.5 (2)");
  await expect(guest.getByRole("article").last()).toContainText("New: no reviews yet");

  // The host answers on /host/reviews (the newest first), once.
  const host = await pageAs(browser, HOST);
  await host.goto("/host/reviews");
  await expect(host.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  await expect(
    host.getByRole("navigation", { name: "Hosting" }).getByRole("link", { name: "Reviews" }),
  ).toHaveAttribute("aria-current", "page");
  const hosted = host.getByRole("article").first();
  await expect(hosted).toContainText(words);
  await expect(hosted.getByRole("heading", { name: "Yaw" })).toBeVisible();
  await expect(hosted.getByRole("link", { name: LISTING })).toBeVisible();
  expect(await seriousViolations(host)).toEqual([]);
  await hosted.getByRole("button", { name: "Post reply" }).click();
  await expect(hosted.getByRole("alert")).toBeFocused();
  const reply = hosted.getByLabel("Your public reply to Yaw");
  await expect(reply).toHaveAttribute("aria-invalid", "true");
  const answer = "Thank you, Yaw! The mangoes will be ripe again in March.";
  await reply.fill(answer);
  await hosted.getByRole("button", { name: "Post reply" }).click();
  await expect(hosted.getByRole("heading", { name: "Yaw" })).toBeFocused();
  await expect(hosted).toContainText("Reply from you");
  await expect(hosted).toContainText(answer);
  await expect(hosted.getByRole("button", { name: "Post reply" })).toHaveCount(0);
  expect(await seriousViolations(host)).toEqual([]);

  // The reply under the review, on the listing page.
  await guest.goto(listingPage);
  await expect(review).toContainText(answer);
  await expect(review).toContainText("Reply from Kofi Agyeman");

  // An admin hides it, with a reason (asked for first).
  await admin.goto("/admin/reviews");
  await expect(admin.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  await expect(
    admin
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Reviews" }),
  ).toHaveAttribute("aria-current", "page");
  const table = admin.getByRole("table", { name: /^Reviews/ });
  const row = table.getByRole("row").filter({ hasText: words });
  await expect(row).toContainText(LISTING);
  await expect(row).toContainText("Visible");
  await expect(row).toContainText("Rated 5 out of 5");
  await expect(row).toContainText("The host has replied.");
  expect(await seriousViolations(admin)).toEqual([]);
  const hide = row.getByRole("button", { name: `Hide Yaw's review of ${LISTING}` });
  await hide.click();
  const reason = row.getByLabel(`Why hide Yaw's review of ${LISTING}`);
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toBeFocused();
  await reason.fill("Names the neighbours' children");
  await hide.click();
  await expect(row).toContainText("Review hidden.");
  await expect(row).toContainText("Hidden");
  await expect(row).toContainText("Names the neighbours' children");
  await expect(
    row.getByRole("button", { name: `Show Yaw's review of ${LISTING} again` }),
  ).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  const filters = admin.getByRole("search", { name: "Filter reviews" });
  await filters.getByLabel("Status").selectOption({ label: "Visible" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin).toHaveURL(/\/admin\/reviews\?hidden=false$/);
  await expect(table).toContainText(KOJOS);
  await expect(row).toHaveCount(0);
  await filters.getByLabel("Status").selectOption({ label: "Hidden" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin).toHaveURL(/\/admin\/reviews\?hidden=true$/);
  await expect(table.getByRole("row").filter({ hasText: LISTING })).toHaveCount(1);
  await expect(row).toContainText("Names the neighbours' children");

  // Gone from the listing page, its rating, the JSON-LD and the card: Kojo's alone counts.
  await guest.goto(listingPage);
  await expect(reviews).toContainText("4.0 out of 5, 1 review");
  await expect(reviews.getByRole("article")).toHaveCount(1);
  await expect(reviews).not.toContainText(words);
  await expect(guest.getByRole("link", { name: "Rated 4.0 out of 5 from 1 review" })).toBeVisible();
  expect((await jsonLd(guest)).aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  await expect(await cardOf(guest)).toContainText("Rated 4.0 out of 5 from 1 review");
});

test("a trip says when it can be reviewed, and a refusal from the API is shown", async ({
  browser,
}) => {
  // Seeded: Kwesi's food crawl checked out 19 days ago; his hike is ahead.
  const kwesi = await pageAs(browser, demo("kwesi.quaye@example.com"));
  await kwesi.goto("/trips/BK-FNRHCTYK");
  await expect(kwesi.getByRole("region", { name: "Reviews" })).toContainText("Reviews closed on");
  await expect(kwesi.getByRole("button", { name: "Post review" })).toHaveCount(0);
  await kwesi.goto("/trips/BK-GPQAF7X4");
  await expect(kwesi.getByRole("heading", { name: "You’re all set" })).toBeVisible();
  await expect(kwesi.locator("#review")).toHaveCount(0);

  // Adwoa's treehouse stay checked out a week ago: her past trips offer to review it.
  const adwoa = await pageAs(browser, demo("adwoa.sarpong@example.com"));
  await adwoa.goto("/trips?tab=past");
  const invitation = adwoa.getByRole("link", { name: /^Leave a review of / });
  await expect(invitation).toHaveCount(1);
  expect(await seriousViolations(adwoa)).toEqual([]);
  await invitation.click();
  await expect(adwoa).toHaveURL(/\/trips\/BK-AW9JQ8JU#review$/);
  const section = adwoa.getByRole("region", { name: "Leave a review" });
  for (const group of ["Overall", "Cleanliness", "Accuracy", "Location", "Value"]) {
    await section
      .getByRole("group", { name: group })
      .getByRole("radio", { name: "5 stars" })
      .check();
  }
  await section.getByLabel("Your review").fill("Waking up in the canopy was unforgettable.");

  // Meanwhile the same stay is reviewed from another device: the form says so.
  const elsewhere = await adwoa.request.post(`${server.url}/api/bookings/BK-AW9JQ8JU/review`, {
    data: {
      rating: 5,
      cleanliness: 5,
      accuracy: 5,
      location: 5,
      value: 5,
      text: "Sent from my phone on the way home.",
    },
  });
  expect(elsewhere.status()).toBe(201);
  await section.getByRole("button", { name: "Post review" }).click();
  const problem = section.getByRole("alert");
  await expect(problem).toBeFocused();
  await expect(problem).toContainText("This booking has been reviewed already");
  await adwoa.reload();
  await expect(adwoa.getByRole("region", { name: "Your review" })).toContainText(
    "Sent from my phone on the way home.",
  );
  await adwoa.goto("/trips?tab=past");
  await expect(adwoa.getByRole("link", { name: /^Leave a review of / })).toHaveCount(0);
});
