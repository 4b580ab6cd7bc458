import { and, eq, lt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { payments, refunds } from "@/db/schema";
import { toPesewas } from "@/lib/money";
import type { PaymentProvider } from "@/lib/providers/payment-provider";
import { errorFields, logger } from "@/lib/server/logger";

/**
 * Asks the provider to refund a PENDING refund. The refund is claimed first (PENDING →
 * PROCESSING, compare-and-set), so two instances never submit it twice; if the provider
 * fails it goes back to PENDING and the maintenance job tries again later.
 */
export async function submitRefund(
  db: Database,
  provider: PaymentProvider,
  refundId: string,
): Promise<boolean> {
  const [claimed] = await db
    .update(refunds)
    .set({ status: "PROCESSING" })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "PENDING")))
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
    await db.update(refunds).set({ status: "PENDING" }).where(eq(refunds.id, refundId));
    logger.error("refund request failed; will retry", { refundId, error: errorFields(error) });
    return false;
  }
}

/** Refunds still waiting for the provider (older than a minute, so fresh ones are left to their request). */
export async function submitPendingRefunds(
  db: Database,
  provider: PaymentProvider,
  limit = 50,
): Promise<number> {
  const pending = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, "PENDING"), lt(refunds.createdAt, new Date(Date.now() - 60_000))))
    .limit(limit);
  let submitted = 0;
  for (const refund of pending) if (await submitRefund(db, provider, refund.id)) submitted++;
  return submitted;
}
