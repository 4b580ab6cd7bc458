// The hosting pages (issue 18), on the phone and on the desktop: a guest becomes a host, writes
// a draft and is told everything it still needs when sending it for review; an admin finds a
// submitted listing in the review queue and returns it with a note the host then reads;
// approved, its public page names the host. Every test makes its own accounts and listings.
import { expect, test } from "@playwright/test";
import { formatMonth } from "../lib/date-format";
import { signIn } from "./admin-fixtures";
import { seriousViolations } from "./axe";
import { demoListing, draftStayWithPhotos } from "./host-fixtures";
import { registerGuest } from "./pay-fixtures";
import { ADMIN, unique } from "./test-data";

/** A published demo listing: its id, and an amenity id to give a new listing. */
test("a guest becomes a host, writes a draft and sees all it needs before review", async ({
  page,
}) => {
  await registerGuest(page.request);
  await page.goto("/account");
  await page.getByRole("main").getByRole("link", { name: "Become a host" }).click();
  await expect(page.getByRole("heading", { name: "Become a host", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const hostName = `Efua's Rooms ${unique().slice(0, 4)}`;
  await page.getByLabel("Name shown to guests").fill(hostName);
  await page.getByLabel("Phone number").fill("12345");
  await page.getByRole("button", { name: "Become a host" }).click();
  const phone = page.getByLabel("Phone number");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "highlighted fields" })).toContainText(
    "Phone number: Enter a Ghana number",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await phone.fill("024 123 4567");
  await page.getByRole("button", { name: "Become a host" }).click();

  await expect(page).toHaveURL(/\/host\/listings$/);
  await expect(page.getByRole("heading", { name: "Your listings", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Hosting" });
  await expect(nav.getByRole("link", { name: "Listings" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Bookings" })).toBeVisible();
  await expect(page.getByText("You have no listings yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "New listing" }).click();
  await expect(page.getByRole("heading", { name: "New listing", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Featured")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const title = `Garden Room ${unique()}`;
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill("A garden room in Osu.");
  await page.getByLabel(/^Region/).fill("Greater Accra");
  await page.getByLabel(/^City or town/).fill("Accra");
  await page.getByLabel(/^Price in GH₵/).fill("420");
  await page.getByRole("button", { name: "Create listing" }).click();

  await expect(page).toHaveURL(/\/host\/listings\/[a-z0-9]+\?created=1$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Submit for review" }).click();
  const missing = page.getByRole("alert").filter({ hasText: "Before it can be reviewed" });
  await expect(missing).toBeFocused();
  await expect(missing.getByRole("listitem")).toHaveText([
    "A description of at least 50 characters.",
    "The street address.",
    "Where it is on the map (latitude and longitude).",
    "At least one amenity or inclusion.",
    "3 more photos (at least 3).",
  ]);
  await missing.getByRole("link", { name: "The street address." }).click();
  await expect(page.getByLabel("Address")).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Another host's listing is no page of theirs.
  const other = await demoListing(page.request);
  await page.goto(`/host/listings/${other.id}`);
  await expect(page.getByRole("heading", { name: "This path leads nowhere — yet" })).toBeVisible();
});

test("an admin returns a listing in review with a note the host reads; approved, its page names the host", async ({
  page,
  browser,
}) => {
  const host = await (await browser.newContext()).newPage();
  await registerGuest(host.request);
  const hostName = `Yaw's Lodge ${unique().slice(0, 4)}`;
  const title = `Lagoon Lodge ${unique()}`;
  await signIn(page.request, ADMIN);
  const { id, slug } = await draftStayWithPhotos(host.request, page.request, {
    hostName,
    title,
    priceGHS: 480,
  });
  expect((await host.request.post(`/api/host/listings/${id}/submit`, { data: {} })).status()).toBe(
    200,
  );

  await page.goto("/admin");
  const queue = page.getByRole("region", { name: "Waiting for review" });
  const row = queue.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(hostName);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Return to host" }).click();
  await page.getByRole("button", { name: "Return with this note" }).click();
  const note = page.getByLabel("Note to the host");
  await expect(note).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await note.fill("Please add a photo of the bedroom.");
  await page.getByRole("button", { name: "Return with this note" }).click();
  await expect(page.getByText("Returned to its host with your note.")).toBeVisible();

  await host.goto(`/host/listings/${id}`);
  await expect(host.getByText("Returned by the reviewer")).toBeVisible();
  await expect(host.getByText("Please add a photo of the bedroom.")).toBeVisible();
  await expect(host.getByRole("button", { name: "Submit for review" })).toBeVisible();
  expect(await seriousViolations(host)).toEqual([]);
  await host.getByRole("button", { name: "Submit for review" }).click();
  await expect(host.getByText("Waiting for review", { exact: true })).toBeVisible();
  await expect(host.getByText("Returned by the reviewer")).toHaveCount(0);

  await page.reload();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved: the listing is live.")).toBeVisible();

  await host.goto(`/listings/${slug}`);
  await expect(host.getByRole("heading", { name: `Hosted by ${hostName}` })).toBeVisible();
  const month = formatMonth(new Date().toISOString().slice(0, 7), true);
  await expect(host.getByText(`Hosting since ${month}`)).toBeVisible();
  expect(await seriousViolations(host)).toEqual([]);
  await host.context().close();
});
