// `npm run db:seed`: migrate, then add the demo data (idempotent) to DATABASE_URL, or to the
// embedded PGlite database in DATA_DIR (default .data) when DATABASE_URL is unset.
import { openConnection } from "../db/client";
import { runMigrations } from "../db/migrate";
import { describeSeedSummary, seedDatabase } from "../db/seed";

async function main(): Promise<void> {
  const connection = openConnection();
  try {
    await runMigrations(connection);
    const summary = await seedDatabase(connection.db);
    console.log(describeSeedSummary(summary));
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error("Seeding failed:", error);
  process.exit(1);
});
