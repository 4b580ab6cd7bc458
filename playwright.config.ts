import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_CRON_SECRET } from "./e2e/cron";
import { feedStubPort } from "./e2e/feed-stub-port";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// One fresh embedded database per run (the config is evaluated again in workers; they inherit this).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "akwaaba-e2e-"));

const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // A failing test runs once more, recording a trace to debug it with; the run still fails
  // (failOnFlakyTests). Recording a trace of every test would cost a quarter of the run.
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? "list" : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Browsers send their page's origin with every write; the API's CSRF guard expects it,
    // so the API request contexts of the tests send it too.
    extraHTTPHeaders: { origin: baseURL },
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // `*.mobile.spec.ts` runs on the phone only, `*.both.spec.ts` on both, the rest on desktop.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /.*\.(mobile|both)\.spec\.ts/,
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO_DATA: "true",
      // PostgreSQL mode needs a signing key; embedded mode generates its own in DATA_DIR.
      AUTH_SECRET:
        process.env.AUTH_SECRET ??
        (process.env.DATABASE_URL ? "e2e-only-signing-key-0123456789-abcdefghijkl" : ""),
      RATE_LIMIT_ENABLED: "false",
      SHUTDOWN_DRAIN_SECONDS: "0",
      // The demo accounts' and sign-ups' scrypt hashes at a test cost (config.test.ts pins
      // the production one): a sign-in costs 0.3 s of CPU at the real cost.
      PASSWORD_HASH_COST: "1024",
      // On PostgreSQL the sandbox checkout must be asked for by name (embedded mode has it anyway).
      PAYMENTS_SANDBOX: "true",
      LOG_LEVEL: "warn",
      // The tests run the maintenance job through its cron route (e2e/cron.ts).
      CRON_SECRET: E2E_CRON_SECRET,
      // Hosts' earnings payable from the start of the check-in day rather than a day later,
      // so a stay checking in today is paid out by the next run (e2e/host-payouts.both.spec.ts):
      // a test cannot wait the default 24 hours.
      PAYOUT_DELAY_HOURS: "0",
      // e2e/calendar-import.spec.ts serves Airbnb-shaped feeds from this machine.
      CALENDAR_FEED_ALLOWED_HOSTS: `127.0.0.1:${feedStubPort(PORT)}`,
    },
  },
});
