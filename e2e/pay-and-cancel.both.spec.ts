// Paying, cancelling and the e-mails they cause, as a guest and as an admin, on the phone and
// on the desktop (issue 16, items 11–15; a hold that runs out: hold-ended.spec.ts). Every test
// makes its own guest, listing or booking, on dates picked at random and checked free.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import {
  cedis,
  holdAStay,
  OUTBOX_WORDS,
  payOnSandbox,
  registerGuest,
  signedInPage,
} from "./pay-fixtures";
import { ADMIN, PNG, unique } from "./test-data";

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
  expect(await seriousViolations(page)).toEqual([]);

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
