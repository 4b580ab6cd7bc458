import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
// "Tue 14 Oct", as the date buttons say a date ("Sep", never Intl's "Sept").
import { shortDate } from "../lib/date-format";
import { holdScripts } from "./hold-scripts";
import { ADMIN, isoDay, randomInt, uniqueEmail } from "./test-data";

// Booking journeys against the real app in embedded mode: the booking page, the sandbox
// checkout, the callback page, the trip page with its cancel dialog, and the e-mail outbox.
// Every test registers its own guest and books a listing on dates 200–330 days ahead, picked
// at random and checked free, so the tests run in parallel with each other and other specs.

interface Stay {
  listingId: string;
  slug: string;
  title: string;
  checkIn: string;
  checkOut: string;
}

async function registerGuest(page: Page, firstName = "Kofi", lastName = "Mensah") {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await page.request.post("/api/auth/register", {
    data: { email, password: "jollof-and-kelewele-26", firstName, lastName },
  });
  expect(response.status()).toBe(201);
  return { email, name: `${firstName} ${lastName}` };
}

/** A published stay for two with 2–3 free nights starting 200–330 days from today. */
async function freeStay(request: APIRequestContext): Promise<Stay> {
  const response = await request.get("/api/listings?type=ACCOMMODATION&guests=2&limit=50");
  expect(response.ok()).toBe(true);
  const listings = (await response.json()).data as Array<{
    id: string;
    slug: string;
    title: string;
  }>;
  expect(listings.length).toBeGreaterThan(0);
  for (let attempt = 0; attempt < 20; attempt++) {
    const listing = listings[randomInt(0, listings.length - 1)];
    if (!listing) continue;
    const start = randomInt(200, 330);
    const stay = {
      listingId: listing.id,
      slug: listing.slug,
      title: listing.title,
      checkIn: isoDay(start),
      checkOut: isoDay(start + randomInt(2, 3)),
    };
    const availability = await request.get(
      `/api/listings/${listing.slug}/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
    );
    if ((await availability.json()).data?.available) return stay;
  }
  throw new Error("no free stay found");
}

function bookingPath(stay: Stay, adults = 2): string {
  return `/book/${stay.slug}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=${adults}&children=0`;
}

/** "GH₵ 2,868.75" → 2868.75 */
function cedis(text: string): number {
  const match = /GH₵\s*([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1].replaceAll(",", ""));
}

/** The value beside a label in the price breakdown. */
function priceLine(page: Page, label: string | RegExp): Locator {
  return page
    .locator("dl[aria-label='Price breakdown'] > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");
}

async function fillAndConfirm(page: Page, phone: string) {
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: /^Confirm and pay/ }).click();
}

async function payOnSandbox(page: Page, channel: "Card" | "Mobile money" = "Card") {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/BK-[A-Z2-9]{8}(-\d+)?$/);
  await page.getByLabel(channel, { exact: true }).check();
  await page.getByRole("button", { name: /^Pay GH₵/ }).click();
}

/** A confirmed booking for a new guest, made through the API and paid on the sandbox page. */
async function confirmedBooking(page: Page) {
  const guest = await registerGuest(page, "Esi", "Boateng");
  const stay = await freeStay(page.request);
  const created = await page.request.post("/api/bookings", {
    data: {
      listingId: stay.listingId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
      children: 0,
      guestName: guest.name,
      guestEmail: guest.email,
      guestPhone: "+233201234567",
    },
  });
  expect(created.status()).toBe(201);
  const { booking, paymentUrl } = (await created.json()).data;
  await page.goto(paymentUrl);
  await payOnSandbox(page);
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  return { reference: booking.reference as string, stay };
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const response = await context.request.post("/api/auth/login", { data: ADMIN });
  expect(response.status()).toBe(200);
  return context.newPage();
}

test("a guest books a stay, pays by Mobile Money and gets the confirmation e-mail", async ({
  page,
  browser,
}) => {
  const guest = await registerGuest(page);
  const stay = await freeStay(page.request);

  await page.goto(bookingPath(stay));
  await expect(page.getByRole("heading", { name: "Confirm and pay", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Check-in/ })).toHaveAccessibleName(
    `Check-in ${shortDate(stay.checkIn)}`,
  );
  await expect(page.getByRole("button", { name: /^Check-out/ })).toHaveAccessibleName(
    `Check-out ${shortDate(stay.checkOut)}`,
  );
  await expect(page.getByRole("group", { name: "Adults" }).getByRole("status")).toHaveText(
    "2 adults",
  );
  await expect(page.getByLabel("Full name")).toHaveValue(guest.name);
  await expect(page.getByLabel("E-mail address")).toHaveValue(guest.email);
  await expect(page.getByLabel("Phone number")).toHaveValue("");
  const total = page.getByTestId("price-total");
  await expect(total).toContainText("GH₵");
  const totalText = (await total.textContent()) ?? "";

  await page.getByLabel(/Special requests/).fill("We arrive late in the evening.");
  // Written the way people write it; the form sends +233 and nine digits.
  await fillAndConfirm(page, "+233 24 123 4567");

  await payOnSandbox(page, "Mobile money");
  await expect(page).toHaveURL(/\/checkout\/callback\?.*reference=BK-/);
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Booking confirmed" })).toBeVisible();
  const reference = (await page.getByTestId("booking-reference").textContent())?.trim() ?? "";
  expect(reference).toMatch(/^BK-[A-Z2-9]{8}$/);

  await page.getByRole("link", { name: "View your trip" }).click();
  await expect(page).toHaveURL(`/trips/${reference}`);
  await expect(page.getByRole("heading", { name: stay.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You’re all set" })).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("Paid");
  await expect(payments).toContainText("Mobile Money");
  await expect(payments).toContainText(cedis(totalText).toLocaleString("en-GH"));
  await expect(page.getByRole("region", { name: "Lead guest" })).toContainText("+233241234567");

  // The trip is listed under Upcoming.
  await page.goto("/trips");
  await expect(page.getByRole("link", { name: /Upcoming/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name: stay.title })).toBeVisible();

  // Its nights are now taken: booking them again says so and links back to the listing.
  await page.goto(bookingPath(stay));
  await expect(page.getByText("These dates are not available.", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "see which dates are free on the listing" }).first(),
  ).toBeVisible();

  // The outbox is shown to administrators only…
  expect((await page.goto("/admin/support"))?.status()).toBe(404);
  // …who find the confirmation there.
  const admin = await adminPage(browser);
  await admin.goto("/admin/support");
  const outbox = admin.getByRole("table", { name: "E-mails in the outbox, newest first" });
  const mail = outbox
    .getByRole("row")
    .filter({ hasText: `Booking confirmed: ${stay.title} (${reference})` });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText(guest.email);
  await mail.getByText("Read the e-mail").click();
  await expect(mail.locator("pre")).toContainText(reference);
  // Someone else's trip is a not-found page, exactly like a trip that does not exist.
  expect((await admin.goto(`/trips/${reference}`))?.status()).toBe(404);
  expect((await page.goto("/trips/BK-AAAAAAAA"))?.status()).toBe(404);
  await admin.context().close();
});

test("a declined payment can be tried again and then succeeds", async ({ page }) => {
  await registerGuest(page, "Yaw", "Asante");
  const stay = await freeStay(page.request);

  await page.goto(bookingPath(stay));
  await fillAndConfirm(page, "+233501234567");
  await expect(page).toHaveURL(/\/sandbox\/checkout\/BK-[A-Z2-9]{8}$/);
  const bookingReference = new URL(page.url()).pathname.split("/").pop() ?? "";
  // Until the callback page's scripts have run, its server HTML shows "Try again" disabled:
  // a click then would be lost.
  const scripts = holdScripts(page);
  await page.getByRole("button", { name: "Decline" }).click();

  await expect(page).toHaveURL(/\/checkout\/callback\?/);
  await expect(page.getByRole("heading", { name: /Your payment didn.t go through/ })).toBeVisible();
  const tryAgain = page.getByRole("button", { name: "Try again" });
  await expect(tryAgain).toBeDisabled();
  scripts.release();
  await tryAgain.click();

  await expect(page).toHaveURL(`/sandbox/checkout/${bookingReference}-2`);
  await payOnSandbox(page);
  await expect(page).toHaveURL(new RegExp(`reference=${bookingReference}-2`));
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(bookingReference);

  await page.goto(`/trips/${bookingReference}`);
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("listitem")).toHaveCount(2);
  await expect(payments.getByRole("listitem").first()).toContainText("Failed");
  await expect(payments.getByRole("listitem").last()).toContainText("Paid");
});

test("cancelling a confirmed booking weeks ahead refunds the stay and taxes", async ({ page }) => {
  const { reference } = await confirmedBooking(page);
  await page.goto(`/trips/${reference}`);

  const subtotal = cedis((await priceLine(page, /×/).textContent()) ?? "");
  const taxes = cedis((await priceLine(page, "Taxes").textContent()) ?? "");
  const expected = Math.round((subtotal + taxes) * 100) / 100;

  const trigger = page.getByRole("button", { name: "Cancel booking" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toBeVisible();
  const preview = dialog.getByTestId("refund-preview");
  await expect(preview).toContainText("You will get");
  await expect(preview).toContainText("100 % of the stay and taxes");
  expect(cedis((await preview.textContent()) ?? "")).toBe(expected);

  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(preview).toBeVisible();
  // The reason is optional (pay-and-cancel.both.spec.ts cancels without one).
  await dialog.getByLabel("Why are you cancelling? (optional)").fill("Our plans changed.");
  await dialog.getByRole("button", { name: "Confirm cancellation" }).click();

  const done = page.getByRole("dialog", { name: "Booking cancelled" });
  await expect(done.getByTestId("refund-outcome")).toContainText("is processing");
  expect(cedis((await done.getByTestId("refund-outcome").textContent()) ?? "")).toBe(expected);
  await done.getByRole("button", { name: "Done" }).click();

  await expect(page.getByRole("heading", { name: "This booking is cancelled" })).toBeVisible();
  await expect(page.getByText("Our plans changed.")).toBeVisible();
  // Processing until the sandbox reports it, about a second later (sooner than this page on a
  // slow machine).
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText(/Processing|Refunded/);
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);

  // The sandbox reports the refund as processed about a second later.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Payments" })).toContainText("Refunded", {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText("Refunded");
});

test("the booking page shows the API's field errors on the fields", async ({ page }) => {
  const stay = await freeStay(page.request);

  // Signed out: sign in first, then come back.
  await page.goto(bookingPath(stay));
  await expect(page).toHaveURL(
    (url) => url.pathname === "/sign-in" && url.searchParams.get("next") === bookingPath(stay),
  );

  await registerGuest(page, "Adwoa", "Darko");
  await page.goto(bookingPath(stay));
  await page.getByLabel("Full name").fill("");
  await fillAndConfirm(page, "0551234");

  const summary = page.getByRole("alert").filter({ hasText: "highlighted fields" });
  await expect(summary).toContainText("Please check the highlighted fields.");
  await expect(summary).toBeFocused();
  const phone = page.getByLabel("Phone number");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Must be +233 followed by 9 digits.", { exact: true })).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(/Must be \+233 followed by 9 digits\./);
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

  // Fixing the phone clears its error; dates are checked before anything is sent.
  await phone.fill("+233551234567");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  // (The picker cannot choose such dates; a link can.)
  await page.goto(
    `/book/${stay.slug}?checkIn=${stay.checkIn}&checkOut=${stay.checkIn}&adults=2&children=0`,
  );
  await expect(page.getByText("Check-out must be after check-in.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Check-out/ })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page).toHaveURL(/\/book\//);
});
