import { and, eq, lt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { payments, refunds } from "@/db/schema";
import { REFUND_TRANSITIONS } from "@/lib/booking-transitions";
import { toPesewas } from "@/lib/money";
import { errorFields, logger } from "@/lib/platform/logger";
import type { PaymentProvider } from "@/lib/providers/payment-provider";
import { refundStatusGuard } from "../status-guards";

/** How many waiting refunds one maintenance run requests at most. */
const RETRY_BATCH = 50;

const { claim, claimReturn } = REFUND_TRANSITIONS;

export interface SubmitRefundParams {
  provider: PaymentProvider;
  refundId: string;
}

/**
 * Asks the provider to refund a PENDING refund. The refund is claimed first (PENDING →
 * PROCESSING, compare-and-set), so two instances never submit it twice; if the provider
 * fails it goes back to PENDING and the maintenance job tries again later.
 */
export async function submitRefund(
  db: Database,
  { provider, refundId }: SubmitRefundParams,
): Promise<boolean> {
  const [claimed] = await db
    .update(refunds)
    .set({ status: claim.to })
    .where(and(eq(refunds.id, refundId), refundStatusGuard(claim)))
    .returning({ amount: refunds.amount, paymentId: refunds.paymentId });
  if (!claimed) return false;
  const [payment] = await db
    .select({ providerRef: payments.providerRef })
    .from(payments)
    .where(eq(payments.id, claimed.paymentId));
  try {
    if (!payment) throw new Error("refund without payment");
    const result = await provider.refund({
      transactionReference: payment.providerRef,
      amountPesewas: toPesewas(claimed.amount),
    });
    await db
      .update(refunds)
      .set({ providerRefundId: result.providerRefundId })
      .where(eq(refunds.id, refundId));
    return true;
  } catch (error) {
    await db
      .update(refunds)
      .set({ status: claimReturn.to })
      .where(and(eq(refunds.id, refundId), refundStatusGuard(claimReturn)));
    logger.error("refund request failed; will retry", { refundId, error: errorFields(error) });
    return false;
  }
}

export interface SubmitPendingRefundsParams {
  provider: PaymentProvider;
}

/** Refunds still waiting for the provider (older than a minute, so fresh ones are left to their request). */
export async function submitPendingRefunds(
  db: Database,
  { provider }: SubmitPendingRefundsParams,
): Promise<number> {
  const pending = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(refundStatusGuard(claim), lt(refunds.createdAt, new Date(Date.now() - 60_000))))
    .limit(RETRY_BATCH);
  let submitted = 0;
  for (const refund of pending)
    if (await submitRefund(db, { provider, refundId: refund.id })) submitted++;
  return submitted;
}
