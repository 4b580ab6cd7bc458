// EXPLAIN for the query-plan tests: which tables a statement reads by sequential scan, and
// how long the database takes to plan and run it.
import { fillPlaceholders, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { resultRows } from "./result-rows";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Loops"?: number;
  "Actual Rows"?: number;
  "Rows Removed by Filter"?: number;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, tables: string[]): string[] {
  const relation = node["Relation Name"];
  const own =
    node["Node Type"] === "Seq Scan" && relation && tables.includes(relation)
      ? [`Seq Scan on ${relation}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOf(child, tables))];
}

interface Explained {
  Plan: PlanNode;
  "Planning Time"?: number;
  "Execution Time"?: number;
}

/** The plan in an EXPLAIN's answer (postgres.js gives rows, PGlite `{ rows }`). */
function planOf(result: unknown): Explained {
  const raw = resultRows(result)[0]?.["QUERY PLAN"];
  const [explained] = (typeof raw === "string" ? JSON.parse(raw) : raw) as Explained[];
  if (!explained) throw new Error("no plan");
  return explained;
}

async function explain(db: Database, options: SQL, query: SQL | { getSQL(): SQL }) {
  return planOf(await db.execute(sql`explain (${options}) ${query}`));
}

/** The sequential scans of `tables` anywhere in the statement's plan (empty when none). */
export async function sequentialScans(
  db: Database,
  query: SQL | { getSQL(): SQL },
  tables: string[],
): Promise<string[]> {
  const { Plan } = await explain(db, sql`format json`, query);
  return scansOf(Plan, tables);
}

function loopsOver(node: PlanNode, table: string): number[] {
  const own = node["Relation Name"] === table ? [node["Actual Loops"] ?? 0] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => loopsOver(child, table))];
}

/**
 * How many times running the statement reads `table`: the most loops of any node scanning it
 * (1 for a table read once and hashed, one per outer row for a nested loop's probe).
 */
export async function readsOf(
  db: Database,
  query: SQL | { getSQL(): SQL },
  table: string,
): Promise<number> {
  const { Plan } = await explain(db, sql`analyze, timing off, format json`, query);
  return Math.max(0, ...loopsOver(Plan, table));
}

function rowsOf(node: PlanNode, table: string): number {
  const loops = node["Actual Loops"] ?? 0;
  const read =
    node["Relation Name"] !== table
      ? 0
      : node["Node Type"] === "Index Only Scan"
        ? (node["Heap Fetches"] ?? 0)
        : ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0)) * loops;
  return read + (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child, table), 0);
}

/** How many of `table`'s rows running the statement visits (an index-only scan's heap fetches). */
export async function rowsVisited(
  db: Database,
  query: SQL | { getSQL(): SQL },
  table: string,
): Promise<number> {
  const { Plan } = await explain(db, sql`analyze, format json`, query);
  return rowsOf(Plan, table);
}

function entriesOf(node: PlanNode, index: string): number {
  const own =
    node["Index Name"] === index ? (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 0) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + entriesOf(child, index), 0);
}

/** How many entries of the index `index` running the statement returns, over all its loops. */
export async function entriesRead(
  db: Database,
  query: SQL | { getSQL(): SQL },
  index: string,
): Promise<number> {
  const { Plan } = await explain(db, sql`analyze, timing off, format json`, query);
  return entriesOf(Plan, index);
}

/**
 * Planning plus execution of the statement in milliseconds, as the database itself measures
 * them (per-node timing off, so the measuring costs little), the best of `runs`. Fifteen: on
 * PGlite the amenity list's page takes 5.5 ms when nothing else runs, but a burst of other
 * work on the 2-core machine held five runs in a row above 10 ms in one CI run.
 */
export async function planningAndExecutionMs(
  db: Database,
  query: SQL | { getSQL(): SQL },
  runs = 15,
): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const explained = await explain(db, sql`analyze, timing off, format json`, query);
    times.push((explained["Planning Time"] ?? 0) + (explained["Execution Time"] ?? 0));
  }
  return Math.min(...times);
}

function indexesOf(node: PlanNode): string[] {
  const index = node["Index Name"];
  const all = [...(index ? [index] : []), ...(node.Plans ?? []).flatMap(indexesOf)];
  return [...new Set(all)].sort();
}

/** The indexes the statement's plan reads (a bitmap scan's too), by name, each once, sorted. */
export async function indexesRead(db: Database, query: SQL | { getSQL(): SQL }): Promise<string[]> {
  const { Plan } = await explain(db, sql`format json`, query);
  return indexesOf(Plan);
}

/** A value written into SQL text as a literal, as EXECUTE takes it. */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") return String(value);
  const text = Array.isArray(value)
    ? `{${value.map((item) => `"${String(item).replaceAll(/(["\\])/g, "\\$1")}"`).join(",")}}`
    : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The generic plan of a statement with placeholders, the one PostgreSQL's plan cache may
 * settle on for a prepared statement after its first five runs: prepared in a transaction with
 * `plan_cache_mode = force_generic_plan` and run once with `values` (EXPLAIN ANALYZE). Returns
 * the sequential scans of `tables`, how many times it read `readsOf` (as `readsOf` does) and
 * the indexes it read (as `indexesRead`).
 */
export async function genericPlan(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
  { tables, readsOf }: { tables: string[]; readsOf: string },
): Promise<{ scans: string[]; reads: number; indexes: string[] }> {
  const { sql: text, params } = query.toSQL();
  const args = fillPlaceholders(params, values).map(literalOf).join(", ");
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_plan_test as ${text}`));
    const explained = planOf(
      await tx.execute(
        sql.raw(`explain (analyze, timing off, format json) execute generic_plan_test(${args})`),
      ),
    );
    await tx.execute(sql`deallocate generic_plan_test`);
    return explained;
  });
  return {
    scans: scansOf(plan.Plan, tables),
    reads: Math.max(0, ...loopsOver(plan.Plan, readsOf)),
    indexes: indexesOf(plan.Plan),
  };
}
