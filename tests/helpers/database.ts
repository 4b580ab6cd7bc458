import { cpSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import { closeConnection, connection, type Database } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { uniqueDatabaseName } from "./database-names";

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
 * Points this file at a copy of the template the run migrated once (tests/global-setup.ts):
 * the PGlite directory copied into its DATA_DIR, or on PostgreSQL a database created from the
 * template database. Answers how to drop the copy.
 */
async function useTemplateCopy(): Promise<() => Promise<void>> {
  const pgliteTemplate = process.env.AKWAABA_TEST_PGLITE_TEMPLATE;
  const postgresTemplate = process.env.AKWAABA_TEST_POSTGRES_TEMPLATE;
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && postgresTemplate) {
    const server = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const name = uniqueDatabaseName(postgresTemplate);
    await server.unsafe(`create database "${name}" template "${postgresTemplate}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    return async () => {
      process.env.DATABASE_URL = databaseUrl;
      await server.unsafe(`drop database if exists "${name}" with (force)`);
      await server.end();
    };
  }
  if (!databaseUrl && pgliteTemplate && process.env.DATA_DIR) {
    cpSync(pgliteTemplate, path.join(process.env.DATA_DIR, "pglite"), { recursive: true });
  }
  return async () => {};
}

/**
 * The database for one test file, of its own (so files run side by side): the app's own
 * connection (so routes and tests share it), on a copy of the migrated template.
 */
export function setupTestDatabase(): { db: () => Database } {
  let dropCopy: () => Promise<void> = async () => {};
  beforeAll(async () => {
    dropCopy = await useTemplateCopy();
    await runMigrations(connection());
    await truncateAll(connection().db);
  });
  afterAll(async () => {
    await closeConnection();
    await dropCopy();
  });
  return { db: () => connection().db };
}
