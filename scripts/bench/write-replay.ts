// PostgreSQL's own rate for a write scenario. pgbench.ts replays captured statements as they
// were; a write replayed so would insert the same ids and take the same nights again, and
// fail. So one real request's statements are captured (after another warmed the process up),
// and every value the request made anew is rewritten into text built from pgbench variables:
// in `-M simple` pgbench writes a variable's value wherever `:name` stands, inside string
// literals too. `:fresh_n` is unique to each transaction (its client's id plus the number of
// clients times that client's count of transactions so far); a scenario derives the rest
// (the listing, the guest, the open payment) from it with `\set` lines.
import { isBookingReference } from "../../lib/references";
import { type PgbenchOptions, pgbenchRate, pgbenchScript } from "./pgbench";
import { type BenchRequest, statementsOf } from "./request-sql";

export interface WriteReplay {
  /**
   * The request whose statements pgbench runs afresh, and one sent before it (its statements
   * not kept) so that it meets a warm process; made ready first (open payments to pay).
   */
  requests(databaseUrl: string): Promise<{ warmUp: BenchRequest; captured: BenchRequest }>;
  /** Parameter values of the captured request and their fresh form: 'L1' → 'L:fresh_l'. */
  values: Record<string, string>;
  /** Text inside parameter values and its fresh form: a booking number wherever it appears. */
  within: Record<string, string>;
  /** pgbench `\set` lines deriving the scenario's variables from `:fresh_n`. */
  variables: string[];
}

/** The ids the app draws for new rows (lib/ids.ts): 24 characters, a letter first. */
const CREATED_ID = /^[a-z][a-z0-9]{23}$/;

function freshText(text: string, replay: WriteReplay): string {
  if (CREATED_ID.test(text)) return `${text.slice(0, 12)}:fresh_n`;
  if (isBookingReference(text)) return "BK-P:fresh_n";
  const whole = replay.values[text];
  if (whole !== undefined) return whole;
  return Object.entries(replay.within).reduce(
    (fresh, [from, to]) => fresh.replaceAll(from, to),
    text,
  );
}

/** The pgbench script of the captured request, its new values drawn afresh per transaction. */
export async function freshWriteScript(
  databaseUrl: string,
  replay: WriteReplay,
  connections: number,
): Promise<string> {
  const { warmUp, captured } = await replay.requests(databaseUrl);
  const statements = await statementsOf(databaseUrl, captured, warmUp);
  return [
    "\\set fresh_k :fresh_k + 1",
    `\\set fresh_n :client_id + ${connections} * :fresh_k`,
    ...replay.variables,
    pgbenchScript(statements, (text) => freshText(text, replay)),
  ].join("\n");
}

/** Transactions (here: requests' worth of statements, each writing anew) per second. */
export async function writeRate(
  databaseUrl: string,
  replay: WriteReplay,
  options: PgbenchOptions,
): Promise<number> {
  const script = await freshWriteScript(databaseUrl, replay, options.connections);
  return pgbenchRate(databaseUrl, [script], options, { fresh_k: "0" });
}
