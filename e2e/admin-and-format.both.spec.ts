import { expect, type Locator, type Page, test } from "@playwright/test";
import { draftListing, pendingBooking, publishedListing, signIn } from "./admin-fixtures";
import { seriousViolations } from "./axe";
import { ADMIN, unique } from "./test-data";

// Issue 16, the dashboard's part, on the phone and on the desktop: counts that say what they
// count, one range convention in both calendars, tables that become cards on a phone with tap
// targets a finger can hit, and one way of writing dates and amounts.

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-24" → { weekday: "Thu", day: 24, month: "Dec", year: 2026 }, written out here by hand. */
function partsOf(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  return {
    weekday: WEEKDAYS[date.getUTCDay()],
    day: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()],
    year: date.getUTCFullYear(),
  };
}

const isPhone = () => test.info().project.name === "phone";

/** A stat card's figure and the line under it, by the card's label. */
function statCard(scope: Locator, label: string) {
  const card = scope.locator("div").filter({
    has: scope.page().locator("dt").getByText(label, { exact: true }),
  });
  return { value: card.locator("dd").first(), detail: card.locator("dd").nth(1) };
}

async function numberIn(locator: Locator): Promise<number> {
  return Number(((await locator.textContent()) ?? "").replace(/[^\d]/g, ""));
}

test.describe("counts say what they count", () => {
  test("the overview and the listings page count the same listings and name the archived ones", async ({
    page,
  }) => {
    await signIn(page.request, ADMIN);
    // One archived listing at least, whatever the demo data holds.
    const archived = await draftListing(page.request, `Archived Hut ${unique()}`);
    expect((await page.request.delete(`/api/admin/listings/${archived.id}`)).status()).toBe(200);

    await page.goto("/admin/listings");
    const byStatus = page.getByRole("region", { name: "Listings by status" });
    const listings = statCard(byStatus, "Listings");
    const current = await numberIn(listings.value);
    await expect(listings.detail).toHaveText(/^\d+ archived, not counted$/);
    const archivedCount = await numberIn(listings.detail);
    expect(archivedCount).toBeGreaterThan(0);
    const parts = await Promise.all(
      ["Published", "Drafts", "In review"].map((label) =>
        numberIn(statCard(byStatus, label).value),
      ),
    );
    expect(current).toBe(parts.reduce((sum, part) => sum + part, 0));
    // The table lists every status, so its count says how many of them are archived.
    await expect(
      page.getByText(/^Showing 1–20 of [\d,]+ listings \([\d,]+ archived\)$/),
    ).toHaveText(
      `Showing 1–20 of ${(current + archivedCount).toLocaleString("en-GH")} listings (${archivedCount} archived)`,
    );

    await page.goto("/admin");
    const overview = statCard(page.getByRole("region", { name: "Key figures" }), "Listings");
    await expect(overview.value).toHaveText(/^[\d,]+$/);
    await expect(overview.detail).toHaveText(/^[\d,]+ published · [\d,]+ archived, not counted$/);
  });
});

test.describe("the admin calendar picks nights as the guest's does", () => {
  test("clicking the 24th then the 26th blocks two nights, said in words before blocking", async ({
    page,
  }) => {
    await signIn(page.request, ADMIN);
    const listing = await publishedListing(page.request, `Range Villa ${unique()}`);
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 7);
    const [first, last, free] = [`${month}-24`, `${month}-25`, `${month}-26`];
    const [a, b, c] = [partsOf(first), partsOf(last), partsOf(free)];

    await page.goto(`/admin/listings/${listing.id}`);
    const calendar = page.getByRole("region", { name: "Calendar", exact: true });
    await calendar.getByRole("button", { name: /^Next month/ }).click();
    const day = (iso: string, state: string) =>
      calendar.locator(`button[aria-label$=": ${state}"]`).filter({
        hasText: new RegExp(`^${Number(iso.slice(8))}(?!\\d)`),
      });
    await day(first, "free").click();
    await day(free, "free").click();

    await expect(calendar.getByLabel("First night")).toHaveValue(first);
    await expect(calendar.getByLabel("Free again from")).toHaveValue(free);
    const summary = `Block 2 nights: ${a.weekday} ${a.day} – ${b.weekday} ${b.day} ${b.month} ${b.year} (free again from ${c.weekday} ${c.day} ${c.month}).`;
    await expect(calendar.getByText(summary, { exact: true })).toBeVisible();
    await expect(
      calendar.getByRole("button", { name: "Block nights", exact: true }),
    ).toHaveAccessibleDescription(summary);

    await calendar.getByRole("button", { name: "Block nights", exact: true }).click();
    await expect(calendar.getByRole("status").filter({ hasText: "Blocked" })).toHaveText(
      `Blocked 2 nights: ${a.weekday} ${a.day} – ${b.weekday} ${b.day} ${b.month} ${b.year}.`,
    );
    await expect(day(first, "blocked (maintenance)")).toBeVisible();
    await expect(day(last, "blocked (maintenance)")).toBeVisible();
    await expect(day(free, "free")).toBeVisible();
    const availability = await page.request.get(
      `/api/listings/${listing.slug}/availability?checkIn=${first}&checkOut=${free}`,
    );
    expect((await availability.json()).data.unavailableDates).toEqual([first, last]);
    if (isPhone()) expect(await smallTapTargets(calendar)).toEqual([]);
  });
});

/** Every visible control in the page's main content smaller than 44 × 44 CSS pixels. */
async function smallTapTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const selector =
      "a[href], button:not([disabled]), select:not([disabled]), input:not([type=hidden]):not([disabled]), textarea, summary";
    return [...root.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).visibility !== "hidden")
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });
}

/** E-mail addresses broken across lines anywhere but before a dot or around the @. */
async function emailsBrokenMidWord(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const broken: string[] = [];
    const isEmail = (element: Element) => email.test(element.textContent?.trim() ?? "");
    for (const element of main.querySelectorAll<HTMLElement>("*")) {
      // The innermost element holding a whole address.
      if (!isEmail(element) || [...element.children].some(isEmail)) continue;
      if (element.getClientRects().length === 0) continue;
      const text = element.textContent?.trim() ?? "";
      const characters: Array<{ character: string; top: number }> = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      ) {
        for (let index = 0; index < node.data.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getBoundingClientRect();
          if (box.width === 0) continue;
          characters.push({ character: node.data.charAt(index), top: box.top });
        }
      }
      for (let index = 1; index < characters.length; index++) {
        const before = characters[index - 1];
        const after = characters[index];
        if (!before || !after || after.top <= before.top + 2) continue;
        const sensible =
          after.character === "." || after.character === "@" || before.character === "@";
        if (!sensible) broken.push(`${text}: "${before.character}|${after.character}"`);
      }
    }
    return broken;
  });
}

/**
 * How each table's rows are laid out: "cards" when every row's cells are stacked, "rows" when
 * side by side; and whether anything around a table scrolls sideways.
 */
async function tableLayouts(page: Page) {
  return page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("table")]
      .filter((table) => table.getClientRects().length > 0 && !table.closest(".sr-only"))
      .map((table) => {
        const rows = [...table.querySelectorAll("tbody tr")].filter(
          (row) => row.querySelectorAll("th, td").length > 1,
        );
        const stacked = rows.map((row) => {
          const boxes = [...row.querySelectorAll(":scope > th, :scope > td")]
            .map((cell) => cell.getBoundingClientRect())
            .filter((box) => box.height > 0);
          return boxes.every(
            (box, index) => index === 0 || box.top >= (boxes[index - 1]?.bottom ?? 0) - 1,
          );
        });
        let scrollsSideways = false;
        for (
          let element: HTMLElement | null = table;
          element && element !== main;
          element = element.parentElement
        ) {
          if (element.scrollWidth > element.clientWidth + 1) scrollsSideways = true;
        }
        const labelled = rows.every((row) =>
          [...row.querySelectorAll(":scope > td")].every((cell) => {
            const label = cell.getAttribute("data-label");
            return label !== null && getComputedStyle(cell, "::before").content.includes(label);
          }),
        );
        return {
          name: table.querySelector("caption")?.textContent ?? "",
          layout: rows.length === 0 ? "empty" : stacked.every(Boolean) ? "cards" : "rows",
          labelled,
          scrollsSideways,
        };
      }),
  );
}

test.describe("the dashboard on a phone and on a desktop", () => {
  test("list tables become labelled cards on a phone, e-mails never break mid-word, and every tap target is at least 44 × 44", async ({
    page,
    request,
  }) => {
    test.slow();
    await signIn(page.request, ADMIN);
    const listing = await publishedListing(page.request, `Card Cabin ${unique()}`);
    const email = `abena.tetteh-mensah.${unique()}@example.com`;
    await pendingBooking(request, listing, email);

    for (const path of [
      "/admin",
      "/admin/listings",
      "/admin/bookings",
      `/admin/users?search=${encodeURIComponent(email)}`,
      "/admin/support",
      "/admin/audit",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);

      const tables = await tableLayouts(page);
      expect(tables.length, path).toBeGreaterThan(0);
      for (const table of tables) {
        if (table.layout === "empty") continue;
        expect(table.layout, `${path}: ${table.name}`).toBe(isPhone() ? "cards" : "rows");
        if (isPhone()) {
          expect(table.labelled, `${path}: ${table.name} labels its values`).toBe(true);
          expect(table.scrollsSideways, `${path}: ${table.name}`).toBe(false);
        }
      }
      expect(await emailsBrokenMidWord(page), path).toEqual([]);
      if (isPhone()) expect(await smallTapTargets(page.locator("main")), path).toEqual([]);

      expect(await seriousViolations(page), path).toEqual([]);
    }

    // The long address is on the bookings page and the users page, whole and unbroken.
    await page.goto("/admin/bookings");
    await expect(page.getByText(email, { exact: true }).first()).toBeVisible();

    // "Clear filters" and the page links are tap targets too.
    await page.goto("/admin/bookings?status=CANCELLED");
    await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
    if (isPhone()) expect(await smallTapTargets(page.locator("main"))).toEqual([]);
  });
});

test.describe("one way of writing dates and amounts", () => {
  test("a stay reads as one range without stray commas, and whole cedis drop the pesewas everywhere", async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page.request, ADMIN);
    // 400 a night × 3 nights + 10 % fee + 12.5 % taxes = GH₵ 1,470 exactly.
    const listing = await publishedListing(page.request, `Format Lodge ${unique()}`, 400);
    const booking = await pendingBooking(request, listing);
    expect(booking.total).toBe("1470.00");

    await page.goto(`/admin/bookings?listingId=${listing.id}`);
    const row = page.getByRole("row", { name: new RegExp(booking.reference) });
    const [from, to] = [partsOf(booking.checkIn), partsOf(booking.checkOut)];
    const range =
      from.year !== to.year
        ? `${from.weekday} ${from.day} ${from.month} ${from.year} – ${to.weekday} ${to.day} ${to.month} ${to.year}`
        : from.month !== to.month
          ? `${from.weekday} ${from.day} ${from.month} – ${to.weekday} ${to.day} ${to.month} ${to.year}`
          : `${from.weekday} ${from.day} – ${to.weekday} ${to.day} ${to.month} ${to.year}`;
    await expect(row).toContainText(range);
    await expect(row).toContainText("GH₵ 1,470");
    await expect(row).not.toContainText("1,470.00");

    // The guest pays on the sandbox checkout, which writes the amount as every page does.
    const guest = await browser.newContext({ storageState: await request.storageState() });
    const guestPage = await guest.newPage();
    await guestPage.goto(new URL(booking.paymentUrl).pathname);
    await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText("Pay GH₵ 1,470");
    await guest.close();
  });
});
