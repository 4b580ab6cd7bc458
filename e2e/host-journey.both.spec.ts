// The supply side end to end (issue 18): a new user becomes a host, writes a listing with its
// photos, sends it for review; an admin approves it; a guest books and pays; the host finds
// the booking with the guest's contact, and another host can reach none of it.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { api, cedis, payOnSandbox, registerGuest, signedInPage } from "./pay-fixtures";
import { ADMIN, isoDay, PNG, unique } from "./test-data";

test("a new host's listing goes from draft to review, to live, to a paid booking the host sees", async ({
  page,
  browser,
}) => {
  await registerGuest(page.request);
  await page.goto("/become-a-host");
  await page.getByLabel("Name shown to guests").fill("Abena's Rooms");
  await page.getByLabel("Phone number").fill("+233241112233");
  await page.getByRole("button", { name: "Become a host" }).click();
  await expect(page).toHaveURL(/\/host\/listings$/);

  await page.getByRole("link", { name: "New listing" }).click();
  await expect(page.getByRole("heading", { name: "New listing", level: 1 })).toBeVisible();
  const title = `Cocoa Hill Cottage ${unique()}`;
  await page.getByLabel(/^Title/).fill(title);
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await page
    .getByLabel(/^Description/)
    .fill("A stone cottage among cocoa trees above Kumasi, with a veranda and a wood stove.");
  await page.getByLabel(/^Region/).fill("Ashanti");
  await page.getByLabel(/^City or town/).fill("Kumasi");
  await page.getByLabel("Address", { exact: true }).fill("3 Cocoa Hill Road");
  await page.getByLabel("Latitude").fill("6.69");
  await page.getByLabel("Longitude").fill("-1.62");
  await page.getByLabel(/^Price in GH₵/).fill("350");
  await page.getByLabel(/^Maximum guests/).fill("2");
  await page.getByRole("checkbox", { name: "Wi-Fi" }).check();
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/host\/listings\/[a-z0-9]+\?created=1$/);
  const listingId = new URL(page.url()).pathname.split("/").at(-1) ?? "";

  await page.getByLabel("Choose images").setInputFiles(
    ["veranda", "bedroom", "garden"].map((name) => ({
      name: `${name}.png`,
      mimeType: "image/png",
      buffer: PNG,
    })),
  );
  await expect(page.getByText("3 images uploaded.")).toBeVisible();
  // The stay's calendar feed, for the host's other channels: served, and replaceable.
  const feedField = page.getByLabel("Calendar feed (iCal)");
  const feedUrl = await feedField.inputValue();
  expect(feedUrl).toMatch(/\/api\/calendars\/[a-f0-9]{32,64}\.ics$/);
  const feed = await page.request.get(feedUrl);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  await page.getByRole("button", { name: "Make a new address" }).click();
  await expect(page.getByText("New address made")).toBeVisible();
  await expect(feedField).not.toHaveValue(feedUrl);
  expect((await page.request.get(feedUrl)).status()).toBe(404);

  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(
    page.getByText("Sent for review: an admin is checking it before it goes live."),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const admin = await signedInPage(browser, ADMIN);
  await admin.goto("/admin");
  const queue = admin.getByRole("region", { name: "Waiting for review" });
  await queue.getByRole("link", { name: title }).click();
  await admin.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Approved: the listing is live.")).toBeVisible();
  await admin.context().close();

  const guestPage = await (await browser.newContext()).newPage();
  const guest = await registerGuest(guestPage.request);
  const checkIn = isoDay(3);
  const created = await api(guestPage.request).post("/api/bookings", {
    listingId,
    checkIn,
    checkOut: isoDay(5),
    adults: 2,
    children: 0,
    guestName: guest.name,
    guestEmail: guest.email,
    guestPhone: "+233209998877",
  });
  expect(created.status()).toBe(201);
  const { booking, paymentUrl } = (await created.json()).data;
  await guestPage.goto(paymentUrl);
  await payOnSandbox(guestPage);
  await guestPage.context().close();

  await page.goto("/host/bookings");
  const row = page.getByRole("row").filter({ hasText: booking.reference });
  await expect(row).toContainText("Confirmed");
  await expect(row).toContainText("Efua");
  await expect(row).toContainText("GH₵ 700");
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole("link", { name: booking.reference }).click();
  await expect(page.getByRole("heading", { name: `Booking ${booking.reference}` })).toBeVisible();
  await expect(page.getByRole("link", { name: guest.email })).toBeVisible();
  await expect(page.getByRole("link", { name: "+233209998877" })).toBeVisible();
  await expect(page.locator("dd").filter({ hasText: guest.name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/host");
  await expect(page.getByRole("region", { name: /^Today/ })).toContainText("Nobody arrives today.");
  const arrivals = page.getByRole("region", { name: "Next arrivals" });
  await expect(arrivals.getByRole("listitem").filter({ hasText: title })).toContainText("Efua");
  await expect(page.getByRole("definition").filter({ hasText: /^\d+\.?\d*%$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another host reaches neither the listing nor the booking, over the API or as pages.
  const other = await (await browser.newContext()).newPage();
  await registerGuest(other.request);
  const became = await api(other.request).post("/api/host/profile", {
    displayName: "Another Host",
    phone: "+233245556677",
  });
  expect(became.status()).toBe(201);
  for (const path of [
    `/api/host/listings/${listingId}`,
    `/api/host/listings/${listingId}/images`,
    `/api/host/bookings/${booking.reference}`,
  ]) {
    const answer = await api(other.request).get(path);
    expect(answer.status(), path).toBe(403);
    expect((await answer.json()).error.code).toBe("FORBIDDEN");
  }
  const refused = await api(other.request).post(`/api/host/bookings/${booking.reference}/cancel`, {
    reason: "Not mine",
  });
  expect(refused.status()).toBe(403);
  expect((await other.goto(`/host/bookings/${booking.reference}`))?.status()).toBe(404);
  await other.context().close();

  // The host cancels: the guest gets back everything paid, fees included.
  await page.goto(`/host/bookings/${booking.reference}`);
  const cancel = page.getByRole("region", { name: "Cancel booking" });
  await expect(cancel).toContainText(cedis(booking.total));
  await cancel.getByLabel(/^Reason/).fill("A storm damaged the roof");
  await cancel.getByRole("button", { name: "Review cancellation" }).click();
  await cancel.getByRole("button", { name: `Cancel and refund ${cedis(booking.total)}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking cancelled." })).toContainText(
    `A refund of ${cedis(booking.total)} is being processed.`,
  );
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
});
