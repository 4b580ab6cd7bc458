import { and, eq, gte, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { blockedNights, bookings, listings } from "@/db/schema";
import { BOOKING_TRANSITIONS, checkAdminBookingTransition } from "@/lib/booking-transitions";
import { todayUtc } from "@/lib/dates";
import type { BookingStatus } from "@/lib/enums";
import { AppError, notFound } from "@/lib/errors";
import type { MailContext } from "@/lib/providers/mailer";
import type { PaymentProvider } from "@/lib/providers/payment-provider";
import { ADMIN_CANCEL_DEFAULT_REASON } from "@/lib/schemas/admin-bookings";
import { recordTransitions } from "../../bookings/booking-history";
import { cancelBooking } from "../../bookings/cancel-booking";
import { confirmOccupancy, holdsAll, occupy, releaseOccupancy } from "../../bookings/occupancy";
import { queueBookingConfirmedEmail } from "../../email/booking-emails";
import { kickEmailDelivery } from "../../email/kick-delivery";
import { creditEarning } from "../../payouts/ledger-entries";
import { bookingStatusGuard } from "../../status-guards";
import { recordAudit } from "../audit";
import { type BookingHistoryEntry, bookingHistoryOf } from "./get-booking";

type BookingRow = typeof bookings.$inferSelect;

export interface ChangeBookingStatusParams {
  reference: string;
  status: BookingStatus;
  note?: string;
  actorId: string;
  now?: Date;
  /** Where the refund of a cancellation is requested. */
  provider: PaymentProvider;
  /** How the confirmation or cancellation e-mail goes out. */
  mail: MailContext;
}

export interface BookingStatusChange {
  booking: {
    id: string;
    reference: string;
    status: BookingStatus;
    checkIn: string;
    checkOut: string;
    confirmedAt: Date | null;
    cancelledAt: Date | null;
    cancelReason: string | null;
    completedAt: Date | null;
    updatedAt: Date;
  };
  history: BookingHistoryEntry[];
}

/**
 * PATCH /api/admin/bookings/{reference}: moves a booking along the admin transitions of
 * lib/booking-transitions.ts, in the app's usual order: load → guard → one transaction
 * (status by the transition's compare-and-set, side effects, history row with the admin and
 * the note, audit row, e-mail queued) → e-mail delivery after commit.
 *
 * Side effects, matching the rest of the app:
 * - CONFIRMED: confirmedAt set, hold cleared, the listing's bookingCount + 1, confirmation
 *   e-mail queued. The booking's held nights become confirmed nights (re-taken if they were
 *   somehow missing; taken meanwhile → 409 DATES_UNAVAILABLE). Open payment attempts stay
 *   open: an admin confirms a stay settled outside the checkout.
 * - CANCELLED: the admin cancellation (`cancelBooking`) with the policy refund and the note
 *   (else "Cancelled by an administrator") as the reason; POST …/cancel offers the full refund.
 * - NO_SHOW: the nights from today on are freed (past nights stay, as history).
 * - COMPLETED: completedAt set; the nights stay (history, occupancy).
 */
export async function changeBookingStatus(
  db: Database,
  input: ChangeBookingStatusParams,
): Promise<BookingStatusChange> {
  const now = input.now ?? new Date();
  const today = todayUtc(now);
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, input.reference));
  if (!booking) throw notFound("Booking");
  const from = booking.status;
  const to = input.status;
  const check = checkAdminBookingTransition({
    from,
    to,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    today,
  });
  if (!check.ok) throw new AppError("INVALID_TRANSITION", check.reason, { from, to });
  const { transition } = check;
  if (transition === BOOKING_TRANSITIONS.adminCancel) {
    await cancelBooking(db, {
      reference: booking.reference,
      reason: input.note ?? ADMIN_CANCEL_DEFAULT_REASON,
      canceller: { kind: "admin", userId: input.actorId, refundFull: false },
      provider: input.provider,
      mail: input.mail,
    });
    const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    return statusChange(
      cancelled ?? booking,
      await bookingHistoryOf(db, { bookingId: booking.id }),
    );
  }

  const note = input.note ?? null;
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bookings)
      .set(statusFields(to, now))
      .where(and(eq(bookings.id, booking.id), bookingStatusGuard(transition, from)))
      .returning();
    if (!changed) {
      throw new AppError(
        "INVALID_TRANSITION",
        `The booking changed meanwhile; it is no longer ${from}`,
        { from, to },
      );
    }
    await applySideEffects(tx, { booking: changed, today, appUrl: input.mail.appUrl });
    await recordTransitions(tx, {
      transition,
      bookingIds: [booking.id],
      from,
      note,
      actorId: input.actorId,
    });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "booking.status",
      entityType: "booking",
      entityId: booking.id,
      before: { status: from },
      after: { status: to, note },
    });
    return changed;
  });

  if (to === "CONFIRMED") kickEmailDelivery(db, input.mail);
  return statusChange(updated, await bookingHistoryOf(db, { bookingId: booking.id }));
}

function statusChange(
  booking: BookingRow,
  history: BookingStatusChange["history"],
): BookingStatusChange {
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      confirmedAt: booking.confirmedAt,
      cancelledAt: booking.cancelledAt,
      cancelReason: booking.cancelReason,
      completedAt: booking.completedAt,
      updatedAt: booking.updatedAt,
    },
    history,
  };
}

function statusFields(to: BookingStatus, now: Date) {
  switch (to) {
    case "CONFIRMED":
      return { status: to, confirmedAt: now, holdExpiresAt: null };
    case "COMPLETED":
      return { status: to, completedAt: now };
    default:
      return { status: to };
  }
}

async function applySideEffects(
  tx: Transaction,
  { booking, today, appUrl }: { booking: BookingRow; today: string; appUrl: string },
): Promise<void> {
  switch (booking.status) {
    case "CONFIRMED":
      await holdAllNights(tx, booking);
      await tx
        .update(listings)
        .set({ bookingCount: sql`${listings.bookingCount} + 1` })
        .where(eq(listings.id, booking.listingId));
      await creditEarning(tx, { bookingId: booking.id });
      await queueBookingConfirmedEmail(tx, { bookingId: booking.id, appUrl });
      return;
    case "NO_SHOW":
      await tx
        .delete(blockedNights)
        .where(and(eq(blockedNights.bookingId, booking.id), gte(blockedNights.night, today)));
      return;
    default:
      return;
  }
}

/**
 * A PENDING booking holds its nights (or spots) until it is confirmed or released: confirmed,
 * they stop expiring; if some are missing (they never should be) they are taken again,
 * failing with DATES_UNAVAILABLE when taken.
 */
async function holdAllNights(tx: Transaction, booking: BookingRow): Promise<void> {
  if (await holdsAll(tx, { bookingId: booking.id, nights: booking.nights })) {
    return confirmOccupancy(tx, { bookingId: booking.id });
  }
  await releaseOccupancy(tx, [booking.id]);
  await occupy(tx, {
    listingId: booking.listingId,
    bookingId: booking.id,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    startTime: booking.startTime,
    participants: booking.adults + booking.children,
    holdExpiresAt: null,
  });
}
