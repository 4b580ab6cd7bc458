import { and, eq, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { payments, refunds } from "@/db/schema";
import { REFUND_TRANSITIONS } from "@/lib/booking-transitions";
import { toPesewas } from "@/lib/money";
import { errorFields, logger } from "@/lib/platform/logger";
import type { PaymentProvider, RefundResult } from "@/lib/providers/payment-provider";
import { nextAttemptAt } from "@/lib/retry-backoff";
import { refundStatusGuard } from "../status-guards";

/** How many waiting refunds one maintenance run requests at most. */
const RETRY_BATCH = 50;

const MAX_ERROR = 300;

/**
 * How long a claimed refund waits for its request before the job takes it up again: far
 * beyond any request (PAYSTACK_TIMEOUT_MS is at most a minute), so only a request whose
 * process died (a crash, a deploy's kill) lapses.
 */
const CLAIM_LEASE_MS = 10 * 60_000;

const { claim, claimReturn } = REFUND_TRANSITIONS;

/** Not waiting out a backoff. */
function due(now: Date) {
  return or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now));
}

export interface SubmitRefundParams {
  provider: PaymentProvider;
  refundId: string;
  now?: Date;
}

/**
 * A refund the provider already holds for this payment and amount that none of our other
 * refunds names: the one an earlier request made although its answer never came back.
 */
async function earlierRequest(
  db: Database,
  provider: PaymentProvider,
  refund: { id: string; paymentId: string; amountPesewas: number; transaction: string },
): Promise<RefundResult | undefined> {
  if (!provider.listRefunds) return undefined;
  const held = await provider.listRefunds(refund.transaction);
  const named = await db
    .select({ providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, refund.paymentId),
        ne(refunds.id, refund.id),
        isNotNull(refunds.providerRefundId),
      ),
    );
  const taken = new Set(named.map((row) => row.providerRefundId));
  return held.find(
    (candidate) =>
      candidate.amountPesewas === refund.amountPesewas && !taken.has(candidate.providerRefundId),
  );
}

/**
 * Asks the provider to refund a PENDING refund that is due. The refund is claimed first
 * (PENDING → PROCESSING, compare-and-set, counting the attempt), so two instances never
 * submit it at once. A refund tried before first asks the provider whether an earlier request
 * was taken after all (its answer lost to a timeout) and adopts that refund instead of asking
 * twice. If the provider fails, the refund goes back to PENDING with the error and the time of
 * its next attempt (lib/retry-backoff.ts), when the maintenance job tries again.
 */
export async function submitRefund(
  db: Database,
  { provider, refundId, now = new Date() }: SubmitRefundParams,
): Promise<boolean> {
  const [claimed] = await db
    .update(refunds)
    .set({
      status: claim.to,
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(and(eq(refunds.id, refundId), refundStatusGuard(claim), due(now)))
    .returning({
      amount: refunds.amount,
      paymentId: refunds.paymentId,
      attempts: refunds.attempts,
    });
  if (!claimed) return false;
  const [payment] = await db
    .select({
      providerRef: payments.providerRef,
      providerTransactionId: payments.providerTransactionId,
    })
    .from(payments)
    .where(eq(payments.id, claimed.paymentId));
  try {
    if (!payment) throw new Error("refund without payment");
    const amountPesewas = toPesewas(claimed.amount);
    const adopted =
      claimed.attempts > 1
        ? await earlierRequest(db, provider, {
            id: refundId,
            paymentId: claimed.paymentId,
            amountPesewas,
            transaction: payment.providerTransactionId ?? payment.providerRef,
          })
        : undefined;
    const result =
      adopted ??
      (await provider.refund({ transactionReference: payment.providerRef, amountPesewas }));
    await db
      .update(refunds)
      .set({ providerRefundId: result.providerRefundId, lastError: null, nextAttemptAt: null })
      .where(eq(refunds.id, refundId));
    if (adopted) logger.info("refund found at the provider; not requested again", { refundId });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(refunds)
      .set({
        status: claimReturn.to,
        lastError: message.slice(0, MAX_ERROR),
        nextAttemptAt: nextAttemptAt(claimed.attempts, now),
      })
      .where(and(eq(refunds.id, refundId), refundStatusGuard(claimReturn)));
    logger.error("refund request failed; will retry", { refundId, error: errorFields(error) });
    return false;
  }
}

export interface SubmitPendingRefundsParams {
  provider: PaymentProvider;
  now?: Date;
}

/**
 * Refunds still waiting for the provider whose backoff has run out (older than a minute, so
 * fresh ones are left to their request), and claimed ones whose request died with its process
 * (the lease lapsed without an answer): those go back to PENDING first, and being tried
 * before, they look for the refund at the provider before asking again.
 */
export async function submitPendingRefunds(
  db: Database,
  { provider, now = new Date() }: SubmitPendingRefundsParams,
): Promise<number> {
  await db
    .update(refunds)
    .set({ status: claimReturn.to, lastError: "The request stopped before the provider answered" })
    .where(
      and(
        refundStatusGuard(claimReturn),
        isNull(refunds.providerRefundId),
        lte(refunds.nextAttemptAt, now),
      ),
    );
  const pending = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        refundStatusGuard(claim),
        due(now),
        lt(refunds.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(RETRY_BATCH);
  let submitted = 0;
  for (const refund of pending)
    if (await submitRefund(db, { provider, refundId: refund.id, now })) submitted++;
  return submitted;
}
