import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings, refunds } from "@/db/schema";
import type { BookingStatus } from "@/lib/enums";
import { AppError, notFound } from "@/lib/errors";
import type { PageRequest } from "@/lib/pagination";
import { firstNameOf } from "@/lib/words";
import type { AdminBookingFilters } from "../admin/bookings/booking-page-queries";
import { listedBooking, pageOfBookings } from "../admin/bookings/page-of-bookings";

/** A stay the host hosts (or was paid for): its guest's contact is theirs, its subtotal earned. */
export const HOSTED_STATUSES: readonly BookingStatus[] = ["CONFIRMED", "COMPLETED", "NO_SHOW"];

export interface ListHostBookingsParams extends Omit<AdminBookingFilters, "hostId"> {
  hostId: string;
  page: PageRequest;
}

/**
 * The bookings of a host's listings, newest first, filtered as the admin's list is (the host's
 * id is part of the SQL); a row names the guest by first name only.
 */
export async function listHostBookings(db: DbOrTx, params: ListHostBookingsParams) {
  const { rows, total } = await pageOfBookings(db, params);
  return {
    items: rows.map((row) => ({
      ...listedBooking(row),
      subtotal: row.subtotal,
      guest: { firstName: firstNameOf(row.guestName) },
    })),
    total,
  };
}

export interface GetHostBookingParams {
  hostId: string;
  reference: string;
}

/**
 * One booking of a host's listing (403 FORBIDDEN for another host's): its dates, party and the
 * host's part of the price; the guest's name, e-mail and phone only once it is confirmed.
 */
export async function getHostBooking(db: DbOrTx, { hostId, reference }: GetHostBookingParams) {
  const [row] = await db
    .select({
      booking: bookings,
      listing: listings,
      refunded: sql<string>`(select coalesce(sum(${refunds.amount}), 0)::numeric(12, 2)::text from ${refunds} where ${refunds.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.reference, reference));
  if (!row) throw notFound("Booking");
  const { booking, listing, refunded } = row;
  if (listing.hostId !== hostId) {
    throw new AppError("FORBIDDEN", "This booking is for another host's listing");
  }
  const contact = HOSTED_STATUSES.includes(booking.status)
    ? { name: booking.guestName, email: booking.guestEmail, phone: booking.guestPhone }
    : null;
  return {
    reference: booking.reference,
    status: booking.status,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    startTime: booking.startTime,
    nights: booking.nights,
    adults: booking.adults,
    children: booking.children,
    specialRequests: contact ? booking.specialRequests : null,
    subtotal: booking.subtotal,
    refunded,
    currency: booking.currency,
    guest: { firstName: firstNameOf(booking.guestName), contact },
    listing: {
      id: listing.id,
      slug: listing.slug,
      type: listing.type,
      title: listing.title,
      durationHours: listing.durationHours,
    },
    createdAt: booking.createdAt,
    confirmedAt: booking.confirmedAt,
    cancelledAt: booking.cancelledAt,
    cancelReason: booking.cancelReason,
  };
}

export type HostBooking = Awaited<ReturnType<typeof getHostBooking>>;
