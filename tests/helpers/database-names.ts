import { randomBytes } from "node:crypto";

/** PostgreSQL cuts a longer name to this many bytes, which could cut off what makes it unique. */
const MAX_NAME_BYTES = 63;

/**
 * A database name no other test file, worker or run picks. Vitest's workers are threads of one
 * process, so a process id and a millisecond were not enough: two files created the same
 * database at once in CI (2026-11-28, "duplicate key value violates unique constraint
 * pg_database_datname_index").
 */
export function uniqueDatabaseName(prefix: string): string {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  if (Buffer.byteLength(name) > MAX_NAME_BYTES)
    throw new Error(`"${name}" is longer than PostgreSQL's ${MAX_NAME_BYTES} bytes`);
  return name;
}
