import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { hostLedgerEntries, hostProfiles, payoutMethods, payouts } from "@/db/schema";
import { payoutRetryDelayMs } from "@/lib/host-ledger";
import { createId } from "@/lib/ids";
import type { PayoutProvider } from "@/lib/providers/payout-provider";
import { sendPayout } from "./send-payout";

const BATCH = 50;

/** A host's available balance: what came into `available` less what went out. */
export const availableOf = (hostId: unknown) =>
  sql<string>`(select coalesce(sum(case when l.to_state = 'available' then l.amount else -l.amount end), 0) from ${hostLedgerEntries} l where l.host_id = ${hostId} and 'available' in (l.from_state, l.to_state))::numeric(12, 2)`;

export interface StartPayoutsParams {
  provider: PayoutProvider;
  /** The least available balance worth a transfer, GH₵. */
  minimum: number;
  now?: Date;
}

/**
 * The payout run of the maintenance job: every host whose available balance reaches the
 * minimum, with a payout method, not held by an admin, without a payout in flight and past
 * the backoff of their failed ones, gets one payout of the whole balance, then its transfer
 * is requested; payouts whose request failed are requested again when due (same reference,
 * so the provider makes one transfer). Answers how many payouts were created and requested.
 */
export async function startPayouts(
  db: Database,
  { provider, minimum, now = new Date() }: StartPayoutsParams,
): Promise<{ created: number; requested: number }> {
  let created = 0;
  for (const host of await hostsOwed(db, minimum, now)) {
    const payout = await createPayout(db, { ...host, minimum });
    if (payout) {
      created += 1;
      await sendPayout(db, { provider, payout, now });
    }
  }
  let requested = created;
  for (const payout of await claimDueRetries(db, now)) {
    requested += 1;
    await sendPayout(db, { provider, payout, now });
  }
  return { created, requested };
}

async function hostsOwed(db: Database, minimum: number, now: Date) {
  const lastPaid = sql`coalesce((select max(s.created_at) from ${payouts} s where s.host_id = ${payoutMethods.hostId} and s.status = 'PAID'), '-infinity')`;
  const candidates = await db
    .select({
      hostId: payoutMethods.hostId,
      payoutMethodId: payoutMethods.id,
      recipientCode: payoutMethods.recipientCode,
      failures: sql<number>`(select count(*) from ${payouts} f where f.host_id = ${payoutMethods.hostId} and f.status in ('FAILED', 'REVERSED') and f.created_at > ${lastPaid})::int`,
      lastFailedAt: sql<Date | null>`(select max(f.failed_at) from ${payouts} f where f.host_id = ${payoutMethods.hostId})`,
    })
    .from(payoutMethods)
    .leftJoin(hostProfiles, eq(hostProfiles.userId, payoutMethods.hostId))
    .where(
      and(
        eq(payoutMethods.active, true),
        sql`${hostProfiles.payoutsHeldAt} is null`,
        sql`${availableOf(payoutMethods.hostId)} >= ${minimum}`,
        sql`not exists (select 1 from ${payouts} o where o.host_id = ${payoutMethods.hostId} and o.status in ('PENDING', 'PROCESSING'))`,
      ),
    )
    .limit(BATCH);
  return candidates.filter(({ failures, lastFailedAt }) => {
    if (!lastFailedAt) return true;
    return new Date(lastFailedAt).getTime() + payoutRetryDelayMs(failures) <= now.getTime();
  });
}

interface CreatePayoutParams {
  hostId: string;
  payoutMethodId: string;
  recipientCode: string;
  minimum: number;
}

/**
 * One payout of the host's whole available balance and its ledger move (available → in
 * flight), in one transaction. The unique index of open payouts per host makes a second
 * instance's insert wait for the first's commit and then add nothing, so no balance is sent
 * twice; a balance read before that commit is never used.
 */
async function createPayout(
  db: Database,
  { hostId, payoutMethodId, recipientCode, minimum }: CreatePayoutParams,
) {
  return db.transaction(async (tx) => {
    const [balance] = await tx
      .select({ available: availableOf(hostId) })
      .from(sql`(select 1) as one`);
    if (!balance || Number(balance.available) < minimum) return null;
    const [payout] = await tx
      .insert(payouts)
      .values({
        hostId,
        reference: `payout_${createId()}`,
        amount: balance.available,
        payoutMethodId,
        recipientCode,
      })
      .onConflictDoNothing()
      .returning();
    if (!payout) return null;
    await tx.insert(hostLedgerEntries).values({
      hostId,
      kind: "PAYOUT",
      fromState: "available",
      toState: "in_flight",
      amount: payout.amount,
      payoutId: payout.id,
    });
    return payout;
  });
}

/** PENDING payouts whose request is due again, each claimed by pushing its time on first. */
async function claimDueRetries(db: Database, now: Date) {
  return db
    .update(payouts)
    .set({ nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
    .where(
      and(
        eq(payouts.status, "PENDING"),
        lte(payouts.nextAttemptAt, now),
        inArray(
          payouts.id,
          db
            .select({ id: payouts.id })
            .from(payouts)
            .where(and(eq(payouts.status, "PENDING"), lte(payouts.nextAttemptAt, now)))
            .limit(BATCH),
        ),
      ),
    )
    .returning();
}
