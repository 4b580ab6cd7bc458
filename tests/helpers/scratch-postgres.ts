import postgres from "postgres";
import { uniqueDatabaseName } from "./database-names";

/** PostgreSQL server used for tests that need real concurrency (PGlite has one connection). */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The scratch databases' name prefix: sessions sharing one server may each set their own. */
const PREFIX = process.env.TEST_SCRATCH_DATABASE_PREFIX ?? "akwaaba";

/** Creates an empty database for one test file and returns its URL and a drop function. */
export async function createScratchDatabase(label: string, adminUrl = POSTGRES_ADMIN_URL) {
  const name = uniqueDatabaseName(`${PREFIX}_${label}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `This needs PostgreSQL at ${adminUrl} (set TEST_POSTGRES_ADMIN_URL): ${String(error)}`,
    );
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
