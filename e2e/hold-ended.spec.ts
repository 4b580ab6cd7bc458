// A hold that has run out reads the same on the trip page and on the checkout opened before
// it ran out, on a desktop and on a phone, and a late payment is honoured (issue 16, item 10).
// The hold really runs out, on a server of its own whose holds last a minute: one wait serves
// both screens, so this file runs in the desktop project and opens a phone beside it.
import { devices, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { startShortHoldServer } from "./own-server";
import { api, holdAStay, LATE_RULE, registerGuest } from "./pay-fixtures";

let server: { url: string; close(): Promise<void> };
test.beforeAll(async () => {
  test.info().setTimeout(180_000);
  server = await startShortHoldServer(Number(process.env.E2E_PORT ?? 3100) + 1000);
});
test.afterAll(async () => {
  await server?.close();
});

async function expectHoldEndedPages(
  page: Page,
  base: string,
  hold: { reference: string; paymentUrl: string },
) {
  await page.goto(`${base}/trips/${hold.reference}`);
  const tripHold = page.getByRole("region", { name: "The hold on your dates has ended" });
  await expect(tripHold).toBeVisible();
  await expect(tripHold).toContainText("no new payment can be started");
  await expect(tripHold).toContainText(LATE_RULE);
  await expect(page.getByText("Hold ended", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The checkout opened before says the same rule, and still offers the payment.
  await page.goto(hold.paymentUrl);
  const checkoutHold = page.getByTestId("hold-state");
  await expect(checkoutHold).toContainText("The hold on your dates has ended");
  await expect(checkoutHold).toContainText(LATE_RULE);
  await expect(page.getByRole("button", { name: /^Pay GH₵/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

test("the trip page and the checkout say the same thing on both screens, and a late payment is honoured", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const base = server.url;
  const guest = await registerGuest(page.request, base);
  const hold = await holdAStay(page.request, guest, base);

  // While the hold runs, the checkout is an ordinary one.
  await page.goto(hold.paymentUrl);
  await expect(page.getByRole("button", { name: /^Pay GH₵/ })).toBeVisible();
  await expect(page.getByTestId("hold-state")).toHaveCount(0);

  // The same guest on a phone.
  const phone = await browser.newContext({ ...devices["Pixel 7"], baseURL: base });
  const phonePage = await phone.newPage();
  const signedIn = await api(phonePage.request, base).post("/api/auth/login", {
    email: guest.email,
    password: guest.password,
  });
  expect(signedIn.status()).toBe(200);

  // The hold really runs out (a minute after it was made).
  await page.waitForTimeout(Math.max(0, hold.holdExpiresAt.getTime() - Date.now() + 1500));

  await expectHoldEndedPages(page, base, hold);
  await expectHoldEndedPages(phonePage, base, hold);

  // The nights were still free: the payment confirms the booking, as the rule said.
  await phonePage.getByRole("button", { name: /^Pay GH₵/ }).click();
  await expect(phonePage.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  await page.goto(`${base}/trips/${hold.reference}`);
  await expect(page.getByRole("heading", { name: "You’re all set" })).toBeVisible();
  await expect(page.getByTestId("hold-state")).toHaveCount(0);
  await phone.close();
});
