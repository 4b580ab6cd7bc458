import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, payments } from "@/db/schema";
import {
  allows,
  BOOKING_TRANSITIONS,
  canUserCancel,
  type Transition,
} from "@/lib/booking-transitions";
import { todayUtc } from "@/lib/dates";
import type { BookingStatus } from "@/lib/enums";
import { AppError, notFound } from "@/lib/errors";
import { computeFullRefund, computePolicyRefund } from "@/lib/refunds";

/** Who cancels: the guest (policy refund), or an admin choosing the full paid total or the policy. */
export type Canceller =
  | { kind: "guest"; userId: string }
  | { kind: "admin"; userId: string; refundFull: boolean };

export interface CancellationTermsParams {
  reference: string;
  canceller: Canceller;
  now?: Date;
}

export interface CancellationTerms {
  /** The canceller's transition: guestCancel or adminCancel. */
  transition: Transition<BookingStatus>;
  booking: {
    id: string;
    reference: string;
    status: BookingStatus;
    userId: string;
    listingId: string;
    checkIn: string;
  };
  /** The completed payment a refund goes back to, if the booking was paid. */
  payment: { id: string; amount: string } | null;
  refund: { eligible: boolean; amount: string; fraction: number | null; daysBeforeCheckIn: number };
}

/**
 * Loads a booking and works out whether this canceller may cancel it now and what refund it
 * brings, without changing anything: the refund preview and the cancellation share it.
 */
export async function cancellationTerms(
  db: DbOrTx,
  { reference, canceller, now = new Date() }: CancellationTermsParams,
): Promise<CancellationTerms> {
  // Only the payment that settles the booking is refunded; a duplicate is returned on its own.
  const [row] = await db
    .select({
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        userId: bookings.userId,
        listingId: bookings.listingId,
        checkIn: bookings.checkIn,
        subtotal: bookings.subtotal,
        taxes: bookings.taxes,
      },
      payment: { id: payments.id, amount: payments.amount },
    })
    .from(bookings)
    .leftJoin(
      payments,
      and(eq(payments.id, bookings.settledByPaymentId), eq(payments.status, "COMPLETED")),
    )
    .where(eq(bookings.reference, reference));
  if (!row) throw notFound("Booking");
  const { booking, payment } = row;
  const { guestCancel, adminCancel } = BOOKING_TRANSITIONS;
  if (canceller.kind === "guest") {
    if (booking.userId !== canceller.userId)
      throw new AppError("FORBIDDEN", "This booking belongs to another user");
    const check = canUserCancel({
      status: booking.status,
      checkIn: booking.checkIn,
      today: todayUtc(now),
    });
    if (!check.ok) throw cancelRefusal(check.code, booking.status);
  } else if (!allows(adminCancel, booking.status)) {
    throw cancelRefusal(
      booking.status === "CANCELLED" ? "ALREADY_CANCELLED" : "CANNOT_CANCEL",
      booking.status,
    );
  }

  const policy = computePolicyRefund({
    subtotal: booking.subtotal,
    taxes: booking.taxes,
    checkIn: booking.checkIn,
    now,
  });
  const fullRefund = canceller.kind === "admin" && canceller.refundFull;
  const amount = !payment ? "0.00" : fullRefund ? computeFullRefund(payment.amount) : policy.amount;
  return {
    transition: canceller.kind === "guest" ? guestCancel : adminCancel,
    booking,
    payment,
    refund: {
      eligible: payment !== null && Number(amount) > 0,
      amount,
      fraction: fullRefund ? null : policy.fraction,
      daysBeforeCheckIn: policy.daysBeforeCheckIn,
    },
  };
}

function cancelRefusal(code: "ALREADY_CANCELLED" | "CANNOT_CANCEL", status: BookingStatus) {
  return code === "ALREADY_CANCELLED"
    ? new AppError("ALREADY_CANCELLED", "This booking is already cancelled")
    : new AppError(
        "CANNOT_CANCEL",
        `A ${status.toLowerCase().replace("_", "-")} booking can no longer be cancelled`,
      );
}
