import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { closeConnection, connection, type Database } from "@/db/client";
import { runMigrations } from "@/db/migrate";

const TABLES = [
  "users",
  "listings",
  "amenities",
  "destinations",
  "webhook_events",
  "email_outbox",
  "audit_log",
];

/** Empties every table (cascading to the dependent ones). */
export async function truncateAll(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate ${TABLES.join(", ")} restart identity cascade`));
}

/**
 * The database for one test file: the app's own connection (so routes and tests share it),
 * migrated and emptied first. PGlite lives in the file's fresh DATA_DIR; on PostgreSQL the
 * files run one after another on the database DATABASE_URL names.
 */
export function setupTestDatabase(): { db: () => Database } {
  beforeAll(async () => {
    await runMigrations(connection());
    await truncateAll(connection().db);
  });
  afterAll(async () => {
    await closeConnection();
  });
  return { db: () => connection().db };
}
