// Importing another channel's calendar in the editor (issue 20): an admin links an
// Airbnb-shaped feed served from this machine; its nights close here, the night a guest holds
// shows as a conflict, a dropped night is freed by "Sync now", a failing feed says why, and
// removing the calendar frees its nights.
import { expect, test } from "@playwright/test";
import { addDays } from "../lib/dates";
import { startCalendarFeedStub } from "../tests/stubs/calendar-feed-stub";
import { airbnbFeed } from "../tests/stubs/channel-feeds";
import { pendingBooking, publishedListing, signIn } from "./admin-fixtures";
import { seriousViolations } from "./axe";
import { feedStubPort } from "./feed-stub-port";
import { ADMIN, isoDay, unique } from "./test-data";

// One stub on its fixed port: the file's tests run one after the other, in one worker.
test.describe.configure({ mode: "serial" });

const appPort = Number(process.env.E2E_PORT ?? 3100);

test("an imported calendar closes nights, flags a conflict, syncs, fails loudly and is removed", async ({
  page,
  browser,
}) => {
  const stub = await startCalendarFeedStub(feedStubPort(appPort));
  try {
    await signIn(page.request, ADMIN);
    const listing = await publishedListing(page.request, `Feed Villa ${unique()}`);
    const guest = await browser.newContext();
    const held = await pendingBooking(guest.request, listing);
    await guest.close();
    const free = async (checkIn: string, checkOut: string) =>
      (
        await (
          await page.request.get(`/api/listings/${listing.slug}/availability`, {
            params: { checkIn, checkOut },
          })
        ).json()
      ).data.available as boolean;

    // Airbnb sold days 2–4 and, by mistake, the first night the guest holds here.
    const path = `/ical-${unique()}.ics`;
    const sold = { start: isoDay(2), end: isoDay(5) };
    const clash = { start: held.checkIn, end: addDays(held.checkIn, 1) };
    stub.setFeed(path, airbnbFeed([sold, clash]));

    await page.goto(`/admin/listings/${listing.id}`);
    const panel = page.getByRole("region", { name: "Calendars on other channels" });
    await panel.getByLabel("Calendar link (iCal)").fill(`${stub.url}${path}`);
    await panel.getByLabel("Name (optional)").fill("Airbnb");
    await panel.getByRole("button", { name: "Add calendar" }).click();
    await expect(panel.getByRole("status")).toHaveText("Airbnb was added: 4 nights taken.");
    await expect(panel).toContainText(`Conflict: Airbnb also sold`);
    await expect(panel).toContainText(`of booking ${held.reference}`);
    expect(await free(isoDay(2), isoDay(3))).toBe(false);
    expect(await free(isoDay(4), isoDay(5))).toBe(false);

    // The grid says where each night comes from: the month of day 2, reached if need be.
    if (isoDay(2).slice(0, 7) !== isoDay(0).slice(0, 7)) {
      await page.getByRole("button", { name: /^Next month/ }).click();
    }
    await expect(page.getByRole("button", { name: /: taken on Airbnb$/ }).first()).toBeVisible();
    await expect(page.getByText("From Airbnb").first()).toBeVisible();

    // Airbnb frees day 4: "Sync now" frees it here.
    stub.setFeed(path, airbnbFeed([{ start: isoDay(2), end: isoDay(4) }, clash]));
    await panel.getByRole("button", { name: "Sync Airbnb now" }).click();
    await expect(panel.getByRole("status")).toHaveText("Airbnb is synced.");
    await expect(panel).toContainText("3 nights taken from today on");
    expect(await free(isoDay(4), isoDay(5))).toBe(true);
    expect(await free(isoDay(2), isoDay(3))).toBe(false);

    // A feed that fails says why, and changes no night.
    stub.setBehaviour(path, { status: 500 });
    await panel.getByRole("button", { name: "Sync Airbnb now" }).click();
    await expect(panel.getByRole("status")).toHaveText(
      "Airbnb could not be read: The feed answered HTTP 500",
    );
    await expect(panel).toContainText("Last error: The feed answered HTTP 500");
    expect(await free(isoDay(2), isoDay(3))).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole("button", { name: "Remove Airbnb" }).click();
    await expect(panel.getByRole("status")).toHaveText(
      "Airbnb was removed; the nights it took are free again.",
    );
    expect(await free(isoDay(2), isoDay(4))).toBe(true);
  } finally {
    await stub.close();
  }
});
