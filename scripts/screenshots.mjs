// `npm run screenshots`: the guest's and the admin's journeys photographed on a phone
// (390 × 844, touch) and on a desktop (1366 × 900), as PNGs in screenshots/<viewport>/.
// Starts the app as the browser tests do (`npm start` on a fresh embedded database with the
// demo data, building first when the sources changed), or photographs one already running
// at SCREENSHOTS_URL. Chromium is the system's (/usr/bin/chromium, or CHROMIUM_PATH).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "screenshots");
const PASSWORD = "Akwaaba2026!";

const VIEWPORTS = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: { viewport: { width: 1366, height: 900 } },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `npm start` on a fresh data directory with the demo data, like playwright.config.ts. */
async function startApp() {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-screenshots-"));
  const app = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "true",
      RATE_LIMIT_ENABLED: "false",
      PAYMENTS_SANDBOX: "true",
      LOG_LEVEL: "warn",
    },
  });
  const exited = new Promise((resolve) => app.once("exit", resolve));
  const stop = async () => {
    if (app.exitCode === null && app.signalCode === null) app.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with status ${app.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("the app did not start within five minutes");
}

function isoDate(daysFromToday) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}

async function signIn(context, baseURL, email) {
  // The API's CSRF guard expects a browser's Origin on a write.
  const response = await context.request.post("/api/auth/login", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  if (!response.ok()) throw new Error(`signing in as ${email}: ${response.status()}`);
}

async function dataOf(context, address) {
  const response = await context.request.get(address);
  if (!response.ok()) throw new Error(`${address}: ${response.status()}`);
  return (await response.json()).data;
}

/** Loads the page, lets lazy images load by scrolling through it, and photographs it whole. */
async function photograph(page, address, file) {
  await page.goto(address, { waitUntil: "networkidle" });
  // Instant scrolls: the site scrolls smoothly, and the sticky header would be photographed
  // wherever a smooth scroll back to the top happened to be.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  console.log(`  ${path.relative(root, file)}`);
}

async function journeys(browser, baseURL, name, options) {
  const dir = path.join(outDir, name);
  mkdirSync(dir, { recursive: true });
  const shot = (page, address, file) => photograph(page, address, path.join(dir, `${file}.png`));
  const contextFor = async (email) => {
    const context = await browser.newContext({ ...options, baseURL });
    if (email) await signIn(context, baseURL, email);
    return context;
  };

  const visitor = await contextFor(null);
  const page = await visitor.newPage();
  const [listing] = await dataOf(visitor, "/api/listings/featured");
  const stay = { checkIn: isoDate(100), checkOut: isoDate(103), adults: "2" };
  const query = new URLSearchParams(stay).toString();
  await shot(page, "/", "01-home");
  await shot(page, `/listings?q=Accra&${query}`, "02-search-results");
  await shot(page, `/listings/${listing.slug}?${query}`, "03-listing");
  await shot(page, "/sign-in", "04-sign-in");
  await visitor.close();

  const guest = await contextFor("guest@example.com");
  const guestPage = await guest.newPage();
  const [trip] = await dataOf(guest, "/api/bookings?status=CONFIRMED&limit=1");
  await shot(guestPage, `/book/${listing.slug}?${query}`, "05-booking-form");
  await shot(guestPage, `/trips/${trip.reference}`, "06-trip");
  await shot(guestPage, "/account", "07-account");
  await guest.close();

  const admin = await contextFor("admin@example.com");
  const adminPage = await admin.newPage();
  await shot(adminPage, "/admin", "08-admin-overview");
  await shot(adminPage, "/admin/listings", "09-admin-listings");
  await shot(adminPage, `/admin/bookings/${trip.reference}`, "10-admin-booking");
  await admin.close();
}

const given = process.env.SCREENSHOTS_URL;
const app = given ? { url: given.replace(/\/$/, ""), stop: async () => {} } : await startApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  rmSync(outDir, { recursive: true, force: true });
  for (const [name, options] of Object.entries(VIEWPORTS)) {
    console.log(`${name}:`);
    await journeys(browser, app.url, name, options);
  }
} finally {
  await browser.close();
  await app.stop();
}
