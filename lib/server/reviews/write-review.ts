import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { bookings, listings, reviews } from "@/db/schema";
import { todayUtc } from "@/lib/dates";
import { AppError, notFound } from "@/lib/errors";
import { REVIEW_DAYS, reviewState } from "@/lib/review-window";
import { catalogWrite } from "../cache/catalog-reads";

export interface ReviewInput {
  rating: number;
  cleanliness: number;
  accuracy: number;
  location: number;
  value: number;
  text: string;
}

export interface WriteReviewParams {
  userId: string;
  reference: string;
  review: ReviewInput;
  now?: Date;
}

const REFUSALS = {
  not_completed: "Only a completed stay can be reviewed, once it has checked out",
  closed: `Reviews close ${REVIEW_DAYS} days after check-out`,
} as const;

/**
 * The guest's review of their completed booking, once, until 14 days after check-out: 404 for
 * no such booking, 403 for someone else's, 409 REVIEW_NOT_ALLOWED before completion or after
 * the deadline, 409 ALREADY_REVIEWED the second time (also when two arrive at once: the
 * booking's unique review). The listing's rating moves in the same transaction (trigger), and
 * the catalogue reads remembered with the old one are forgotten.
 */
export async function writeReview(
  db: Database,
  { userId, reference, review, now = new Date() }: WriteReviewParams,
) {
  try {
    return await catalogWrite(() =>
      db.transaction(async (tx) => {
        const [booking] = await tx
          .select({
            id: bookings.id,
            userId: bookings.userId,
            listingId: bookings.listingId,
            status: bookings.status,
            checkOut: bookings.checkOut,
            reviewId: reviews.id,
          })
          .from(bookings)
          .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
          .where(eq(bookings.reference, reference));
        if (!booking) throw notFound("Booking");
        if (booking.userId !== userId) {
          throw new AppError("FORBIDDEN", "This booking belongs to another account");
        }
        const state = reviewState({
          status: booking.status,
          checkOut: booking.checkOut,
          today: todayUtc(now),
          reviewed: booking.reviewId !== null,
        });
        if (state === "reviewed") throw alreadyReviewed();
        if (state !== "open") throw new AppError("REVIEW_NOT_ALLOWED", REFUSALS[state]);
        const [written] = await tx
          .insert(reviews)
          .values({
            ...review,
            bookingId: booking.id,
            listingId: booking.listingId,
            authorId: userId,
          })
          .returning({ id: reviews.id, createdAt: reviews.createdAt });
        const [listing] = await tx
          .select({ ratingAverage: listings.ratingAverage, ratingCount: listings.ratingCount })
          .from(listings)
          .where(eq(listings.id, booking.listingId));
        return { id: written?.id ?? "", ...review, createdAt: written?.createdAt, listing };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, "reviews_booking_key")) throw alreadyReviewed();
    throw error;
  }
}

const alreadyReviewed = () =>
  new AppError("ALREADY_REVIEWED", "This booking has been reviewed already");
