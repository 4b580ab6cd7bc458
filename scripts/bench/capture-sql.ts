// Records the statements a piece of code sends through postgres.js (text and parameters), so
// the baseline can be checked to run exactly the SQL the app's services run.
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";

export interface Statement {
  text: string;
  params: string;
}

/** A single-connection client whose statements are appended to `log`. */
export function capturingClient(databaseUrl: string, log: Statement[]): postgres.Sql {
  return postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    debug: (_connection, text, params) => {
      log.push({ text, params: JSON.stringify(params) });
    },
  });
}

export function drizzleOn(client: postgres.Sql): Database {
  return drizzle(client, { schema }) as unknown as Database;
}
