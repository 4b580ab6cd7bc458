// What the pay-and-cancel journeys share: a guest of their own, a hold on free dates, paying on
// the sandbox, axe's findings.
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { isoDay, randomInt, unique } from "./test-data";

const GUEST_PASSWORD = "jollof-and-kelewele-26";
// The late-payment rule in the words every page uses (components/format/holds.ts).
export const LATE_RULE =
  "the payment confirms the booking if the dates are still free, and is refunded in full if someone else has booked them";
export const OUTBOX_WORDS = "was not sent: no e-mail provider is set up on this server";
/** "3123.75" → "GH₵ 3,123.75", "2550.00" → "GH₵ 2,550" (lib/money-format.ts). */
export function cedis(amount: string): string {
  const value = Number(amount);
  return Number.isInteger(value)
    ? `GH₵ ${value.toLocaleString("en-GH")}`
    : `GH₵ ${value.toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** API calls to `base`, with the Origin a browser on that site sends (the CSRF check). */
export function api(request: APIRequestContext, base = "") {
  const headers = base ? { origin: base } : undefined;
  return {
    get: (path: string) => request.get(`${base}${path}`, { headers }),
    post: (path: string, data: Record<string, unknown>) =>
      request.post(`${base}${path}`, { data, headers }),
  };
}

export async function registerGuest(request: APIRequestContext, base = "") {
  const email = `efua.${unique()}@example.com`;
  const response = await api(request, base).post("/api/auth/register", {
    email,
    password: GUEST_PASSWORD,
    firstName: "Efua",
    lastName: "Owusu",
  });
  expect(response.status()).toBe(201);
  return { email, password: GUEST_PASSWORD, name: "Efua Owusu" };
}

/** A PENDING booking of a published stay, 2–3 free nights 200–330 days ahead. */
export async function holdAStay(
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

export async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/BK-[A-Z2-9]{8}(-\d+)?$/);
  await page.getByRole("button", { name: /^Pay GH₵/ }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
}

/** A page of its own signed in as `account`, on the suite's server or on `base` (own-server.ts). */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  base?: string,
) {
  const context = await browser.newContext(
    base ? { baseURL: base, extraHTTPHeaders: { origin: base } } : {},
  );
  const page = await context.newPage();
  const response = await page.request.post("/api/auth/login", { data: account });
  expect(response.status()).toBe(200);
  return page;
}
