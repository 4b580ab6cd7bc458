// Host payouts (issue 19) end to end, on the phone and on the desktop: a new host adds a
// mobile-money wallet on /host/payouts; a guest books the host's stay checking in today and
// pays; the maintenance job (with PAYOUT_DELAY_HOURS=0, playwright.config.ts) releases the
// earning and pays it out through the sandbox, whose signed transfer.success settles it a
// moment later; the host sees the payout as paid, and the admin finds it on /admin/payouts.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { runMaintenance } from "./cron";
import { draftStayWithPhotos } from "./host-fixtures";
import { api, cedis, payOnSandbox, registerGuest, signedInPage } from "./pay-fixtures";
import { ADMIN, isoDay, unique } from "./test-data";

test("a host adds a wallet, a guest stays, and the host's payout shows as paid", async ({
  page,
  browser,
}) => {
  // A new host with a published stay of their own.
  const { email: hostEmail } = await registerGuest(page.request);
  const hostName = `Kofi's Rooms ${unique().slice(-6)}`;
  const title = `Payday Lodge ${unique()}`;
  const admin = await signedInPage(browser, ADMIN);
  const { id: listingId } = await draftStayWithPhotos(page.request, admin.request, {
    hostName,
    title,
    priceGHS: 480,
  });
  const published = await admin.request.patch(`/api/admin/listings/${listingId}`, {
    data: { status: "PUBLISHED" },
  });
  expect(published.status()).toBe(200);

  // In the browser: no method yet, the form's errors on its fields, then an MTN wallet.
  await page.goto("/host/payouts");
  await expect(page.getByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Hosting" });
  await expect(nav.getByRole("link", { name: "Payouts" })).toHaveAttribute("aria-current", "page");
  const methodPanel = page.getByRole("region", { name: "Payout method" });
  await expect(methodPanel).toContainText("Add where you want to be paid");
  await expect(page.getByText("No earnings yet")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Mobile money" })).toBeChecked();
  await page.getByRole("button", { name: "Save payout method" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "highlighted fields" })).toBeFocused();
  await expect(page.getByLabel("Mobile-money provider")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Wallet number")).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Mobile-money provider").selectOption({ label: "MTN Mobile Money" });
  await page.getByLabel("Wallet number").fill("024 123 4567");
  await page.getByLabel("Name on the wallet").fill("Kofi Boateng");
  await page.getByRole("button", { name: "Save payout method" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText(
    "Saved: your payouts now go to MTN Mobile Money •••• 4567.",
  );
  // The sandbox resolves a wallet's name, as Paystack does for Ghana's wallets.
  await expect(methodPanel).toContainText("MTN Mobile Money");
  await expect(methodPanel).toContainText("•••• 4567");
  await expect(methodPanel).toContainText("Sandbox Account 4567");
  await expect(methodPanel.getByText("Verified", { exact: true })).toBeVisible();
  await expect(methodPanel).not.toContainText("Add where you want to be paid");
  expect(await seriousViolations(page)).toEqual([]);

  // A guest books one night from today and pays on the sandbox's checkout.
  const guestPage = await (await browser.newContext()).newPage();
  const guest = await registerGuest(guestPage.request);
  const booked = await api(guestPage.request).post("/api/bookings", {
    listingId,
    checkIn: isoDay(0),
    checkOut: isoDay(1),
    adults: 2,
    children: 0,
    guestName: guest.name,
    guestEmail: guest.email,
    guestPhone: "+233209998877",
  });
  expect(booked.status()).toBe(201);
  const { booking, paymentUrl } = (await booked.json()).data;
  const subtotal = cedis(booking.subtotal as string);
  expect(subtotal).toBe("GH₵ 480");
  await guestPage.goto(paymentUrl);
  await payOnSandbox(guestPage);
  await guestPage.context().close();

  // The job releases the earning and sends the payout; the sandbox's transfer.success settles
  // it ~1.5 s later. The server's own schedule may run the job too: either run pays once.
  expect((await runMaintenance(page.request)).status()).toBe(200);
  const payouts = page.getByRole("table", { name: /^Your payouts/ });
  let tries = 0;
  await expect(async () => {
    tries += 1;
    if (tries === 4) expect((await runMaintenance(page.request)).status()).toBe(200);
    await page.goto("/host/payouts");
    await expect(payouts.getByRole("row").filter({ hasText: subtotal })).toContainText("Paid", {
      timeout: 500,
    });
  }).toPass({ intervals: [500, 1000, 1000, 2000], timeout: 15_000 });

  const row = payouts.getByRole("row").filter({ hasText: subtotal });
  await expect(row).toContainText("MTN Mobile Money");
  await expect(row).toContainText("•••• 4567");
  const balances = page.getByRole("region", { name: "Your balances" });
  const figure = (label: string) =>
    balances.locator("div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure("Paid")).toContainText(subtotal);
  await expect(figure("Available")).toContainText("GH₵ 0");
  await expect(figure("Pending")).toContainText("GH₵ 0");
  const earning = page
    .getByRole("table", { name: /^Earnings by booking/ })
    .getByRole("row")
    .filter({ hasText: booking.reference });
  await expect(earning).toContainText(title);
  await expect(earning).toContainText("Released");
  await expect(earning.getByRole("link", { name: booking.reference })).toHaveAttribute(
    "href",
    `/host/bookings/${booking.reference}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The dashboard's panel: the last payout, and no call to add a method.
  await page.goto("/host");
  const panel = page.getByRole("region", { name: "Payouts" });
  await expect(panel).toContainText("Paid");
  await expect(panel).toContainText(subtotal);
  await expect(panel).not.toContainText("Add where you want to be paid");

  // The admin's overview counts what is owed to hosts and leads to the payouts page.
  await admin.goto("/admin");
  const figures = admin.getByRole("region", { name: "Key figures" });
  await expect(figures.getByText("Owed to hosts", { exact: true })).toBeVisible();
  await figures.getByRole("link", { name: "See payouts" }).click();
  await expect(admin).toHaveURL(/\/admin\/payouts$/);
  await expect(admin.getByRole("heading", { name: "Payouts", level: 1 })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Owed to hosts" })).toBeVisible();
  const hostRow = admin
    .getByRole("table", { name: /^Hosts' balances/ })
    .getByRole("row")
    .filter({ hasText: hostName });
  await expect(hostRow).toContainText("Active");
  // Held with a reason (asked for first), then released.
  const hold = hostRow.getByRole("button", { name: `Hold the payouts of ${hostName}` });
  await hold.click();
  const reason = hostRow.getByLabel(`Why hold the payouts of ${hostName}`);
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toBeFocused();
  await reason.fill("Checking who owns the lodge");
  await hold.click();
  await expect(hostRow).toContainText("Held");
  await expect(hostRow).toContainText("Checking who owns the lodge");
  await hostRow.getByRole("button", { name: `Release the payouts of ${hostName}` }).click();
  await expect(hostRow).toContainText("Active");
  await expect(hostRow).toContainText("Payouts released.");
  await admin.getByLabel("Status", { exact: true }).selectOption("PAID");
  await admin.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin).toHaveURL(/\/admin\/payouts\?status=PAID$/);
  const paidRow = admin
    .getByRole("table", { name: /^Payouts, filtered/ })
    .getByRole("row")
    .filter({ hasText: hostEmail });
  await expect(paidRow).toContainText(subtotal);
  await expect(paidRow).toContainText("Paid");
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.context().close();
});
