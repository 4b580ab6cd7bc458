import { eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { payouts } from "@/db/schema";
import { allows, PAYOUT_TRANSITIONS, type Transition } from "@/lib/booking-transitions";
import type { PayoutStatus } from "@/lib/enums";
import { parseTransferEventData } from "@/lib/providers/paystack-events";
import { settlePayout } from "../payouts/settle-payout";
import type { EventOutcome, EventParams } from "./handler-result";

const TRANSITION_BY_EVENT: Record<string, Transition<PayoutStatus>> = {
  "transfer.success": PAYOUT_TRANSITIONS.transferSuccess,
  "transfer.failed": PAYOUT_TRANSITIONS.transferFailure,
  "transfer.reversed": PAYOUT_TRANSITIONS.transferReversal,
};

/**
 * transfer.*: settles the payout the transfer was made for (by our reference), its ledger move
 * with it; an outcome the payout has already moved past changes nothing.
 */
export async function applyTransferEvent(
  tx: Transaction,
  { event, data: raw }: EventParams,
): Promise<EventOutcome> {
  const transition = TRANSITION_BY_EVENT[event];
  if (!transition) return { outcome: "ignored" };
  const data = parseTransferEventData(raw);
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.reference, data.reference))
    .for("update");
  if (!payout) return { outcome: "unknown_reference" };
  if (!allows(transition, payout.status)) return { outcome: "payout_already_settled" };
  await settlePayout(tx, {
    payout,
    transition,
    reason: data.reason ?? `Transfer ${data.status}`,
  });
  if (!payout.transferCode) {
    await tx
      .update(payouts)
      .set({ transferCode: data.transferCode })
      .where(eq(payouts.id, payout.id));
  }
  return { outcome: `payout_${transition.to.toLowerCase()}` };
}
