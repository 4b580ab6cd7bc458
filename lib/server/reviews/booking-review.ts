import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, profiles, reviews } from "@/db/schema";
import { todayUtc } from "@/lib/dates";
import type { BookingStatus } from "@/lib/enums";
import { reviewDeadline, reviewState } from "@/lib/review-window";
import { publicReview, publicReviewColumns } from "./review-views";

export interface BookingReviewParams {
  booking: { id: string; status: BookingStatus; checkOut: string };
  now?: Date;
}

/** What a trip page says of reviewing it: whether it may be reviewed now, until when, and the review once written. */
export async function bookingReview(
  db: DbOrTx,
  { booking, now = new Date() }: BookingReviewParams,
) {
  const [row] = await db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(profiles, eq(profiles.userId, reviews.authorId))
    .where(eq(reviews.bookingId, booking.id));
  return {
    state: reviewState({
      status: booking.status,
      checkOut: booking.checkOut,
      today: todayUtc(now),
      reviewed: row !== undefined,
    }),
    deadline: reviewDeadline(booking.checkOut),
    review: row ? publicReview(row) : null,
  };
}
