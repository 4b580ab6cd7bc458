import { asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookingHistory, bookings, payments, profiles, refunds, users } from "@/db/schema";
import type { BookingStatus } from "@/lib/enums";
import { notFound } from "@/lib/errors";
import { createdBookingView } from "../../bookings/booking-views";

export interface BookingHistoryEntry {
  id: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  note: string | null;
  /** Who made the change; null for the system (webhooks, the maintenance job). */
  actor: { id: string; name: string; email: string } | null;
  createdAt: Date;
}

export interface BookingHistoryParams {
  bookingId: string;
}

/** A booking's status changes, oldest first, each with the name of who made it. */
export async function bookingHistoryOf(
  db: DbOrTx,
  { bookingId }: BookingHistoryParams,
): Promise<BookingHistoryEntry[]> {
  const rows = await db
    .select({
      id: bookingHistory.id,
      fromStatus: bookingHistory.fromStatus,
      toStatus: bookingHistory.toStatus,
      note: bookingHistory.note,
      actorId: users.id,
      actorEmail: users.email,
      actorName: sql<string>`trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`,
      createdAt: bookingHistory.createdAt,
    })
    .from(bookingHistory)
    .leftJoin(users, eq(users.id, bookingHistory.actorId))
    .leftJoin(profiles, eq(profiles.userId, bookingHistory.actorId))
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(asc(bookingHistory.createdAt), asc(bookingHistory.id));
  return rows.map(({ actorId, actorEmail, actorName, ...entry }) => ({
    id: entry.id,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    note: entry.note,
    actor:
      actorId && actorEmail
        ? { id: actorId, name: actorName || actorEmail, email: actorEmail }
        : null,
    createdAt: entry.createdAt,
  }));
}

export interface GetAdminBookingParams {
  reference: string;
}

/**
 * GET /api/admin/bookings/{reference}: the whole booking for an administrator — guest user,
 * listing, status history with actors, payments and refunds.
 */
export async function getAdminBooking(db: DbOrTx, { reference }: GetAdminBookingParams) {
  const booking = await db.query.bookings.findFirst({
    where: eq(bookings.reference, reference),
    with: {
      user: {
        columns: { id: true, email: true, role: true },
        with: { profile: { columns: { firstName: true, lastName: true, avatarUrl: true } } },
      },
      listing: {
        columns: {
          id: true,
          type: true,
          title: true,
          slug: true,
          status: true,
          city: true,
          region: true,
          durationHours: true,
          priceUnit: true,
        },
      },
      payments: {
        columns: {
          id: true,
          providerRef: true,
          status: true,
          amount: true,
          currency: true,
          method: true,
          channel: true,
          refundedAmount: true,
          failureReason: true,
          paidAt: true,
          createdAt: true,
        },
        orderBy: [asc(payments.createdAt)],
      },
      refunds: {
        columns: {
          id: true,
          paymentId: true,
          amount: true,
          currency: true,
          status: true,
          reason: true,
          requestedById: true,
          attempts: true,
          lastError: true,
          nextAttemptAt: true,
          createdAt: true,
          processedAt: true,
        },
        orderBy: [desc(refunds.createdAt)],
      },
    },
  });
  if (!booking) throw notFound("Booking");
  const history = await bookingHistoryOf(db, { bookingId: booking.id });
  const { user, listing, payments: paymentRows, refunds: refundRows } = booking;
  return {
    ...createdBookingView(booking),
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    guestPhone: booking.guestPhone,
    specialRequests: booking.specialRequests,
    holdExpiresAt: booking.status === "PENDING" ? booking.holdExpiresAt : null,
    confirmedAt: booking.confirmedAt,
    cancelledAt: booking.cancelledAt,
    cancelReason: booking.cancelReason,
    completedAt: booking.completedAt,
    updatedAt: booking.updatedAt,
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      profile: {
        firstName: user.profile?.firstName ?? "",
        lastName: user.profile?.lastName ?? "",
        avatarUrl: user.profile?.avatarUrl ?? null,
      },
    },
    listing,
    history,
    payments: paymentRows,
    refunds: refundRows,
  };
}
