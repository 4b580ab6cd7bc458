import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { blockedNights, bookings, payments, refunds } from "@/db/schema";
import type { RefundStatus } from "@/lib/enums";
import { fromPesewas } from "@/lib/money";
import { refundEventDataSchema } from "@/lib/providers/paystack-events";
import { recordTransitions } from "../bookings/booking-history";
import type { EventContext, EventOutcome } from "./handler-result";

const REFUND_STATUS_BY_EVENT: Record<string, RefundStatus> = {
  "refund.pending": "PROCESSING",
  "refund.processing": "PROCESSING",
  "refund.processed": "PROCESSED",
  "refund.failed": "FAILED",
};

export const PROVIDER_REFUND_REASON = "Refunded by the payment provider";

/**
 * refund.*: the refund follows the provider's status; on refund.processed the payment becomes
 * REFUNDED with the refunded amount, and, when that payment is the one that settles its
 * booking, a booking not yet cancelled becomes CANCELLED. The return of a payment the booking
 * did not need (a duplicate, a late or post-cancellation payment) never touches the booking.
 * A refund already processed is not counted again.
 */
export async function applyRefundEvent(
  event: string,
  { tx, data: raw }: EventContext,
): Promise<EventOutcome> {
  const data = refundEventDataSchema.parse(raw);
  const status = REFUND_STATUS_BY_EVENT[event];
  if (!status) return { outcome: "ignored" };
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerRef, data.transaction_reference))
    .for("update");
  if (!payment) return { outcome: "unknown_reference" };

  const [refund] = await tx
    .select({ id: refunds.id, status: refunds.status })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, payment.id),
        or(
          eq(refunds.providerRefundId, data.id),
          inArray(refunds.status, ["PENDING", "PROCESSING"]),
        ),
      ),
    )
    .orderBy(sql`${refunds.providerRefundId} = ${data.id} desc`, desc(refunds.createdAt))
    .limit(1);
  if (refund?.status === "PROCESSED") return { outcome: "refund_already_processed" };
  if (refund) {
    await tx
      .update(refunds)
      .set({
        status,
        providerRefundId: data.id,
        processedAt: status === "PROCESSED" ? new Date() : null,
      })
      .where(eq(refunds.id, refund.id));
  }
  if (status !== "PROCESSED") return { outcome: `refund_${status.toLowerCase()}` };

  const refunded = fromPesewas(data.amount);
  await tx
    .update(payments)
    .set({
      status: "REFUNDED",
      refundedAmount: sql`coalesce(${payments.refundedAmount}, 0) + ${refunded}::numeric`,
    })
    .where(eq(payments.id, payment.id));
  if (Number(refunded) > 0) await cancelRefundedBooking(tx, payment);
  return { outcome: "refund_processed" };
}

async function cancelRefundedBooking(
  tx: EventContext["tx"],
  payment: { id: string; bookingId: string },
) {
  const { bookingId } = payment;
  const [booking] = await tx
    .select({ status: bookings.status, settledByPaymentId: bookings.settledByPaymentId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (!booking || booking.status === "CANCELLED") return;
  if (booking.settledByPaymentId !== payment.id) return;
  await tx
    .update(bookings)
    .set({
      status: "CANCELLED",
      cancelledAt: new Date(),
      cancelReason: PROVIDER_REFUND_REASON,
      holdExpiresAt: null,
    })
    .where(eq(bookings.id, bookingId));
  await tx.delete(blockedNights).where(eq(blockedNights.bookingId, bookingId));
  await recordTransitions(tx, [
    { bookingId, from: booking.status, to: "CANCELLED", note: PROVIDER_REFUND_REASON },
  ]);
}
