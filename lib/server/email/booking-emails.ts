// The booking e-mails, queued inside the transaction that changes the booking's state.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings, users } from "@/db/schema";
import { enqueueEmail } from "./enqueue-email";
import {
  BOOKING_CANCELLED_TEMPLATE,
  bookingCancelledKey,
  renderBookingCancelled,
} from "./templates/booking-cancelled";
import {
  BOOKING_CONFIRMED_TEMPLATE,
  bookingConfirmedKey,
  renderBookingConfirmed,
} from "./templates/booking-confirmed";

/**
 * Where a booking's mail goes. The guest address is free text anyone can type into a booking,
 * so it is written to only once a payment has settled the booking (someone paid for it);
 * until then mail goes to the e-mail of the account that made the booking.
 */
function recipientOf(
  booking: { settledByPaymentId: string | null; guestEmail: string },
  accountEmail: string,
) {
  return booking.settledByPaymentId ? booking.guestEmail : accountEmail;
}

async function loadBooking(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, listing: listings, accountEmail: users.email })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found for its e-mail`);
  return { ...row, to: recipientOf(row.booking, row.accountEmail) };
}

type BookingRow = typeof bookings.$inferSelect;
type ListingRow = typeof listings.$inferSelect;
type ConfirmedStayPlace = Pick<
  ListingRow,
  "type" | "title" | "address" | "checkInTime" | "checkOutTime" | "durationHours" | "priceUnit"
>;

export interface QueueBookingConfirmedEmailParams {
  bookingId: string;
  /** Where the message's links point. */
  appUrl: string;
}

/** Queues the confirmation (`booking-confirmed/<bookingId>`); a second call queues nothing. */
export async function queueBookingConfirmedEmail(
  db: DbOrTx,
  { bookingId, appUrl }: QueueBookingConfirmedEmailParams,
): Promise<void> {
  const { booking, listing, to } = await loadBooking(db, bookingId);
  await queueConfirmationOf(db, { booking, listing, to, appUrl });
}

export interface QueueConfirmationOfParams {
  booking: BookingRow;
  listing: ConfirmedStayPlace;
  to: string;
  appUrl: string;
}

/** The same, for a caller that has already read the booking and its listing. */
export async function queueConfirmationOf(
  db: DbOrTx,
  { booking, listing, to, appUrl }: QueueConfirmationOfParams,
): Promise<void> {
  const rendered = renderBookingConfirmed({
    reference: booking.reference,
    guestName: booking.guestName,
    listingTitle: listing.title,
    address: listing.address,
    type: listing.type,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    startTime: booking.startTime,
    nights: booking.nights,
    adults: booking.adults,
    children: booking.children,
    checkInTime: listing.checkInTime,
    checkOutTime: listing.checkOutTime,
    durationHours: listing.durationHours,
    priceUnit: listing.priceUnit,
    pricePerNight: booking.pricePerNight,
    subtotal: booking.subtotal,
    serviceFee: booking.serviceFee,
    taxes: booking.taxes,
    total: booking.total,
    appUrl,
  });
  await enqueueEmail(db, {
    idempotencyKey: bookingConfirmedKey(booking.id),
    to,
    template: BOOKING_CONFIRMED_TEMPLATE,
    ...rendered,
  });
}

/**
 * Queues the cancellation notice (`booking-cancelled/<bookingId>`), read after the booking
 * was marked cancelled so it carries the reason.
 */
export interface QueueBookingCancelledEmailParams {
  bookingId: string;
  /** null: no refund. */
  refundAmount: string | null;
  appUrl: string;
}

export async function queueBookingCancelledEmail(
  db: DbOrTx,
  { bookingId, refundAmount, appUrl }: QueueBookingCancelledEmailParams,
): Promise<void> {
  const { booking, listing, to } = await loadBooking(db, bookingId);
  const rendered = renderBookingCancelled({
    reference: booking.reference,
    guestName: booking.guestName,
    listingTitle: listing.title,
    type: listing.type,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    startTime: booking.startTime,
    nights: booking.nights,
    adults: booking.adults,
    children: booking.children,
    durationHours: listing.durationHours,
    reason: booking.cancelReason,
    refund: { eligible: refundAmount !== null, amount: refundAmount ?? "0.00" },
    appUrl,
  });
  await enqueueEmail(db, {
    idempotencyKey: bookingCancelledKey(booking.id),
    to,
    template: BOOKING_CANCELLED_TEMPLATE,
    ...rendered,
  });
}
