import type { Database } from "@/db/client";

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}

interface CountableSession {
  logger: Logger;
  options: { logger?: Logger };
  transaction(...args: unknown[]): Promise<unknown>;
}

/**
 * The statements `run` sends through `db`, in order: every query Drizzle executes (in or out
 * of a transaction) plus the BEGIN and COMMIT of each transaction, each one a round trip.
 * The handle's own logger counts: a statement prepared on it (db/prepared.ts) keeps the logger
 * it was built with, and transactions opened meanwhile are given the same one.
 */
export async function statementsOf(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: CountableSession }).session;
  const statements: string[] = [];
  const { logger } = session;
  const saved = { logQuery: logger.logQuery, options: session.options.logger };
  const transaction = session.transaction;
  logger.logQuery = (query: string) => statements.push(query);
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
    logger.logQuery = saved.logQuery;
    session.options.logger = saved.options;
    session.transaction = transaction;
  }
  return statements;
}
