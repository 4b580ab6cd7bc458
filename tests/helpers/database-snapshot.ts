import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { resultRows } from "./result-rows";

/** Row count and a hash of every row, per table of the public schema. */
export type DatabaseSnapshot = Record<string, { rows: number; hash: string }>;

let snapshotQuery: string | undefined;

/** One `union all` query over every table, written by the database from its own catalogue. */
async function buildSnapshotQuery(db: Database): Promise<string> {
  const [row] = resultRows(
    await db.execute(sql`
      select string_agg(
        format(
          'select %L as name, count(*)::int as rows, '
            || 'coalesce(md5(string_agg(t::text, %L order by t::text)), %L) as hash from %I.%I t',
          table_name, chr(10), '', table_schema, table_name),
        ' union all ' order by table_name) as query
      from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  const query = row?.query;
  if (typeof query !== "string") throw new Error("no tables in the public schema");
  return query;
}

export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  snapshotQuery ??= await buildSnapshotQuery(db);
  const snapshot: DatabaseSnapshot = {};
  for (const row of resultRows(await db.execute(sql.raw(snapshotQuery)))) {
    snapshot[String(row.name)] = { rows: Number(row.rows), hash: String(row.hash) };
  }
  return snapshot;
}
