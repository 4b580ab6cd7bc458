import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { longDate } from "../lib/date-format";
import { draftListing, pendingBooking, publishedListing, signIn } from "./admin-fixtures";
import { holdScripts } from "./hold-scripts";
import { ADMIN, GUEST, PNG, SUPER_ADMIN, unique } from "./test-data";

// The admin dashboard against the real app in embedded mode with the seeded demo data. Every
// test signs in through the API (page.request shares the page's cookies) and creates what it
// changes: its own listings (published with an image through the admin API, so bookings on
// them never collide with other specs), its own guests and bookings. Tests run in parallel.

/** "3123.75" → "GH₵ 3,123.75", "2550.00" → "GH₵ 2,550" (as lib/money-format.ts writes it). */
function cedis(amount: string): string {
  const value = Number(amount);
  return Number.isInteger(value)
    ? `GH₵ ${value.toLocaleString("en-GH")}`
    : `GH₵ ${value.toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

async function adminContextPage(browser: Browser, account = ADMIN): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page.request, account);
  return page;
}

/** Pays a booking's first payment on the sandbox checkout and waits for the confirmation. */
async function payOnSandbox(guest: APIRequestContext, reference: string) {
  const paid = await guest.post(`/api/sandbox/checkout/${reference}`, {
    form: { outcome: "pay", channel: "card" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => (await (await guest.get(`/api/bookings/${reference}`)).json()).data?.status)
    .toBe("CONFIRMED");
}

test.describe("access", () => {
  test("a signed-out visitor is sent to sign in, and a guest gets a plain 404", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/sign-in" && url.searchParams.get("next") === "/admin",
    );

    await signIn(page.request, GUEST);
    for (const path of ["/admin", "/admin/bookings", "/admin/users"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        page.getByRole("heading", { name: "This path leads nowhere — yet" }),
      ).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Administration" })).toHaveCount(0);
    }
  });
});

test("the overview shows the figures, the two charts with their data, recent bookings and top listings", async ({
  page,
}) => {
  await signIn(page.request, ADMIN);
  await page.goto("/admin");
  await expect(page).toHaveTitle("Overview · Admin · Akwaaba");
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Administration" });
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");

  const figures = page.getByRole("region", { name: "Key figures" });
  for (const label of [
    "Users",
    "Bookings",
    "Revenue",
    "Average booking value",
    "Listings",
    "Occupancy",
  ]) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(figures).toContainText("new this month");
  await expect(figures).toContainText("GH₵");
  await expect(figures).toContainText("%");

  const bookingsChart = page.getByRole("img", { name: /^Bookings per month/ });
  const revenueChart = page.getByRole("img", { name: /^Revenue per month/ });
  await expect(bookingsChart).toBeVisible();
  await expect(revenueChart).toBeVisible();
  await expect(bookingsChart.locator("rect")).toHaveCount(12);
  // The numbers behind each chart, for screen readers: a header row and 12 months.
  await expect(
    page.getByRole("table", { name: "Bookings per month: data" }).getByRole("row"),
  ).toHaveCount(13);
  await expect(
    page.getByRole("table", { name: "Revenue per month: data" }).getByRole("row"),
  ).toHaveCount(13);
  await expect(page.getByRole("table", { name: "Revenue per month: data" })).toContainText("GH₵");

  const recent = page.getByRole("table", { name: "The 10 newest bookings" });
  await expect(recent.getByRole("row")).toHaveCount(11);
  await expect(recent.getByRole("link", { name: /^BK-/ }).first()).toBeVisible();
  const top = page.getByRole("table", { name: "The 5 listings with the most confirmed bookings" });
  await expect(top.getByRole("row")).toHaveCount(6);
});

test("an admin creates a listing through the form, adds two images, publishes it and finds it on the site", async ({
  page,
}) => {
  await signIn(page.request, ADMIN);
  await page.goto("/admin/listings");
  await page.getByRole("link", { name: "New listing" }).click();
  await expect(page.getByRole("heading", { name: "New listing", level: 1 })).toBeVisible();

  const title = `Lagoon Cottage ${unique()}`;
  const titleField = page.getByLabel(/^Title/);
  await titleField.fill("Hi");
  await page.getByLabel(/^Description/).fill("A two-bedroom cottage by the Benya lagoon.");
  await page.getByLabel(/^Region/).fill("Central");
  await page.getByLabel(/^City or town/).fill("Elmina");
  await page.getByLabel(/^Price in GH₵/).fill("620.50");
  await page.getByLabel(/^Maximum guests/).fill("4");
  await page.getByLabel("Wi-Fi", { exact: true }).check();
  await page.getByRole("button", { name: "Create listing" }).click();

  // The API's validation message, on the field.
  await expect(
    page.getByRole("alert").filter({ hasText: "Some fields need your attention." }),
  ).toBeVisible();
  await expect(titleField).toHaveAttribute("aria-invalid", "true");
  await expect(titleField).toHaveAttribute("aria-describedby", "listing-title-error");
  await expect(page.locator("#listing-title-error")).toHaveText(
    "Use at least 3 characters for the title.",
  );
  await expect(page).toHaveURL(/\/admin\/listings\/new$/);

  await titleField.fill(title);
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(/\/admin\/listings\/[a-z0-9]+\?created=1$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Listing created as a draft")).toBeVisible();
  await expect(page.getByLabel(/^Title/)).not.toHaveAttribute("aria-invalid", "true");

  // Publishing without an image is refused, and the reason is shown.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Add an image first" })).toContainText(
    "at least one image",
  );

  await page.getByLabel("Choose images").setInputFiles([
    { name: "veranda.png", mimeType: "image/png", buffer: PNG },
    { name: "bedroom.png", mimeType: "image/png", buffer: PNG },
  ]);
  const images = page.getByRole("list", { name: "Images in display order" });
  await expect(images.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("2 images uploaded.")).toBeVisible();
  await expect(images.getByRole("listitem", { name: "Image 1 of 2, primary" })).toBeVisible();

  // Make the second image primary, describe it, and move it to the front.
  await page.getByRole("button", { name: "Make image 2 primary" }).click();
  await expect(images.getByRole("listitem", { name: "Image 2 of 2, primary" })).toBeVisible();
  await expect(images.getByRole("listitem", { name: "Image 1 of 2" })).toBeVisible();
  await page.getByLabel(/Alt text.*image 2/).fill("The veranda over the lagoon at sunset");
  await page.getByRole("button", { name: "Save alt text of image 2" }).click();
  await expect(page.getByText("Alt text of image 2 saved.")).toBeVisible();
  await page.getByRole("button", { name: "Move image 2 earlier" }).click();
  await expect(page.getByText("Image moved to position 1 of 2.")).toBeVisible();
  await expect(images.getByRole("listitem", { name: "Image 1 of 2, primary" })).toBeVisible();
  await expect(page.getByLabel(/Alt text.*image 1/)).toHaveValue(
    "The veranda over the lagoon at sunset",
  );
  // Cards can be dragged too: put the other image back in front.
  await images
    .getByRole("listitem", { name: "Image 2 of 2" })
    .dragTo(images.getByRole("listitem", { name: "Image 1 of 2, primary" }));
  await expect(page.getByText("Image moved to position 1 of 2.")).toBeVisible();
  await expect(images.getByRole("listitem", { name: "Image 2 of 2, primary" })).toBeVisible();
  await expect(page.getByLabel(/Alt text.*image 2/)).toHaveValue(
    "The veranda over the lagoon at sunset",
  );

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: the listing is live.")).toBeVisible();
  const viewLink = page.getByRole("link", { name: "View on the site" });
  await expect(viewLink).toBeVisible();
  const href = await viewLink.getAttribute("href");
  expect(href).toMatch(/^\/listings\/lagoon-cottage-/);

  await page.goto(href ?? "/");
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole("img", { name: "The veranda over the lagoon at sunset" }).first(),
  ).toBeAttached();
});

test("an admin blocks two nights in the calendar, sees them blocked, and unblocks them", async ({
  page,
}) => {
  await signIn(page.request, ADMIN);
  const listing = await publishedListing(page.request, `Calendar Villa ${unique()}`);
  // The 10th and 11th of next month: always in the future, always in one month.
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const first = `${month.toISOString().slice(0, 7)}-10`;
  const last = `${month.toISOString().slice(0, 7)}-11`;
  const checkOut = `${month.toISOString().slice(0, 7)}-12`;

  // Until the page has hydrated, the form's fields are disabled: React would replace what was
  // typed into them with its own state.
  const scripts = holdScripts(page);
  await page.goto(`/admin/listings/${listing.id}#calendar`, { waitUntil: "commit" });
  const calendar = page.getByRole("region", { name: "Calendar", exact: true });
  await expect(calendar.getByLabel("First night")).toBeDisabled();
  scripts.release();
  await calendar.getByLabel("First night").fill(first);
  // As a guest's stay: the day the listing is free again is not a night.
  await calendar.getByLabel("Free again from").fill(checkOut);
  await calendar.getByLabel("Reason").selectOption({ label: "Owner stay" });
  await calendar.getByLabel("Note (optional)").fill("The owners' family visit");
  await calendar.getByRole("button", { name: "Block nights", exact: true }).click();

  await expect(calendar.getByRole("status").filter({ hasText: "Blocked" })).toContainText(
    "2 nights",
  );
  const monthName = new Intl.DateTimeFormat("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(month);
  await expect(calendar.getByRole("heading", { name: monthName, exact: true })).toBeVisible();
  for (const night of [first, last]) {
    await expect(
      calendar.getByRole("button", { name: `${longDate(night)}: blocked (owner stay)` }),
    ).toContainText("Blocked");
  }
  await expect(calendar.getByRole("button", { name: `${longDate(checkOut)}: free` })).toBeVisible();
  await expect(calendar.getByText("“The owners' family visit”")).toBeVisible();

  // Unavailable to guests too.
  const availability = await page.request.get(
    `/api/listings/${listing.slug}/availability?checkIn=${first}&checkOut=${checkOut}`,
  );
  const { data } = await availability.json();
  expect(data.available).toBe(false);
  expect(data.unavailableDates).toEqual([first, last]);
  // …and on the listing page, whose calendar greys the blocked nights out.
  const guestView = await page.context().newPage();
  await guestView.goto(`/listings/${listing.slug}`);
  const guestCalendar = guestView.locator("#booking");
  await guestCalendar.getByRole("button", { name: /^Check-in/ }).click();
  await expect(guestCalendar.getByRole("dialog", { name: "Choose dates" })).toBeVisible();
  for (let step = 0; step < 14; step += 1) {
    if ((await guestCalendar.locator(`[data-date="${first}"]`).count()) > 0) break;
    await guestCalendar.getByRole("button", { name: "Next month" }).click();
  }
  await expect(guestCalendar.locator(`[data-date="${first}"]`)).toBeDisabled();
  await expect(guestCalendar.locator(`[data-date="${last}"]`)).toBeDisabled();
  await guestView.close();

  // Blocking a taken night again is refused with the API's reason.
  await calendar.getByRole("button", { name: `${longDate(last)}: blocked (owner stay)` }).click();
  await calendar.getByRole("button", { name: `${longDate(checkOut)}: free` }).click();
  await expect(calendar.getByLabel("First night")).toHaveValue(last);
  await expect(calendar.getByLabel("Free again from")).toHaveValue(checkOut);
  await calendar.getByRole("button", { name: "Block nights", exact: true }).click();
  await expect(calendar.getByRole("alert")).toContainText("already booked, held or blocked");

  await calendar.getByRole("button", { name: /^Unblock .*\(2 nights\)$/ }).click();
  await expect(calendar.getByRole("status").filter({ hasText: "Unblocked" })).toHaveText(
    "Unblocked 2 nights.",
  );
  await expect(calendar.getByRole("button", { name: `${longDate(first)}: free` })).toBeVisible();
});

test("the bookings table filters by status and links to the detail", async ({ page }) => {
  await signIn(page.request, ADMIN);
  await page.goto("/admin/bookings");
  await expect(page.getByRole("region", { name: "All bookings at a glance" })).toContainText(
    "Revenue",
  );
  const filters = page.getByRole("search", { name: "Filter bookings" });
  await filters.getByLabel("Status").selectOption({ label: "Cancelled" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]status=CANCELLED/);

  const table = page.getByRole("table", { name: /^Bookings, filtered/ });
  const rows = table.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await expect(rows.nth(index).getByRole("cell").first()).toHaveText("Cancelled");
  }

  await rows.first().getByRole("link", { name: /^BK-/ }).click();
  await expect(page.getByRole("heading", { name: /^Booking BK-/, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Cancelled");
});

test("a stay checking out today is moved to COMPLETED with a note, which shows in its history", async ({
  page,
}) => {
  await signIn(page.request, ADMIN);
  // Seeded: a confirmed two-night stay whose check-out day is today.
  await page.goto("/admin/bookings/BK-CHK2TDAY");
  const change = page.getByRole("region", { name: "Change status" });
  const select = change.getByLabel("New status");
  await select.selectOption("COMPLETED");
  await change.getByLabel(/^Note for the history/).fill("Keys returned, all well");
  await change.getByRole("button", { name: "Change status" }).click();
  await expect(change.getByRole("status")).toHaveText("Status changed to Completed.");
  const latest = page.getByRole("region", { name: "History" }).getByRole("listitem").first();
  await expect(latest).toContainText("Confirmed");
  await expect(latest).toContainText("Completed");
  await expect(latest).toContainText("Keys returned, all well");
});

test("a pending booking is confirmed with a note, which shows in its history; then only the allowed moves are offered", async ({
  page,
  request,
}) => {
  await signIn(page.request, ADMIN);
  const listing = await publishedListing(page.request, `Status Lodge ${unique()}`);
  const booking = await pendingBooking(request, listing);

  await page.goto(`/admin/bookings/${booking.reference}`);
  await expect(page.getByRole("heading", { name: `Booking ${booking.reference}` })).toBeVisible();
  const change = page.getByRole("region", { name: "Change status" });
  const select = change.getByLabel("New status");
  // PENDING → CONFIRMED here; cancelling has its own form with the refund choice.
  await expect(select.locator("option:not([disabled])")).toHaveText(["Confirmed"]);
  await expect(page.getByRole("region", { name: "Cancel booking" })).toBeVisible();

  await select.selectOption("CONFIRMED");
  await change
    .getByLabel(/^Note for the history/)
    .fill("Paid by bank transfer at the Accra office");
  await change.getByRole("button", { name: "Change status" }).click();
  await expect(change.getByRole("status")).toHaveText("Status changed to Confirmed.");

  const history = page.getByRole("region", { name: "History" });
  const latest = history.getByRole("listitem").first();
  await expect(latest).toContainText("Pending");
  await expect(latest).toContainText("Confirmed");
  await expect(latest).toContainText("Paid by bank transfer at the Accra office");
  await expect(latest).toContainText("Efua Mensah");

  // CONFIRMED → COMPLETED or NO_SHOW only, each not before its day (the stay is weeks away).
  await expect(select.locator("option:not([value=''])")).toHaveText([
    "Completed (not yet)",
    "No-show (not yet)",
  ]);
  await expect(select.locator("option[value='COMPLETED']")).toBeDisabled();
  await expect(select.locator("option[value='NO_SHOW']")).toBeDisabled();
  await expect(select.locator("option[value='PENDING']")).toHaveCount(0);
  await expect(change.getByRole("button", { name: "Change status" })).toBeDisabled();
  await expect(change).toContainText("possible from the check-out day");
});

test("cancelling a paid booking with a full refund shows the amount first and refunds it", async ({
  page,
  request,
}) => {
  await signIn(page.request, ADMIN);
  const listing = await publishedListing(page.request, `Refund House ${unique()}`);
  const booking = await pendingBooking(request, listing);
  await payOnSandbox(request, booking.reference);
  const amount = cedis(booking.total);

  await page.goto(`/admin/bookings/${booking.reference}`);
  // The panel is renamed "Cancellation" once the booking is cancelled: find it by its id.
  const cancel = page.locator("section#cancel");
  // Who is at fault decides the refund (lib/refunds.ts); nothing is chosen for the admin.
  const host = cancel.getByRole("radio", { name: /^The host cannot honour the stay/ });
  await expect(host).not.toBeChecked();
  await expect(host).toHaveAccessibleName(new RegExp(`Full refund: ${amount}`));

  await cancel.getByRole("button", { name: "Review cancellation" }).click();
  await expect(cancel.getByLabel(/^Reason/)).toHaveAttribute("aria-invalid", "true");
  await cancel.getByLabel(/^Reason/).fill("The owner double-let the house; our apologies");
  await host.check();
  await cancel.getByRole("button", { name: "Review cancellation" }).click();
  await expect(cancel).toContainText(
    `the guest will be refunded ${amount} (full refund of the paid total).`,
  );
  await cancel.getByRole("button", { name: `Cancel and refund ${amount}` }).click();

  await expect(cancel.getByRole("status")).toContainText("Booking cancelled.");
  await expect(cancel.getByRole("status")).toContainText(`A refund of ${amount}`);
  const pageHeader = page
    .locator("header")
    .filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(pageHeader).toContainText("Cancelled");
  const refunds = page.getByRole("table", { name: "Refunds of this booking" });
  await expect(refunds).toContainText(amount);
  await expect(
    page.getByRole("region", { name: "History" }).getByRole("listitem").first(),
  ).toContainText("The owner double-let the house; our apologies");
  await expect(page.getByRole("table", { name: "Payment attempts of this booking" })).toContainText(
    booking.reference,
  );
});

test("users: search finds the guest, and the role choices follow the signed-in admin's rights", async ({
  page,
  browser,
  request,
}) => {
  await signIn(page.request, ADMIN);
  await page.goto("/admin/users");
  const filters = page.getByRole("search", { name: "Find users" });
  await filters.getByLabel("Name or e-mail").fill("guest@example.com");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/search=guest%40example\.com/);
  const table = page.getByRole("table", { name: /^Users/ });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  const row = table.getByRole("row", { name: /guest@example\.com/ });
  await expect(row).toContainText("Ama Owusu");
  await expect(row.getByRole("cell").nth(1)).toHaveText(/^\d+$/);

  // An ADMIN may only move people between Guest and Host.
  const adminChoice = page.getByLabel("Role of guest@example.com", { exact: true });
  await expect(adminChoice.locator("option")).toHaveText(["Guest", "Host"]);

  await page.goto("/admin/users?search=superadmin%40example.com");
  await expect(page.getByRole("row", { name: /superadmin@example\.com/ })).toContainText(
    "Only a super administrator can change this role.",
  );
  await page.goto("/admin/users?search=admin%40example.com&role=ADMIN");
  await expect(page.getByRole("row", { name: /admin@example\.com/ })).toContainText(
    "You cannot change your own role.",
  );

  // A SUPER_ADMIN may give any role.
  const superPage = await adminContextPage(browser, SUPER_ADMIN);
  await superPage.goto("/admin/users?search=guest%40example.com");
  await expect(
    superPage.getByLabel("Role of guest@example.com", { exact: true }).locator("option"),
  ).toHaveText(["Guest", "Host", "Administrator", "Super administrator"]);
  await superPage.context().close();

  // Promote a new user to Host.
  const email = `kojo.${unique()}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password: "fufu-and-light-soup-26", firstName: "Kojo", lastName: "Boateng" },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  const newcomer = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(newcomer).toContainText("Guest");
  await page.getByLabel(`Role of ${email}`, { exact: true }).selectOption({ label: "Host" });
  await page.getByRole("button", { name: `Change the role of ${email}` }).click();
  await expect(newcomer.getByRole("status")).toHaveText("Now Host.");
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}&role=HOST`);
  await expect(
    page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) }),
  ).toBeVisible();
});

test("the support page lists the outbox e-mails and the payment events", async ({
  page,
  request,
}) => {
  await signIn(page.request, ADMIN);
  const listing = await publishedListing(page.request, `Support Suite ${unique()}`);
  const booking = await pendingBooking(request, listing);
  await payOnSandbox(request, booking.reference);

  await page.goto("/admin/support");
  await expect(page.getByRole("heading", { name: "Outbox and webhooks", level: 1 })).toBeVisible();
  const outbox = page.getByRole("table", { name: "E-mails in the outbox, newest first" });
  const email = outbox.getByRole("row", { name: new RegExp(booking.email.replace(/\./g, "\\.")) });
  await expect(email.first()).toBeVisible();
  await email.first().getByText("Read the e-mail").click();
  await expect(email.first()).toContainText(booking.reference);

  const events = page.getByRole("table", { name: "Payment provider events, newest first" });
  const event = events.getByRole("row").filter({ hasText: booking.reference });
  await expect(event.first()).toContainText("charge.success");
  await expect(event.first()).toContainText("Confirmed");
});

test("the audit log lists admin changes and filters by record", async ({ page }) => {
  await signIn(page.request, ADMIN);
  const listing = await draftListing(page.request, `Audit Hut ${unique()}`);
  await page.goto("/admin/audit");
  const filters = page.getByRole("search", { name: "Filter the audit log" });
  await filters.getByLabel("Kind of record").selectOption({ label: "Listings" });
  await filters.getByLabel("Record id").fill(listing.id);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  const table = page.getByRole("table", { name: /^Audit log entries, filtered/ });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText("Listing create");
  await expect(table).toContainText("Efua Mensah");
  await table.locator("summary", { hasText: "After" }).click();
  await expect(table).toContainText(listing.title);
});

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the dashboard pages never scroll sideways; the lists' tables are cards that fit the screen", async ({
    page,
    request,
  }) => {
    await signIn(page.request, ADMIN);
    const listing = await publishedListing(page.request, `Narrow Cabin ${unique()}`);
    const booking = await pendingBooking(request, listing);
    const lists = [
      "/admin",
      "/admin/listings",
      "/admin/bookings",
      "/admin/users",
      "/admin/support",
      "/admin/audit",
    ];
    for (const path of [
      ...lists,
      "/admin/listings/new",
      `/admin/listings/${listing.id}`,
      `/admin/bookings/${booking.reference}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (!lists.includes(path)) continue;
      // Nothing around a list's table scrolls sideways either: its rows are stacked cards.
      const tablesScrollingSideways = await page.locator("main table").evaluateAll(
        (tables) =>
          tables.filter((table) => {
            if (table.closest(".sr-only")) return false; // a chart's numbers, for screen readers
            for (
              let box: Element | null = table;
              box && box.tagName !== "MAIN";
              box = box.parentElement
            ) {
              if (box.scrollWidth > box.clientWidth + 1) return true;
            }
            return false;
          }).length,
      );
      expect(tablesScrollingSideways, path).toBe(0);
    }
  });
});
