import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { hostLedgerEntries, hostProfiles, payouts, users } from "@/db/schema";
import type { LedgerState, PayoutStatus } from "@/lib/enums";
import type { PageRequest } from "@/lib/pagination";
import { ledgerBalances } from "../../payouts/ledger-balances";

const balanceIn = (state: LedgerState) =>
  sql<string>`coalesce(sum(case when ${hostLedgerEntries.toState} = ${state} then ${hostLedgerEntries.amount} when ${hostLedgerEntries.fromState} = ${state} then -${hostLedgerEntries.amount} else 0 end), 0)::numeric(12, 2)::text`;

const hostName = sql<string>`coalesce(${hostProfiles.displayName}, ${users.email})`;

export interface ListAdminPayoutsParams {
  status?: PayoutStatus;
  page: PageRequest;
}

/**
 * The admin's payouts page: every payout (newest first, by status), every host's balances (a
 * host now, or one with money in the ledger) with whether an admin holds their payouts, and
 * what is owed to hosts in all (pending, available and in flight), from the ledger.
 */
export async function listAdminPayouts(db: DbOrTx, { status, page }: ListAdminPayoutsParams) {
  const where: SQL | undefined = status ? eq(payouts.status, status) : undefined;
  const [rows, [counted], hosts, totals] = await Promise.all([
    db
      .select({ payout: payouts, hostName, hostEmail: users.email })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.hostId))
      .leftJoin(hostProfiles, eq(hostProfiles.userId, payouts.hostId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payouts).where(where),
    db
      .select({
        hostId: users.id,
        hostName,
        pending: balanceIn("pending"),
        available: balanceIn("available"),
        inFlight: balanceIn("in_flight"),
        paid: balanceIn("paid"),
        heldAt: hostProfiles.payoutsHeldAt,
        heldReason: hostProfiles.payoutsHeldReason,
      })
      .from(users)
      .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
      .leftJoin(hostLedgerEntries, eq(hostLedgerEntries.hostId, users.id))
      .where(
        sql`${users.role} = 'HOST' or exists (select 1 from ${hostLedgerEntries} e where e.host_id = ${users.id})`,
      )
      .groupBy(users.id, hostProfiles.userId)
      .orderBy(hostName),
    ledgerBalances(db),
  ]);
  return {
    items: rows.map(({ payout, hostName: name, hostEmail }) => ({
      reference: payout.reference,
      host: { id: payout.hostId, name, email: hostEmail },
      amount: payout.amount,
      status: payout.status,
      attempts: payout.attempts,
      failureReason: payout.failureReason,
      createdAt: payout.createdAt,
      paidAt: payout.paidAt,
      failedAt: payout.failedAt,
    })),
    total: counted?.total ?? 0,
    hosts: hosts.map(({ heldAt, heldReason, ...host }) => ({
      ...host,
      held: heldAt ? { at: heldAt, reason: heldReason ?? "" } : null,
    })),
    owed: {
      pending: totals.pending,
      available: totals.available,
      inFlight: totals.in_flight,
      paid: totals.paid,
    },
  };
}
