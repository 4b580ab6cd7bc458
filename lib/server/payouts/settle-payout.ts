import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { hostLedgerEntries, payouts } from "@/db/schema";
import { PAYOUT_TRANSITIONS, type Transition } from "@/lib/booking-transitions";
import type { LedgerState, PayoutStatus } from "@/lib/enums";
import { payoutStatusGuard } from "../status-guards";

type Settlement = Transition<PayoutStatus>;

export interface SettlePayoutParams {
  payout: { id: string; hostId: string; amount: string; status: PayoutStatus };
  /** transferSuccess, transferFailure or transferReversal. */
  transition: Settlement;
  reason?: string | null;
  now?: Date;
}

/** Where the settled money goes in the ledger: paid, or back to available. */
function ledgerMoveOf(
  transition: Settlement,
  from: PayoutStatus,
): { kind: "PAYOUT_PAID" | "PAYOUT_RETURNED"; fromState: LedgerState; toState: LedgerState } {
  if (transition === PAYOUT_TRANSITIONS.transferSuccess) {
    return { kind: "PAYOUT_PAID", fromState: "in_flight", toState: "paid" };
  }
  return {
    kind: "PAYOUT_RETURNED",
    fromState: from === "PAID" ? "paid" : "in_flight",
    toState: "available",
  };
}

/**
 * Settles a payout by its transfer's outcome: its status by compare-and-set, and the ledger's
 * move in the same transaction (one per payout and move: a redelivered outcome adds nothing).
 * Answers false when the payout had already left the statuses the transition takes.
 */
export async function settlePayout(
  db: DbOrTx,
  { payout, transition, reason = null, now = new Date() }: SettlePayoutParams,
): Promise<boolean> {
  const paid = transition === PAYOUT_TRANSITIONS.transferSuccess;
  const [changed] = await db
    .update(payouts)
    .set({
      status: transition.to,
      ...(paid ? { paidAt: now } : { failedAt: now, failureReason: reason }),
      nextAttemptAt: null,
    })
    .where(and(eq(payouts.id, payout.id), payoutStatusGuard(transition)))
    .returning({ id: payouts.id });
  if (!changed) return false;
  await db
    .insert(hostLedgerEntries)
    .values({
      hostId: payout.hostId,
      amount: payout.amount,
      payoutId: payout.id,
      ...ledgerMoveOf(transition, payout.status),
    })
    .onConflictDoNothing();
  return true;
}
