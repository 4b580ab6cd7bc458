import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { bookings, payments, refunds } from "@/db/schema";
import {
  allows,
  BOOKING_TRANSITIONS,
  OPEN_REFUND_STATUSES,
  PAYMENT_TRANSITIONS,
  REFUND_TRANSITIONS,
  type Transition,
} from "@/lib/booking-transitions";
import type { RefundStatus } from "@/lib/enums";
import { fromPesewas } from "@/lib/money";
import { refundEventDataSchema } from "@/lib/providers/paystack-events";
import { recordTransitions } from "../bookings/booking-history";
import { releaseOccupancy } from "../bookings/occupancy";
import { debitRefund } from "../payouts/ledger-entries";
import { bookingStatusGuard, paymentStatusGuard, refundStatusGuard } from "../status-guards";
import type { EventOutcome, EventParams } from "./handler-result";

const REFUND_TRANSITION_BY_EVENT: Record<string, Transition<RefundStatus>> = {
  "refund.pending": REFUND_TRANSITIONS.providerProcessing,
  "refund.processing": REFUND_TRANSITIONS.providerProcessing,
  "refund.processed": REFUND_TRANSITIONS.providerProcessed,
  "refund.failed": REFUND_TRANSITIONS.providerFailure,
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
  tx: Transaction,
  { event, data: raw }: EventParams,
): Promise<EventOutcome> {
  const data = refundEventDataSchema.parse(raw);
  const transition = REFUND_TRANSITION_BY_EVENT[event];
  if (!transition) return { outcome: "ignored" };
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
        or(eq(refunds.providerRefundId, data.id), inArray(refunds.status, OPEN_REFUND_STATUSES)),
      ),
    )
    .orderBy(sql`${refunds.providerRefundId} = ${data.id} desc`, desc(refunds.createdAt))
    .limit(1);
  if (refund && !allows(transition, refund.status)) return { outcome: "refund_already_processed" };
  const processed = transition === REFUND_TRANSITIONS.providerProcessed;
  if (refund) {
    await tx
      .update(refunds)
      .set({
        status: transition.to,
        providerRefundId: data.id,
        processedAt: processed ? new Date() : null,
      })
      .where(and(eq(refunds.id, refund.id), refundStatusGuard(transition)));
  }
  if (!processed) return { outcome: `refund_${transition.to.toLowerCase()}` };

  const refunded = fromPesewas(data.amount);
  const paymentRefund = PAYMENT_TRANSITIONS.refund;
  await tx
    .update(payments)
    .set({
      status: paymentRefund.to,
      refundedAmount: sql`coalesce(${payments.refundedAmount}, 0) + ${refunded}::numeric`,
    })
    .where(and(eq(payments.id, payment.id), paymentStatusGuard(paymentRefund)));
  if (Number(refunded) > 0) await cancelRefundedBooking(tx, payment);
  // A refund of ours took the host's part when it was recorded; one made in the provider's
  // dashboard takes it now, if it returns the payment that settles the booking.
  if (!refund && Number(refunded) > 0) await debitDashboardRefund(tx, payment, refunded);
  return { outcome: "refund_processed" };
}

async function debitDashboardRefund(
  tx: Transaction,
  payment: { id: string; bookingId: string },
  amount: string,
) {
  const [booking] = await tx
    .select({ settledByPaymentId: bookings.settledByPaymentId })
    .from(bookings)
    .where(eq(bookings.id, payment.bookingId));
  if (booking?.settledByPaymentId !== payment.id) return;
  await debitRefund(tx, { bookingId: payment.bookingId, refundId: null, amount });
}

async function cancelRefundedBooking(tx: Transaction, payment: { id: string; bookingId: string }) {
  const { providerRefund } = BOOKING_TRANSITIONS;
  const { bookingId } = payment;
  const [booking] = await tx
    .select({ status: bookings.status, settledByPaymentId: bookings.settledByPaymentId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (!booking || !allows(providerRefund, booking.status)) return;
  if (booking.settledByPaymentId !== payment.id) return;
  await tx
    .update(bookings)
    .set({
      status: providerRefund.to,
      cancelledAt: new Date(),
      cancelReason: PROVIDER_REFUND_REASON,
      holdExpiresAt: null,
    })
    .where(and(eq(bookings.id, bookingId), bookingStatusGuard(providerRefund, booking.status)));
  await releaseOccupancy(tx, [bookingId]);
  await recordTransitions(tx, {
    transition: providerRefund,
    bookingIds: [bookingId],
    from: booking.status,
    note: PROVIDER_REFUND_REASON,
  });
}
