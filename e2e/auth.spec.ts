import { expect, type Page, test } from "@playwright/test";
import { holdScripts } from "./hold-scripts";
import { GUEST, uniqueEmail } from "./test-data";

// Journeys through the sign-up, sign-in and sign-out forms against the real app and its
// seeded demo accounts.

const header = (page: Page) => page.getByRole("banner");

/** Fills the sign-up form (the page is open) and submits it. */
async function signUpThroughForm(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a new visitor signs up, lands signed in, and signs out", async ({ page }) => {
  const email = uniqueEmail("abena");
  await page.goto("/sign-up");
  await expect(page).toHaveTitle("Create an account · Akwaaba");

  await signUpThroughForm(page, {
    firstName: "Abena",
    lastName: "Owusu",
    email,
    password: "kente-and-cocoa-26",
  });

  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(header(page).getByRole("link", { name: /Abena/ })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Sign in" })).toHaveCount(0);
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(200);
  expect((await me.json()).data.email).toBe(email);

  await header(page).getByRole("button", { name: "Sign out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header(page).getByText("Abena")).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});

test("a form filled before the page's scripts have run neither loses nor leaks the password", async ({
  page,
}) => {
  const password = "palm-wine-and-fufu-26";
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  const scripts = holdScripts(page);
  await page.goto("/sign-up", { waitUntil: "commit" });
  await page.getByLabel("First name").fill("Efua");
  await page.getByLabel("Last name").fill("Sarpong");
  await page.getByLabel("E-mail address").fill(uniqueEmail("efua"));
  await page.getByLabel("Password", { exact: true }).fill(password);
  // Enter submits a form natively while React is not yet handling it: the disabled button
  // stops that, so the fields do not travel in the page's address.
  await page.getByLabel("Password", { exact: true }).press("Enter");
  const submit = page.getByRole("button", { name: "Create account" });
  await expect(submit).toBeDisabled();

  scripts.release();
  await submit.click();
  await expect(header(page).getByRole("link", { name: /Efua/ })).toBeVisible();
  expect(addresses.filter((address) => address.includes(password))).toEqual([]);
});

test("the guest demo account signs in through the form", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByText("guest@example.com", { exact: true })).toBeVisible();
  await signInThroughForm(page, GUEST.email, GUEST.password);

  await expect(page).toHaveURL((url) => url.pathname === "/");
  // The seeded guest is Ama Owusu.
  await expect(header(page).getByRole("link", { name: /Your account.*Ama/ })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("a wrong password shows the API's message as an alert and stays on the page", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await signInThroughForm(page, GUEST.email, "not-the-password");

  const alert = page.getByRole("alert").filter({ hasText: "E-mail or password is incorrect" });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  await expect(page.getByLabel("E-mail address")).toHaveValue(GUEST.email);
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("a protected page sends a signed-out visitor to sign in and back", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/sign-in" && url.search === "?next=%2Faccount",
  );

  await signInThroughForm(page, GUEST.email, GUEST.password);
  await expect(page).toHaveURL((url) => url.pathname === "/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByText(GUEST.email, { exact: true })).toBeVisible();
  await expect(page.getByText("(USER)")).toBeVisible();
});

test("an off-site next target is ignored", async ({ page }) => {
  await page.goto("/sign-in?next=%2F%2Fevil.example%2Fsteal");
  await signInThroughForm(page, GUEST.email, GUEST.password);
  await expect(page).toHaveURL(
    (url) => url.origin.startsWith("http://localhost") && url.pathname === "/",
  );
});

test("an expired access cookie is renewed silently from the refresh cookie", async ({
  page,
  context,
}) => {
  await page.goto("/sign-in");
  await signInThroughForm(page, GUEST.email, GUEST.password);
  await expect(header(page).getByRole("button", { name: "Sign out" })).toBeVisible();

  // The access token lapses (15 minutes); the refresh cookie (path /api/auth) remains.
  await context.clearCookies({ name: "akwaaba_access" });
  await page.goto("/account");
  // The server redirects to sign-in; the page refreshes the session and returns by itself.
  await expect(page).toHaveURL((url) => url.pathname === "/account");
  await expect(page.getByText(GUEST.email, { exact: true })).toBeVisible();
});

test("the sign-up form shows the API's field errors", async ({ page }) => {
  await page.goto("/sign-up");
  await signUpThroughForm(page, {
    firstName: "Kofi",
    lastName: "Boateng",
    email: uniqueEmail("kofi"),
    password: "short",
  });
  const password = page.getByLabel("Password", { exact: true });

  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/use at least 8 characters/i);
  await expect(page.getByRole("alert").filter({ hasText: "highlighted" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/sign-up");
  await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");

  // Fixing the field clears the error and the account is created.
  await password.fill("a-much-longer-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(header(page).getByRole("link", { name: /Kofi/ })).toBeVisible();
});

test("a password that is easy to guess is refused next to the field, saying why", async ({
  page,
}) => {
  await page.goto("/sign-up");
  await signUpThroughForm(page, {
    firstName: "Yaa",
    lastName: "Asantewaa",
    email: uniqueEmail("yaa"),
    password: "password123",
  });
  const password = page.getByLabel("Password", { exact: true });

  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/too easy to guess.*commonly used/i);
  await expect(page).toHaveURL((url) => url.pathname === "/sign-up");

  await password.fill("groundnut-soup-at-dusk");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("signing up with a taken e-mail marks the e-mail field", async ({ page }) => {
  await page.goto("/sign-up");
  await signUpThroughForm(page, {
    firstName: "Ama",
    lastName: "Asante",
    email: GUEST.email,
    password: "another-good-password",
  });
  const email = page.getByLabel("E-mail address");

  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/already exists/i);
});

test("a signed-in session is refreshed in the background", async ({ page }) => {
  await page.clock.install();
  await page.goto("/sign-in");
  await signInThroughForm(page, GUEST.email, GUEST.password);
  await expect(header(page).getByRole("button", { name: "Sign out" })).toBeVisible();

  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith("/api/auth/refresh") && response.status() === 200,
  );
  await page.clock.fastForward("11:00");
  await refreshed;
  await expect(header(page).getByRole("button", { name: "Sign out" })).toBeVisible();
});
