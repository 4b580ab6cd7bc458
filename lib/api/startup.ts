import { connection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedDatabase, seedIfEmpty } from "@/db/seed";
import { runMaintenanceNow } from "@/lib/api/maintenance-run";
import { installRequestGate } from "@/lib/api/request-gate";
import { config } from "@/lib/platform/config";
import { errorFields, logger } from "@/lib/platform/logger";
import { markDataDirectoryInUse } from "@/lib/platform/server-marker";
import { beginShutdown, unlessShuttingDown } from "@/lib/platform/shutdown";

/**
 * Start-up: validate the configuration, stamp each request with its client (the address
 * rate limits count, the protocol cookies follow), migrate, and in embedded mode seed demo data into
 * an empty database. With DATABASE_URL, demo data is only written when SEED_DEMO_DATA=true
 * (never by default: the demo accounts have published passwords).
 */
export async function prepareServer(): Promise<void> {
  const settings = config();
  installRequestGate(settings.TRUST_PROXY);
  const current = connection();
  await runMigrations(current);
  if (settings.embedded) {
    markDataDirectoryInUse(settings.dataDir);
    const seeded = await seedIfEmpty(current.db, {
      holdMinutes: settings.BOOKING_HOLD_MINUTES,
      passwordHashCost: settings.PASSWORD_HASH_COST,
    });
    if (seeded) logger.info("seeded demo data into the empty embedded database");
  } else if (process.env.SEED_DEMO_DATA === "true") {
    await seedDatabase(current.db, { holdMinutes: settings.BOOKING_HOLD_MINUTES });
    logger.info("demo data ensured (SEED_DEMO_DATA=true)");
  }
  scheduleMaintenance();
  installShutdown();
  logger.info(
    `ready: ${current.driver} database, ${settings.PAYSTACK_SECRET_KEY ? "Paystack" : "sandbox"} payments, ${settings.appUrl}`,
  );
}

/**
 * Prepares the server, then tells a server that waits for the app (scripts/server.mjs, which
 * leaves a callback under `akwaaba.onReady`) that it may listen. Next.js listens before it
 * loads the app, so a server that cannot work (an invalid setting, a database it cannot
 * migrate) must stop itself here: otherwise it stays up and answers 500 to everything.
 */
export async function startOrExit(): Promise<void> {
  try {
    await prepareServer();
  } catch (error) {
    console.error(`\nAkwaaba did not start: ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
  const onReady = (globalThis as Record<symbol, unknown>)[Symbol.for("akwaaba.onReady")];
  if (typeof onReady === "function") onReady();
}

const MAINTENANCE_INTERVAL_MS = 3 * 60_000;

/**
 * The maintenance job runs by itself every few minutes inside the server (and on demand via
 * /api/cron/maintenance); none starts once the process is stopping.
 */
function scheduleMaintenance(): void {
  const run = () =>
    unlessShuttingDown(() => runMaintenanceNow(connection().db))
      ?.then((report) => {
        if (Object.values(report).some((count) => count > 0))
          logger.info("maintenance", { ...report });
      })
      .catch((error: unknown) => {
        logger.error("maintenance failed", { error: errorFields(error) });
      });
  setInterval(run, MAINTENANCE_INTERVAL_MS).unref();
  void run();
}

/**
 * A stop signal marks the process as stopping (the health check answers 503). The server of
 * `npm start` (scripts/server.mjs) calls `akwaaba.onStop` to wait for a running maintenance
 * batch before it exits; under the standalone server.js, Next.js closes the server itself.
 */
function installShutdown(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for("akwaaba.onStop")] = beginShutdown;
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void beginShutdown());
}
