import type { Database } from "@/db/client";

interface CountableSession {
  logger: { logQuery(query: string, params: unknown[]): void };
  options: { logger?: CountableSession["logger"] };
  transaction(...args: unknown[]): Promise<unknown>;
}

/**
 * The statements `run` sends through `db`, in order: every query Drizzle executes (in or out
 * of a transaction) plus the BEGIN and COMMIT of each transaction, each one a round trip.
 */
export async function statementsOf(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: CountableSession }).session;
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const saved = { logger: session.logger, options: session.options.logger };
  const transaction = session.transaction;
  session.logger = logger;
  session.options.logger = logger;
  session.transaction = async (...args) => {
    statements.push("begin");
    const result = await transaction.apply(session, args);
    statements.push("commit");
    return result;
  };
  try {
    await run();
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.options;
    session.transaction = transaction;
  }
  return statements;
}
