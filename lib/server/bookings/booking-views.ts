import type { bookings } from "@/db/schema";

type BookingRow = typeof bookings.$inferSelect;

type CreatedBooking = Pick<
  BookingRow,
  | "id"
  | "reference"
  | "status"
  | "listingId"
  | "checkIn"
  | "checkOut"
  | "startTime"
  | "nights"
  | "adults"
  | "children"
  | "pricePerNight"
  | "subtotal"
  | "serviceFee"
  | "taxes"
  | "total"
  | "currency"
  | "holdExpiresAt"
  | "createdAt"
>;

/** The booking as POST /api/bookings returns it. */
export function createdBookingView(booking: CreatedBooking) {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    listingId: booking.listingId,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    startTime: booking.startTime,
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
