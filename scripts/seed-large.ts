// `npm run db:seed:large`: fills the PostgreSQL database at DATABASE_URL with 50,000 published
// listings, 200,000 users and 1,000,000 bookings (scripts/seed-large/). Refuses a database that
// holds any rows unless --reset (or SEED_LARGE_RESET=true) is given, which drops and recreates
// its schema first. Every account's password is the demo password (db/seed/accounts.ts).
import { seedLarge } from "./seed-large/run";

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is required: the large seed targets PostgreSQL");
  const reset = process.argv.includes("--reset") || process.env.SEED_LARGE_RESET === "true";
  const started = performance.now();
  console.log(
    `Large seed into ${new URL(databaseUrl).pathname.slice(1)}${reset ? " (reset)" : ""}…`,
  );
  const timings = await seedLarge(databaseUrl, { reset });
  console.table(timings);
  console.log(`Large seed done in ${Math.round((performance.now() - started) / 1000)} s.`);
}

main().catch((error: unknown) => {
  console.error("Large seed failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
