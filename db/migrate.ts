import path from "node:path";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Connection } from "./client";

// Several instances may start at once on one PostgreSQL: only one migrates at a time.
const MIGRATION_LOCK_KEY = 727_001;

function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "db", "migrations");
}

export async function runMigrations(connection: Connection): Promise<void> {
  if (!connection.databaseUrl) {
    await migratePglite(connection.db as unknown as PgliteDatabase, {
      migrationsFolder: migrationsFolder(),
    });
    return;
  }
  const client = postgres(connection.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => undefined);
    await client.end({ timeout: 5 });
  }
}
