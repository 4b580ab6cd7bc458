// The ways around the site a guest and an admin expect, on a phone and on a desktop: the
// account menu (with the admin area for admins), where signing in lands, the footer, focus and
// scrolling after a form error or a redirect, and no session refresh without a session.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { PASSWORD, uniqueEmail } from "./test-data";

const GUEST = "guest@example.com";
const ADMIN = "admin@example.com";
const SUPER_ADMIN = "superadmin@example.com";

const isPhone = () => test.info().project.name === "phone";
const banner = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");

async function signInThroughForm(page: Page, email: string, path = "/sign-in") {
  await page.goto(path);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The header's account links: in the bar on a desktop, behind "Menu" on a phone. */
async function openAccountMenu(page: Page): Promise<Locator> {
  if (isPhone()) await banner(page).getByRole("button", { name: "Menu" }).click();
  await expect(banner(page).getByRole("link", { name: /^Your account/ })).toBeVisible();
  return banner(page);
}

/** How far below the sticky header's bottom the element's box starts (negative: under it). */
async function clearanceBelowHeader(page: Page, element: Locator): Promise<number> {
  const header = await banner(page).boundingBox();
  const box = await element.boundingBox();
  if (!header || !box) return Number.NaN;
  return box.y - (header.y + header.height);
}

/** The focused element's box is whole and below the sticky header. */
async function expectFocusedClearOfHeader(page: Page) {
  const focused = page.locator(":focus");
  expect(await clearanceBelowHeader(page, focused)).toBeGreaterThanOrEqual(0);
  const box = await focused.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

test.describe("the admin area", () => {
  test("an admin signing in without a next page lands on the dashboard, and finds it again in the account menu and on /account", async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL((url) => url.pathname === "/admin");

    await page.goto("/");
    const menu = await openAccountMenu(page);
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/account");
    await page.getByRole("main").getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a super admin's explicit next page still wins, and a signed-in admin sent to sign in goes to the dashboard", async ({
    page,
  }) => {
    await signInThroughForm(page, SUPER_ADMIN, "/sign-in?next=%2Ftrips");
    await expect(page).toHaveURL((url) => url.pathname === "/trips");
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("link", { name: "Admin", exact: true })).toBeVisible();

    await page.goto("/sign-in");
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
  });

  test("a guest sees no admin link and lands where they were", async ({ page }) => {
    await signInThroughForm(page, GUEST);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    await page.goto("/account");
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the footer", () => {
  test("offers sign-in to a visitor and the account's own links to someone signed in", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(footer(page).getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(footer(page).getByRole("link", { name: "Create an account" })).toBeVisible();

    await signInThroughForm(page, GUEST);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    const links = footer(page);
    await expect(links.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(links.getByRole("link", { name: "Create an account" })).toHaveCount(0);
    await expect(links.getByRole("link", { name: "Your account" })).toHaveAttribute(
      "href",
      "/account",
    );
    await expect(links.getByRole("link", { name: "Your bookings" })).toHaveAttribute(
      "href",
      "/trips",
    );
    await expect(links.getByRole("link", { name: "Favorites" })).toHaveAttribute(
      "href",
      "/favorites",
    );

    await links.getByRole("button", { name: "Sign out" }).click();
    await expect(footer(page).getByRole("link", { name: "Sign in" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("every link and button in it is a 44 × 44 px tap target, signed out and signed in", async ({
    page,
  }) => {
    const expectTapTargets = async () => {
      const targets = footer(page).locator("a, button");
      expect(await targets.count()).toBeGreaterThan(5);
      for (const target of await targets.all()) {
        const box = await target.boundingBox();
        const name = (await target.textContent())?.trim();
        expect(box?.width, `width of "${name}"`).toBeGreaterThanOrEqual(44);
        expect(box?.height, `height of "${name}"`).toBeGreaterThanOrEqual(44);
      }
    };
    await page.goto("/");
    await expectTapTargets();
    await signInThroughForm(page, GUEST);
    await expect(footer(page).getByRole("button", { name: "Sign out" })).toBeVisible();
    await expectTapTargets();
  });
});

test.describe("focus after a form error or a redirect", () => {
  // Scrolling is smooth otherwise (globals.css): the boxes are measured where it comes to rest.
  test.use({ reducedMotion: "reduce" });

  test("signing up on the way to a booking puts the focus on the booking page's heading, below the header", async ({
    page,
  }) => {
    const { data } = await (await page.request.get("/api/listings?limit=1")).json();
    const book = `/book/${data[0].slug}`;
    await page.goto(`/sign-up?next=${encodeURIComponent(book)}`);
    await page.getByLabel("First name").fill("Akosua");
    await page.getByLabel("Last name").fill("Mensah");
    await page.getByLabel("E-mail address").fill(uniqueEmail("akosua"));
    await page.getByLabel("Password", { exact: true }).fill("cocoa-pods-in-kumasi-26");
    // A visitor at the foot of the form, as on a phone after filling it in.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL((url) => url.pathname === book);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expectFocusedClearOfHeader(page);
  });

  test("a field named in the error summary is brought into view below the header, with its label", async ({
    page,
  }) => {
    await page.goto("/sign-up");
    await page.getByLabel("First name").fill("Kwabena");
    await page.getByLabel("Last name").fill("Asare");
    await page.getByLabel("E-mail address").fill(uniqueEmail("kwabena"));
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "highlighted" });
    await expect(summary).toBeFocused();
    await expectFocusedClearOfHeader(page);

    await summary.getByRole("link", { name: /^Password:/ }).click();
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toBeFocused();
    await expectFocusedClearOfHeader(page);
    const label = page.locator("label", { hasText: /^Password$/ });
    expect(await clearanceBelowHeader(page, label)).toBeGreaterThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("the session refresh", () => {
  /** Every call to /api/auth/refresh and every console error while `visit` runs. */
  async function watch(page: Page, visit: () => Promise<void>) {
    const refreshes: string[] = [];
    const errors: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes("/api/auth/refresh")) refreshes.push(page.url());
    };
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === "error") errors.push(message.text());
    };
    page.on("request", onRequest);
    page.on("console", onConsole);
    await visit();
    page.off("request", onRequest);
    page.off("console", onConsole);
    return { refreshes, errors };
  }

  /** The page has hydrated (its submit button is enabled) and its requests have settled. */
  async function settle(page: Page, path: string) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: /Sign in|Search/ }).first()).toBeEnabled();
    await page.waitForLoadState("networkidle");
  }

  test("is never asked for by a visitor without a session, nor after signing out", async ({
    page,
  }) => {
    const anonymous = await watch(page, async () => {
      await settle(page, "/sign-in");
      await settle(page, "/");
    });
    expect(anonymous).toEqual({ refreshes: [], errors: [] });
    await page.goto("/sign-in");
    expect(await seriousViolations(page)).toEqual([]);

    await signInThroughForm(page, GUEST);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    if (isPhone()) await banner(page).getByRole("button", { name: "Menu" }).click();
    await banner(page).getByRole("button", { name: "Sign out" }).click();
    await expect(footer(page).getByRole("link", { name: "Sign in" })).toBeVisible();
    const signedOut = await watch(page, () => settle(page, "/sign-in"));
    expect(signedOut).toEqual({ refreshes: [], errors: [] });
  });

  test("is not asked for on the first page of a session signed in elsewhere while it is fresh", async ({
    page,
  }) => {
    const signedIn = await page.request.post("/api/auth/login", {
      data: { email: GUEST, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const firstPage = await watch(page, () => settle(page, "/"));
    expect(firstPage).toEqual({ refreshes: [], errors: [] });
    await expect(banner(page).getByText("Sign in")).toHaveCount(0);
  });

  test("still renews a session whose access cookie ran out, and lands an admin on the dashboard", async ({
    page,
    context,
  }) => {
    await signInThroughForm(page, ADMIN);
    await expect(page).toHaveURL((url) => url.pathname === "/admin");

    await context.clearCookies({ name: "akwaaba_access" });
    const renewed = page.waitForResponse(
      (response) => response.url().endsWith("/api/auth/refresh") && response.status() === 200,
    );
    await page.goto("/sign-in");
    await renewed;
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
