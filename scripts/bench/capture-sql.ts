// Records the statements a piece of code sends through postgres.js (text, parameters and the
// types postgres.js gave them), so pgbench can run exactly the SQL the app runs.
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";

export interface Statement {
  text: string;
  params: unknown[];
  /** postgres.js's type OID of each parameter; 0 lets PostgreSQL infer it. */
  types: number[];
}

/** A single-connection client whose statements are appended to `log`. */
export function capturingClient(databaseUrl: string, log: Statement[]): postgres.Sql {
  return postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    debug: (_connection, text, params, types) => {
      log.push({ text, params: [...params], types: [...types] });
    },
  });
}

export function drizzleOn(client: postgres.Sql): Database {
  return drizzle(client, { schema }) as unknown as Database;
}
