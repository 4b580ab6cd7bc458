// Paying, a hold that runs out, cancelling and the e-mails they cause, as a guest and as an
// admin, on the phone and on the desktop (issue 16, items 10–15). Every test makes its own
// guest, listing or booking, on dates picked at random and checked free.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { startShortHoldServer } from "./short-hold-server";

const ADMIN = { email: "admin@example.com", password: "Akwaaba2026!" };
const DAY_MS = 86_400_000;
// The late-payment rule in the words every page uses (components/format/holds.ts).
const LATE_RULE =
  "the payment confirms the booking if the dates are still free, and is refunded in full if someone else has booked them";
const OUTBOX_WORDS = "was not sent: no e-mail provider is set up on this server";
// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

function randomInt(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

/** "3123.75" → "GH₵ 3,123.75", "2550.00" → "GH₵ 2,550" (components/format/money.ts). */
function cedis(amount: string): string {
  const value = Number(amount);
  return Number.isInteger(value)
    ? `GH₵ ${value.toLocaleString("en-GH")}`
    : `GH₵ ${value.toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** API calls to `base`, with the Origin a browser on that site sends (the CSRF check). */
function api(request: APIRequestContext, base = "") {
  const headers = base ? { origin: base } : undefined;
  return {
    get: (path: string) => request.get(`${base}${path}`, { headers }),
    post: (path: string, data: Record<string, unknown>) =>
      request.post(`${base}${path}`, { data, headers }),
  };
}

async function registerGuest(request: APIRequestContext, base = "") {
  const email = `efua.${unique()}@example.com`;
  const response = await api(request, base).post("/api/auth/register", {
    email,
    password: "jollof-and-kelewele-26",
    firstName: "Efua",
    lastName: "Owusu",
  });
  expect(response.status()).toBe(201);
  return { email, name: "Efua Owusu" };
}

/** A PENDING booking of a published stay, 2–3 free nights 200–330 days ahead. */
async function holdAStay(
  request: APIRequestContext,
  guest: { email: string; name: string },
  base = "",
) {
  const client = api(request, base);
  const listings = (
    await (await client.get("/api/listings?type=ACCOMMODATION&guests=2&limit=50")).json()
  ).data as Array<{ id: string; slug: string; title: string }>;
  for (let attempt = 0; attempt < 20; attempt++) {
    const listing = listings[randomInt(0, listings.length - 1)];
    if (!listing) continue;
    const start = randomInt(200, 330);
    const created = await client.post("/api/bookings", {
      listingId: listing.id,
      checkIn: isoDay(start),
      checkOut: isoDay(start + randomInt(2, 3)),
      adults: 2,
      children: 0,
      guestName: guest.name,
      guestEmail: guest.email,
      guestPhone: "+233201234567",
    });
    if (created.status() === 409) continue;
    expect(created.status()).toBe(201);
    const { booking, paymentUrl } = (await created.json()).data;
    return {
      listing,
      reference: booking.reference as string,
      total: booking.total as string,
      holdExpiresAt: new Date(booking.holdExpiresAt as string),
      paymentUrl: paymentUrl as string,
    };
  }
  throw new Error("no free stay found");
}

async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/BK-[A-Z2-9]{8}(-\d+)?$/);
  await page.getByRole("button", { name: /^Pay GH₵/ }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
}

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post("/api/auth/login", { data: account });
  expect(response.status()).toBe(200);
  return page;
}

/**
 * axe's serious and critical findings on the settled page (as accessibility.spec.ts). The mail
 * viewer's sandboxed frame runs no script, so axe cannot enter it: `frames: false` checks the
 * page around it (the frame's title included) in one run in the page itself.
 */
async function seriousViolations(page: Page, { frames = true } = {}) {
  await expect(page.locator("fieldset[disabled]")).toHaveCount(0);
  await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page });
  const results = await (frames
    ? builder
    : builder.setLegacyMode().options({ iframes: false })
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((n) => n.target) }));
}

test.describe("a hold that has run out", () => {
  // A server of its own whose holds last one minute (the shortest the configuration takes).
  let server: { url: string; close(): Promise<void> };
  test.beforeAll(async () => {
    const testInfo = test.info();
    testInfo.setTimeout(180_000);
    const base = Number(process.env.E2E_PORT ?? 3100);
    server = await startShortHoldServer(base + 1000 + testInfo.parallelIndex);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test("the trip page and the checkout say the same thing, and a late payment is honoured", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const base = server.url;
    const guest = await registerGuest(page.request, base);
    const hold = await holdAStay(page.request, guest, base);

    // While the hold runs, the checkout is an ordinary one.
    await page.goto(hold.paymentUrl);
    await expect(page.getByRole("button", { name: /^Pay GH₵/ })).toBeVisible();
    await expect(page.getByTestId("hold-state")).toHaveCount(0);

    // The hold really runs out (a minute after it was made).
    const wait = hold.holdExpiresAt.getTime() - Date.now() + 1500;
    await page.waitForTimeout(Math.max(0, wait));

    await page.goto(`${base}/trips/${hold.reference}`);
    const tripHold = page.getByRole("region", { name: "The hold on your dates has ended" });
    await expect(tripHold).toBeVisible();
    await expect(tripHold).toContainText("no new payment can be started");
    await expect(tripHold).toContainText(LATE_RULE);
    await expect(page.getByText("Hold ended", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The checkout opened before says the same rule, and still takes the payment.
    await page.goto(hold.paymentUrl);
    const checkoutHold = page.getByTestId("hold-state");
    await expect(checkoutHold).toContainText("The hold on your dates has ended");
    await expect(checkoutHold).toContainText(LATE_RULE);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Pay GH₵/ }).click();

    // The nights were still free: the booking is confirmed, as the rule said.
    await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
    await page.goto(`${base}/trips/${hold.reference}`);
    await expect(page.getByRole("heading", { name: "You’re all set" })).toBeVisible();
    await expect(page.getByTestId("hold-state")).toHaveCount(0);
  });
});

test("the confirmation says the e-mail waits in the outbox, and links it for the guest only", async ({
  page,
  browser,
}) => {
  const guest = await registerGuest(page.request);
  const hold = await holdAStay(page.request, guest);
  await page.goto(hold.paymentUrl);
  await payOnSandbox(page);

  // No e-mail provider in this run: the page does not claim the message was sent.
  const outcome = page.getByRole("status").filter({ hasText: "Booking confirmed" });
  await expect(outcome.getByTestId("mail-notice")).toContainText(
    `The confirmation to ${guest.email} ${OUTBOX_WORDS}`,
  );
  await expect(outcome).not.toContainText("We have e-mailed");
  expect(await seriousViolations(page)).toEqual([]);

  await outcome.getByRole("link", { name: "Read the e-mail" }).click();
  await expect(page).toHaveURL(/\/dev\/mail\/[a-z0-9]+$/);
  const mailPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toContainText(hold.reference);
  await expect(page.getByRole("note")).toContainText("Development mail viewer");
  await expect(page.locator("pre")).toContainText(hold.reference);
  await expect(page.getByTitle(/as HTML$/)).toBeVisible();
  expect(await seriousViolations(page, { frames: false })).toEqual([]);

  // Another guest is told nothing exists there; an admin may read it; a visitor signs in first.
  const stranger = await (await browser.newContext()).newPage();
  await registerGuest(stranger.request);
  expect((await stranger.goto(mailPath))?.status()).toBe(404);
  await stranger.context().close();
  const admin = await signedInPage(browser, ADMIN);
  expect((await admin.goto(mailPath))?.status()).toBe(200);
  await expect(admin.locator("pre")).toContainText(hold.reference);
  await admin.context().close();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(mailPath);
  await expect(visitor).toHaveURL(
    (url) => url.pathname === "/sign-in" && url.searchParams.get("next") === mailPath,
  );
  await visitor.context().close();
});

test("cancelling needs no reason, and the page behind the dialog shows the cancellation at once", async ({
  page,
}) => {
  const guest = await registerGuest(page.request);
  const hold = await holdAStay(page.request, guest);
  await page.goto(hold.paymentUrl);
  await payOnSandbox(page);
  await page.goto(`/trips/${hold.reference}`);
  await expect(page.getByRole("heading", { name: "You’re all set" })).toBeVisible();

  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog.getByTestId("refund-preview")).toContainText("You will get");
  await expect(dialog.getByLabel("Why are you cancelling? (optional)")).toHaveValue("");
  await dialog.getByRole("button", { name: "Confirm cancellation" }).click();

  const done = page.getByRole("dialog", { name: "Booking cancelled" });
  await expect(done.getByTestId("refund-outcome")).toContainText("is processing");
  // While the dialog is still open, the page behind it already tells the new state.
  await expect(page.locator("#cancelled-title")).toHaveText("This booking is cancelled");
  await expect(page.locator("#confirmed-title")).toHaveCount(0);
  await expect(page.locator("button", { hasText: /^Cancel booking$/ })).toHaveCount(0);
  await expect(page.locator("header").getByText("Cancelled", { exact: true })).toBeVisible();
  // The cancellation notice: where it actually is.
  await expect(done.getByTestId("mail-notice")).toContainText(
    `A cancellation notice to ${guest.email} ${OUTBOX_WORDS}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await done.getByRole("button", { name: "Done" }).click();
  await expect(done).toBeHidden();
  await expect(page.locator("#cancelled-title")).toBeFocused();
  await expect(page.getByText("Cancelled by the guest")).toBeVisible();
});

test("an admin cancelling says who is at fault, and the host's fault refunds everything", async ({
  browser,
  page,
}) => {
  const guest = await registerGuest(page.request);
  const hold = await holdAStay(page.request, guest);
  await page.goto(hold.paymentUrl);
  await payOnSandbox(page);

  const admin = await signedInPage(browser, ADMIN);
  await admin.goto(`/admin/bookings/${hold.reference}`);
  const cancel = admin.locator("section#cancel");
  await cancel.getByLabel(/^Reason/).fill("Host emergency");
  // No fault is chosen for the admin: the refund follows the choice.
  for (const fault of [
    "The guest asked to cancel",
    "The host cannot honour the stay",
    "Akwaaba is at fault (a platform problem)",
  ]) {
    await expect(
      cancel.getByRole("radio", { name: new RegExp(`^${escapeRegExp(fault)}`) }),
    ).not.toBeChecked();
  }
  await cancel.getByRole("button", { name: "Review cancellation" }).click();
  await expect(cancel).toContainText("Choose who the cancellation is down to");

  await cancel.getByRole("radio", { name: /^The guest asked to cancel/ }).check();
  await cancel.getByRole("button", { name: "Review cancellation" }).click();
  await expect(cancel).toContainText("(cancellation policy)");
  await cancel.getByRole("button", { name: "Go back" }).click();

  await cancel.getByRole("radio", { name: /^The host cannot honour the stay/ }).check();
  expect(await seriousViolations(admin)).toEqual([]);
  await expect(
    cancel.getByRole("radio", { name: /^The host cannot honour the stay/ }),
  ).toHaveAccessibleName(new RegExp(`Full refund: ${escapeRegExp(cedis(hold.total))}`));
  await cancel.getByRole("button", { name: "Review cancellation" }).click();
  await expect(cancel).toContainText(
    `The host cannot honour the stay: the guest will be refunded ${cedis(hold.total)} (full refund of the paid total).`,
  );
  await cancel.getByRole("button", { name: `Cancel and refund ${cedis(hold.total)}` }).click();
  await expect(cancel.getByRole("status")).toContainText(`A refund of ${cedis(hold.total)}`);
  await expect(admin.getByRole("table", { name: "Refunds of this booking" })).toContainText(
    cedis(hold.total),
  );
  await admin.context().close();
});

test("the 'created as a draft' banner follows the listing's status", async ({ browser }) => {
  const admin = await signedInPage(browser, ADMIN);
  const created = await admin.request.post("/api/admin/listings", {
    data: {
      type: "ACCOMMODATION",
      title: `Banner Cottage ${unique()}`,
      description: "A test cottage whose editor banner must follow its status.",
      region: "Central",
      city: "Elmina",
      priceGHS: 450,
      maxGuests: 4,
      bedrooms: 2,
      bathrooms: 1,
      propertyType: "HOUSE",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data;
  await admin.goto(`/admin/listings/${id}?created=1`);
  await expect(admin.getByText("Listing created as a draft")).toBeVisible();
  await expect(admin.getByRole("link", { name: "add at least one image" })).toBeVisible();

  const upload = await admin.request.post(`/api/admin/listings/${id}/images`, {
    multipart: { "files[]": { name: "front.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  await admin.reload();
  await expect(admin.getByText("Listing created as a draft")).toBeVisible();
  await expect(admin.getByRole("link", { name: "add at least one image" })).toHaveCount(0);

  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(admin.getByText("Published: the listing is live.")).toBeVisible();
  await expect(admin.getByRole("link", { name: "View on the site" })).toBeVisible();
  await expect(admin.getByText("Listing created as a draft")).toHaveCount(0);
  await expect(admin.getByText(/add an image|add at least one image/)).toHaveCount(0);
  await admin.context().close();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
