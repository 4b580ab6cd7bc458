import { and, gt, lte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, hostLedgerEntries } from "@/db/schema";
import { lastReleasableCheckIn } from "@/lib/host-ledger";

const BATCH = 200;

export interface ReleaseEarningsParams {
  now?: Date;
  delayHours: number;
}

/**
 * Makes available what each booking still holds for its host once its check-in day plus the
 * delay has begun: its earning less the refunds taken from pending, once. The bookings are
 * locked (SKIP LOCKED: two instances share the work, and a refund being recorded for one
 * makes it wait for the next run), and the ledger takes one release per booking. Answers how
 * many were released.
 */
export async function releaseEarnings(
  db: Database,
  { now = new Date(), delayHours }: ReleaseEarningsParams,
): Promise<number> {
  const lastCheckIn = lastReleasableCheckIn(now, delayHours);
  const ledger = sql`${hostLedgerEntries} e where e.booking_id = ${bookings.id}`;
  const stillPending = sql<string>`(select coalesce(sum(case when e.kind = 'EARNING' then e.amount when e.kind = 'REFUND' and e.from_state = 'pending' then -e.amount else 0 end), 0) from ${ledger} and not exists (select 1 from ${hostLedgerEntries} r where r.booking_id = ${bookings.id} and r.kind = 'RELEASE'))`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        bookingId: bookings.id,
        amount: sql<string>`${stillPending}::numeric(12, 2)::text`,
        hostId: sql<string>`(select e.host_id from ${ledger} and e.kind = 'EARNING')`,
      })
      .from(bookings)
      .where(and(lte(bookings.checkIn, lastCheckIn), gt(stillPending, sql`0`)))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const released = await tx
      .insert(hostLedgerEntries)
      .values(
        due.map(({ bookingId, hostId, amount }) => ({
          hostId,
          kind: "RELEASE" as const,
          fromState: "pending" as const,
          toState: "available" as const,
          amount,
          bookingId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: hostLedgerEntries.id });
    return released.length;
  });
}
