import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings, payments } from "@/db/schema";
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

/**
 * Who cancels: the guest (policy refund), the listing's host (the whole paid total), or an
 * admin choosing the full paid total or the policy.
 */
export type Canceller =
  | { kind: "guest"; userId: string }
  | { kind: "host"; userId: string }
  | { kind: "admin"; userId: string; refundFull: boolean };

export interface CancellationTermsParams {
  reference: string;
  canceller: Canceller;
  now?: Date;
}

export interface CancellationTerms {
  /** The canceller's transition: guestCancel, hostCancel or adminCancel. */
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
      hostId: listings.hostId,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(
      payments,
      and(eq(payments.id, bookings.settledByPaymentId), eq(payments.status, "COMPLETED")),
    )
    .where(eq(bookings.reference, reference));
  if (!row) throw notFound("Booking");
  const { booking, payment, hostId } = row;
  const transition = TRANSITION_OF[canceller.kind];
  if (canceller.kind === "admin") {
    if (!allows(transition, booking.status)) {
      throw cancelRefusal(
        booking.status === "CANCELLED" ? "ALREADY_CANCELLED" : "CANNOT_CANCEL",
        booking.status,
      );
    }
  } else {
    const owner = canceller.kind === "guest" ? booking.userId : hostId;
    if (owner !== canceller.userId)
      throw new AppError(
        "FORBIDDEN",
        canceller.kind === "guest"
          ? "This booking belongs to another user"
          : "This booking is for another host's listing",
      );
    const check = canUserCancel({
      status: booking.status,
      checkIn: booking.checkIn,
      today: todayUtc(now),
      transition,
    });
    if (!check.ok) throw cancelRefusal(check.code, booking.status);
  }

  const policy = computePolicyRefund({
    subtotal: booking.subtotal,
    taxes: booking.taxes,
    checkIn: booking.checkIn,
    now,
  });
  const fullRefund =
    canceller.kind === "host" || (canceller.kind === "admin" && canceller.refundFull);
  const amount = !payment ? "0.00" : fullRefund ? computeFullRefund(payment.amount) : policy.amount;
  return {
    transition,
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

const TRANSITION_OF: Record<Canceller["kind"], Transition<BookingStatus>> = {
  guest: BOOKING_TRANSITIONS.guestCancel,
  host: BOOKING_TRANSITIONS.hostCancel,
  admin: BOOKING_TRANSITIONS.adminCancel,
};

function cancelRefusal(code: "ALREADY_CANCELLED" | "CANNOT_CANCEL", status: BookingStatus) {
  return code === "ALREADY_CANCELLED"
    ? new AppError("ALREADY_CANCELLED", "This booking is already cancelled")
    : new AppError(
        "CANNOT_CANCEL",
        `A ${status.toLowerCase().replace("_", "-")} booking can no longer be cancelled`,
      );
}
