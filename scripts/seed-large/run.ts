// Runs the large seed: guard or reset, migrate, demo amenities and destinations, then the bulk
// statements, each timed, and VACUUM ANALYZE so the planner and index-only scans see the data.
import postgres from "postgres";
import { openConnection } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { DEMO_PASSWORD } from "../../db/seed";
import { seedAmenities, seedDestinations } from "../../db/seed/seed-catalog";
import { hashPassword } from "../../lib/auth/password";
import { DEFAULT_PASSWORD_HASH_COST } from "../../lib/platform/config";
import { BOOKING_STEPS } from "./bookings";
import { CATALOG_STEPS, LISTING_COUNTERS } from "./catalog";
import { accountSteps, FAVORITES } from "./people";

export interface StepTiming {
  step: string;
  rows: number;
  seconds: number;
}

type Client = postgres.Sql;

/** Public tables that hold at least one row. */
async function nonEmptyTables(client: Client): Promise<string[]> {
  const tables = await client<{ name: string }[]>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`;
  const filled: string[] = [];
  for (const { name } of tables) {
    const [row] = await client.unsafe<{ filled: boolean }[]>(
      `select exists (select 1 from "${name}") as filled`,
    );
    if (row?.filled) filled.push(name);
  }
  return filled;
}

async function clearOrRefuse(client: Client, reset: boolean): Promise<void> {
  if (reset) {
    await client.unsafe("drop schema if exists drizzle cascade");
    await client.unsafe("drop schema public cascade");
    await client.unsafe("create schema public");
    return;
  }
  const filled = await nonEmptyTables(client);
  if (filled.length > 0) {
    throw new Error(
      `The database is not empty (rows in ${filled.join(", ")}). Pass --reset or set SEED_LARGE_RESET=true to drop and recreate its schema.`,
    );
  }
}

async function timed(
  timings: StepTiming[],
  step: string,
  work: () => Promise<number>,
): Promise<void> {
  const started = performance.now();
  const rows = await work();
  const timing = { step, rows, seconds: Math.round((performance.now() - started) / 100) / 10 };
  timings.push(timing);
  console.log(`  ${step}: ${rows} rows in ${timing.seconds} s`);
}

export async function seedLarge(
  databaseUrl: string,
  options: { reset: boolean },
): Promise<StepTiming[]> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const timings: StepTiming[] = [];
  try {
    await clearOrRefuse(client, options.reset);
    const connection = openConnection({ databaseUrl, maxConnections: 1 });
    try {
      await timed(timings, "migrations", async () => {
        await runMigrations(connection);
        return 0;
      });
      await timed(timings, "amenities + destinations", async () => {
        const amenities = await seedAmenities(connection.db);
        return amenities.created + (await seedDestinations(connection.db, new Date()));
      });
    } finally {
      await connection.close();
    }
    await client.unsafe("set synchronous_commit = off");
    await client.unsafe("set work_mem = '256MB'");
    await client.unsafe("set maintenance_work_mem = '512MB'");
    const passwordHash = await hashPassword(DEMO_PASSWORD, DEFAULT_PASSWORD_HASH_COST);
    const steps = [
      ...accountSteps(passwordHash),
      ...CATALOG_STEPS,
      FAVORITES,
      ...BOOKING_STEPS,
      LISTING_COUNTERS,
    ];
    for (const step of steps) {
      await timed(timings, step.label, async () => (await client.unsafe(step.sql)).count ?? 0);
    }
    await timed(timings, "vacuum analyze", async () => {
      await client.unsafe("vacuum analyze");
      return 0;
    });
    return timings;
  } finally {
    await client.end({ timeout: 5 });
  }
}
