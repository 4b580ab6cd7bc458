// PostgreSQL's own rate for a scenario's statements: the SQL of a few real requests (captured
// through their route handlers), each request one pgbench script with its parameters written
// in as literals, run by pgbench against the same database with as many connections as the
// app's pool opens. The simple protocol (`-M simple`): pgbench's other modes read every `:name`
// in the text as one of its variables, including those inside our string literals ('HH24:MI').
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Statement } from "./capture-sql";
import { type BenchRequest, statementsOf } from "./request-sql";

/** postgres.js's inferred parameter types (its types.js `inferType`) as SQL type names. */
const TYPE_NAMES: Record<number, string> = {
  16: "bool",
  17: "bytea",
  20: "int8",
  1184: "timestamptz",
};

function pgbenchPath(): string {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  const installed = versions
    .map((version) => `/usr/lib/postgresql/${version}/bin/pgbench`)
    .find(existsSync);
  return process.env.PGBENCH ?? installed ?? "pgbench";
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A parameter's text as pgbench should send it (write-replay.ts makes writes fresh with it). */
export type Rewrite = (text: string) => string;

function literal(value: unknown, type: number, rewrite: Rewrite): string {
  if (value === null || value === undefined) return "NULL";
  const text =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? `{${value.map((item) => `"${String(item).replaceAll(/(["\\])/g, "\\$1")}"`).join(",")}}`
        : typeof value === "object"
          ? JSON.stringify(value)
          : String(value);
  if (type === 0) return quoted(rewrite(text));
  const name = TYPE_NAMES[type];
  if (!name) throw new Error(`no SQL name for parameter type ${type}`);
  return `${quoted(rewrite(text))}::${name}`;
}

/** One pgbench script: the statements with their parameters in place, one per line. */
export function pgbenchScript(statements: Statement[], rewrite: Rewrite = (text) => text): string {
  return statements
    .map(({ text, params, types }) => {
      const line = text.replaceAll(/\s*\n\s*/g, " ");
      return `${line.replaceAll(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1], types[Number(n) - 1] ?? 0, rewrite))};`;
    })
    .join("\n");
}

export interface PgbenchOptions {
  connections: number;
  seconds: number;
}

/** Transactions (here: requests' worth of statements) per second. */
export async function postgresRate(
  databaseUrl: string,
  requests: BenchRequest[],
  options: PgbenchOptions,
): Promise<number> {
  const scripts: string[] = [];
  for (const request of requests) {
    scripts.push(pgbenchScript(await statementsOf(databaseUrl, request)));
  }
  return pgbenchRate(databaseUrl, scripts, options);
}

/** pgbench's rate for `scripts`, each a transaction's worth of statements, picked at random. */
export function pgbenchRate(
  databaseUrl: string,
  scripts: string[],
  { connections, seconds }: PgbenchOptions,
  variables: Record<string, string> = {},
): number {
  const directory = mkdtempSync(path.join(tmpdir(), "akwaaba-pgbench-"));
  try {
    const files = scripts.flatMap((script, i) => {
      const file = path.join(directory, `request-${i}.sql`);
      writeFileSync(file, `${script}\n`);
      return ["-f", file];
    });
    const defined = Object.entries(variables).flatMap(([name, value]) => [
      "-D",
      `${name}=${value}`,
    ]);
    const output = execFileSync(
      pgbenchPath(),
      ["-n", "-M", "simple", "-c", String(connections), "-j", "2", "-T", String(seconds)]
        .concat(defined, files)
        .concat(databaseUrl),
      // The app's sessions run without JIT or parallel workers (db/client.ts); so does the yardstick.
      {
        encoding: "utf8",
        env: { ...process.env, PGOPTIONS: "-c jit=off -c max_parallel_workers_per_gather=0" },
      },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    if (!tps?.[1]) throw new Error(`pgbench printed no rate:\n${output}`);
    if (/number of failed transactions: [1-9]/.test(output)) {
      throw new Error(`pgbench transactions failed:\n${output}`);
    }
    return Number(tps[1]);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
