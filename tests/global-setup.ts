import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";

/**
 * Every test file gets a database of its own, so files run side by side, and each starts from
 * a copy of one template the run migrates here once (migrating takes about two seconds):
 * a PGlite directory copied by tests/setup.ts, or on PostgreSQL a database created from the
 * template database. Workers inherit the variables. The unit project needs no database and
 * does not run this.
 */
export async function setup(): Promise<() => Promise<void>> {
  // The integration and timing projects both ask; the first one to ask makes the template.
  if (process.env.AKWAABA_TEST_PGLITE_TEMPLATE || process.env.AKWAABA_TEST_POSTGRES_TEMPLATE) {
    return async () => {};
  }
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? postgresTemplate(databaseUrl) : pgliteTemplate();
}

async function pgliteTemplate() {
  const directory = mkdtempSync(path.join(tmpdir(), "akwaaba-template-"));
  const connection = openConnection({ dataDir: directory });
  try {
    await runMigrations(connection);
  } finally {
    await connection.close();
  }
  process.env.AKWAABA_TEST_PGLITE_TEMPLATE = path.join(directory, "pglite");
  return async () => rmSync(directory, { recursive: true, force: true });
}

async function postgresTemplate(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1)}_template`;
  const server = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`drop database if exists "${name}" with (force)`);
  await server.unsafe(`create database "${name}"`);
  url.pathname = `/${name}`;
  const connection = openConnection({ databaseUrl: url.toString(), maxConnections: 1 });
  try {
    await runMigrations(connection);
  } finally {
    await connection.close();
  }
  process.env.AKWAABA_TEST_POSTGRES_TEMPLATE = name;
  return async () => {
    await server.unsafe(`drop database if exists "${name}" with (force)`);
    await server.end();
  };
}
