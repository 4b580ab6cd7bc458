import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookings, payments, refunds } from "@/db/schema";
import { PAYMENT_TRANSITIONS } from "@/lib/booking-transitions";
import { AppError } from "@/lib/errors";
import type { MailContext } from "@/lib/providers/mailer";
import type { PaymentProvider } from "@/lib/providers/payment-provider";
import { recordAudit } from "../admin/audit";
import { queueBookingCancelledEmail } from "../email/booking-emails";
import { kickEmailDelivery } from "../email/kick-delivery";
import { debitRefund } from "../payouts/ledger-entries";
import { submitRefund } from "../refunds/submit-refund";
import { bookingStatusGuard, paymentStatusGuard } from "../status-guards";
import { recordTransitions } from "./booking-history";
import { type Canceller, cancellationTerms } from "./cancellation-terms";
import { releaseOccupancy } from "./occupancy";

export interface CancelBookingParams {
  reference: string;
  canceller: Canceller;
  reason: string;
  /** Where the refund is requested after commit. */
  provider: PaymentProvider;
  /** How the cancellation e-mail goes out. */
  mail: MailContext;
}

export interface CancellationResult {
  success: true;
  booking: {
    id: string;
    reference: string;
    status: "CANCELLED";
    cancelledAt: Date;
    cancelReason: string;
  };
  refund: { eligible: boolean; amount: string; currency: string; status: "PROCESSING" | "NONE" };
}

/**
 * Cancels a booking for its guest, its listing's host or an admin: load → guard → one transaction (status by
 * compare-and-set, nights freed, open payments failed, refund recorded, history, e-mail
 * queued) → after commit, the refund is requested at the provider.
 */
export async function cancelBooking(
  db: Database,
  input: CancelBookingParams,
): Promise<CancellationResult> {
  const { transition, booking, payment, refund } = await cancellationTerms(db, {
    reference: input.reference,
    canceller: input.canceller,
  });
  const { bookingCancelled } = PAYMENT_TRANSITIONS;
  const cancelledAt = new Date();
  const refundOutcome: CancellationResult["refund"] = refund.eligible
    ? { eligible: true, amount: refund.amount, currency: "GHS", status: "PROCESSING" }
    : { eligible: false, amount: "0.00", currency: "GHS", status: "NONE" };

  const refundId = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bookings)
      .set({ status: transition.to, cancelledAt, cancelReason: input.reason, holdExpiresAt: null })
      .where(and(eq(bookings.id, booking.id), bookingStatusGuard(transition, booking.status)))
      .returning({ id: bookings.id });
    if (!changed)
      throw new AppError(
        "ALREADY_CANCELLED",
        "This booking changed meanwhile; it is no longer cancellable",
      );
    await releaseOccupancy(tx, [booking.id]);
    await tx
      .update(payments)
      .set({ status: bookingCancelled.to, failureReason: "Booking cancelled" })
      .where(and(eq(payments.bookingId, booking.id), paymentStatusGuard(bookingCancelled)));
    let created: string | null = null;
    if (refund.eligible && payment) {
      const [row] = await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          bookingId: booking.id,
          amount: refund.amount,
          reason: input.reason,
          requestedById: input.canceller.userId,
        })
        .returning({ id: refunds.id });
      created = row?.id ?? null;
      await debitRefund(tx, { bookingId: booking.id, refundId: created, amount: refund.amount });
    }
    await recordTransitions(tx, {
      transition,
      bookingIds: [booking.id],
      from: booking.status,
      note: input.reason,
      actorId: input.canceller.userId,
    });
    await queueBookingCancelledEmail(tx, {
      bookingId: booking.id,
      refundAmount: refund.eligible ? refund.amount : null,
      byHost: input.canceller.kind === "host",
      appUrl: input.mail.appUrl,
    });
    if (input.canceller.kind !== "guest") {
      await recordAudit(tx, {
        actorId: input.canceller.userId,
        action: input.canceller.kind === "host" ? "booking.host_cancel" : "booking.cancel",
        entityType: "booking",
        entityId: booking.id,
        before: { status: booking.status },
        after: {
          status: "CANCELLED",
          cancelReason: input.reason,
          refundFull: input.canceller.kind === "host" || input.canceller.refundFull,
          refund: refundOutcome,
        },
      });
    }
    return created;
  });

  kickEmailDelivery(db, input.mail);
  if (refundId) await submitRefund(db, { provider: input.provider, refundId });
  return {
    success: true,
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: "CANCELLED",
      cancelledAt,
      cancelReason: input.reason,
    },
    refund: refundOutcome,
  };
}
