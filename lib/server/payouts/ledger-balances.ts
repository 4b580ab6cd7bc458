import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { hostLedgerEntries } from "@/db/schema";
import { balancesOf, type LedgerBalances } from "@/lib/host-ledger";

/**
 * The ledger's balances over the entries `where` keeps (one host's, or everyone's): the sums
 * of each kind of move, added up by lib/host-ledger.ts.
 */
export async function ledgerBalances(db: DbOrTx, where?: SQL): Promise<LedgerBalances> {
  const moves = await db
    .select({
      fromState: hostLedgerEntries.fromState,
      toState: hostLedgerEntries.toState,
      amount: sql<string>`sum(${hostLedgerEntries.amount})::text`,
    })
    .from(hostLedgerEntries)
    .where(where)
    .groupBy(hostLedgerEntries.fromState, hostLedgerEntries.toState);
  return balancesOf(moves);
}
