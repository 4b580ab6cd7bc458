import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { payouts } from "@/db/schema";
import { PAYOUT_TRANSITIONS } from "@/lib/booking-transitions";
import { payoutRetryDelayMs } from "@/lib/host-ledger";
import { toPesewas } from "@/lib/money";
import { errorFields, logger } from "@/lib/platform/logger";
import { PaymentProviderError } from "@/lib/providers/payment-provider";
import type { PayoutProvider, TransferStatus } from "@/lib/providers/payout-provider";
import { payoutStatusGuard } from "../status-guards";
import { settlePayout } from "./settle-payout";

type PayoutRow = typeof payouts.$inferSelect;

/** A transfer the provider will not make: the money goes back to the host's available. */
const REFUSED: readonly TransferStatus[] = ["failed", "rejected", "abandoned", "blocked"];

export interface SendPayoutParams {
  provider: PayoutProvider;
  payout: PayoutRow;
  now?: Date;
}

/**
 * Requests a payout's transfer (after the commit that created it, or again when a request
 * failed). Accepted: PROCESSING with its transfer code, the outcome left to the transfer's
 * event. A transfer the provider answers as failed: FAILED, the money back to available. No
 * answer, or a refusal of the request (timeout, network, 5xx; a 4xx such as Paystack's
 * "insufficient balance" or an inactive recipient): still PENDING with the provider's words,
 * asked again with the same reference after a backoff (the provider makes one transfer per
 * reference), where an admin sees it.
 */
export async function sendPayout(
  db: Database,
  { provider, payout, now = new Date() }: SendPayoutParams,
): Promise<void> {
  const attempts = payout.attempts + 1;
  try {
    const transfer = await provider.transfer({
      amountPesewas: toPesewas(payout.amount),
      recipientCode: payout.recipientCode,
      reference: payout.reference,
      reason: "Akwaaba host payout",
    });
    if (REFUSED.includes(transfer.status)) {
      await refuse(db, payout, `The transfer was ${transfer.status}`, now);
      return;
    }
    const { transferAccepted } = PAYOUT_TRANSITIONS;
    await db
      .update(payouts)
      .set({ status: transferAccepted.to, transferCode: transfer.transferCode, attempts })
      .where(and(eq(payouts.id, payout.id), payoutStatusGuard(transferAccepted)));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn("payout request failed; it will be asked again", {
      payout: payout.reference,
      attempts,
      error: errorFields(error),
    });
    await db
      .update(payouts)
      .set({
        attempts,
        nextAttemptAt: new Date(now.getTime() + payoutRetryDelayMs(attempts)),
        failureReason: error.providerMessage ?? error.message,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, "PENDING")));
  }
}

async function refuse(db: Database, payout: PayoutRow, reason: string, now: Date) {
  await db.transaction((tx) =>
    settlePayout(tx, {
      payout,
      transition: PAYOUT_TRANSITIONS.transferFailure,
      reason,
      now,
    }),
  );
}
