// EXPLAIN for the query-plan tests: which tables a statement reads by sequential scan.
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "@/db/client";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
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

/** The sequential scans of `tables` anywhere in the statement's plan (empty when none). */
export async function sequentialScans(
  db: Database,
  query: SQL | { getSQL(): SQL },
  tables: string[],
): Promise<string[]> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
    Record<string, unknown>
  >;
  const raw = rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return scansOf(plan[0]?.Plan as PlanNode, tables);
}
