import { asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listingImages, payments, refunds } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { absoluteUrl } from "../catalog/absolute-url";

export interface GetOwnBookingParams {
  userId: string;
  reference: string;
  /** Its listing's image URLs are made absolute on it. */
  appUrl: string;
}

/** A booking by reference, only for its owner: 404 when absent, 403 when someone else's. */
export async function getOwnBooking(
  db: DbOrTx,
  { userId, reference, appUrl }: GetOwnBookingParams,
) {
  const booking = await db.query.bookings.findFirst({
    where: eq(bookings.reference, reference),
    with: {
      listing: {
        columns: {
          id: true,
          type: true,
          title: true,
          slug: true,
          address: true,
          city: true,
          region: true,
          checkInTime: true,
          checkOutTime: true,
          durationHours: true,
          priceUnit: true,
        },
        with: {
          images: {
            columns: { url: true, isPrimary: true, alt: true },
            orderBy: [asc(listingImages.order)],
          },
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
          paidAt: true,
          refundedAmount: true,
          createdAt: true,
        },
        orderBy: [asc(payments.createdAt)],
      },
      refunds: {
        columns: {
          id: true,
          amount: true,
          currency: true,
          status: true,
          createdAt: true,
          processedAt: true,
        },
        orderBy: [desc(refunds.createdAt)],
      },
    },
  });
  if (!booking) throw notFound("Booking");
  if (booking.userId !== userId)
    throw new AppError("FORBIDDEN", "This booking belongs to another user");
  const { listing, payments: paymentRows, refunds: refundRows, ...fields } = booking;
  return {
    id: fields.id,
    reference: fields.reference,
    status: fields.status,
    checkIn: fields.checkIn,
    checkOut: fields.checkOut,
    startTime: fields.startTime,
    nights: fields.nights,
    adults: fields.adults,
    children: fields.children,
    pricePerNight: fields.pricePerNight,
    subtotal: fields.subtotal,
    serviceFee: fields.serviceFee,
    taxes: fields.taxes,
    total: fields.total,
    currency: fields.currency,
    guestName: fields.guestName,
    guestEmail: fields.guestEmail,
    guestPhone: fields.guestPhone,
    specialRequests: fields.specialRequests,
    holdExpiresAt: fields.status === "PENDING" ? fields.holdExpiresAt : null,
    confirmedAt: fields.confirmedAt,
    cancelledAt: fields.cancelledAt,
    cancelReason: fields.cancelReason,
    createdAt: fields.createdAt,
    listing: {
      ...listing,
      images: listing.images.map((image) => ({ ...image, url: absoluteUrl(appUrl, image.url) })),
    },
    payments: paymentRows.map(({ providerRef, ...payment }) => ({
      ...payment,
      reference: providerRef,
    })),
    refunds: refundRows,
  };
}
