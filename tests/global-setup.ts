import { openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { truncateAll } from "./helpers/database";

/**
 * On PostgreSQL every test file runs on the one database DATABASE_URL names, and the last
 * file's rows would stay behind: `npm test` then runs the browser tests on that same
 * database, where leftover test listings (with test images) would show among the demo data.
 * So the run leaves it empty.
 */
export async function teardown(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const connection = openConnection({ databaseUrl, maxConnections: 1 });
  try {
    await runMigrations(connection);
    await truncateAll(connection.db);
  } finally {
    await connection.close();
  }
}
