import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { dataDirectory } from "@/lib/platform/data-directory";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Query functions take this first, so they run inside or outside a transaction alike. */
export type DbOrTx = Database | Transaction;

export type Driver = "postgres" | "pglite";

/** The extensions the embedded database is opened with (the migrations create them). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

export interface Connection {
  db: Database;
  driver: Driver;
  /** Set for the postgres driver: migrations open their own single connection on it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** postgres.js pool size when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;

export interface ConnectionOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** postgres.js pool size. */
  maxConnections?: number;
}

/** The one place that picks the driver: postgres.js when a URL is given, else PGlite on disk. */
export function openConnection(options: ConnectionOptions = {}): Connection {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const client = postgres(databaseUrl, {
      max: options.maxConnections ?? Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE),
      // Bounded, so a request meeting an unreachable database answers 503 promptly rather
      // than after postgres.js's default 30 s.
      connect_timeout: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 1500) / 1000,
      // postgres.js waits up to 20 s (growing with each failure) before it tries to connect
      // again, and queries wait with it: a request would hang through an outage, and the
      // pool would notice the database back only that late.
      backoff: () => 0.2,
      // The planner's cost estimates of the catalog's queries on a large catalog pass
      // jit_above_cost, and compiling them took half a second for a 17 ms query: these
      // short queries never repay it (docs/decisions.md, "Performance (issue 22)"). Nor
      // do they repay starting parallel workers: the admin's window of cancelled stays took
      // 56–67 ms with two against 4–6 ms alone, and the cores are the requests' to share.
      connection: { jit: "off", max_parallel_workers_per_gather: "0" },
      onnotice: () => {},
    });
    return {
      db: drizzlePostgres(client, { schema }) as unknown as Database,
      driver: "postgres",
      databaseUrl,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const directory = path.join(dataDirectory(options.dataDir), "pglite");
  mkdirSync(directory, { recursive: true });
  const client = new PGlite(directory, { extensions: PGLITE_EXTENSIONS });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    driver: "pglite",
    close: () => client.close(),
  };
}

const globalKey = Symbol.for("akwaaba.connection");
type GlobalWithConnection = typeof globalThis & { [globalKey]?: Connection };

/** The process-wide connection (kept on globalThis so dev-mode reloads reuse it). */
export function connection(): Connection {
  const store = globalThis as GlobalWithConnection;
  store[globalKey] ??= openConnection();
  return store[globalKey];
}

export function getDb(): Database {
  return connection().db;
}

export async function closeConnection(): Promise<void> {
  const store = globalThis as GlobalWithConnection;
  const current = store[globalKey];
  store[globalKey] = undefined;
  await current?.close();
}
