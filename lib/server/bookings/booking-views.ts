import type { bookings } from "@/db/schema";

type BookingRow = typeof bookings.$inferSelect;

/** The booking as POST /api/bookings returns it. */
export function createdBookingView(booking: BookingRow) {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    listingId: booking.listingId,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    adults: booking.adults,
    children: booking.children,
    pricePerNight: booking.pricePerNight,
    subtotal: booking.subtotal,
    serviceFee: booking.serviceFee,
    taxes: booking.taxes,
    total: booking.total,
    currency: booking.currency,
    holdExpiresAt: booking.holdExpiresAt,
    createdAt: booking.createdAt,
  };
}
