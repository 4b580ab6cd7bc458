// How the app's PostgreSQL sessions are set up (db/client.ts), on the machine's PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { createScratchDatabase } from "../helpers/scratch-postgres";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let app: Connection;

beforeAll(async () => {
  scratch = await createScratchDatabase("session");
  app = openConnection({ databaseUrl: scratch.url, maxConnections: 1 });
});

afterAll(async () => {
  await app?.close();
  await scratch?.drop();
});

/** Rows of a statement on the app's connection (postgres.js answers an array of rows). */
async function rowsOf(statement: ReturnType<typeof sql.raw>) {
  return (await app.db.execute(statement)) as unknown as Array<Record<string, unknown>>;
}

describe("the app's PostgreSQL sessions", () => {
  it("never compile a query just in time, however costly its estimate", async () => {
    // A catalog query over the large seed compiled for half a second to run for 17 ms.
    const [setting] = await rowsOf(sql`select current_setting('jit') as jit`);
    expect(setting?.jit).toBe("off");
    const plan = JSON.stringify(
      await rowsOf(
        sql.raw("explain (format json) select sum(g) from generate_series(1, 100000000) as g"),
      ),
    );
    expect(plan).toContain("Aggregate");
    expect(plan).not.toContain('"JIT"');
  });

  it("never start parallel workers for a statement", async () => {
    // The admin's window of cancelled stays ran 56–67 ms with two workers against 4–6 alone:
    // starting them costs more than these statements' whole work.
    const [setting] = await rowsOf(
      sql`select current_setting('max_parallel_workers_per_gather') as workers`,
    );
    expect(setting?.workers).toBe("0");
    await rowsOf(sql.raw("create table wide as select g from generate_series(1, 2000000) as g"));
    await rowsOf(sql.raw("analyze wide"));
    const plan = JSON.stringify(
      await rowsOf(sql.raw("explain (format json) select count(*) from wide where g % 7 = 0")),
    );
    expect(plan).toContain("Aggregate");
    expect(plan).not.toContain("Gather");
  });
});
