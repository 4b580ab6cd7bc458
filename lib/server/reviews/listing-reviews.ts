import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings, profiles, reviews } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { PageRequest } from "@/lib/pagination";
import { averageOf, publicReview, publicReviewColumns } from "./review-views";

export interface ListingReviewsParams {
  slug: string;
  page: PageRequest;
}

/**
 * A published listing's visible reviews, newest first, one page of them, with its rating (as
 * kept on the listing) and the sub-ratings' averages.
 */
export async function listingReviews(db: DbOrTx, { slug, page }: ListingReviewsParams) {
  const [listing] = await db
    .select({
      id: listings.id,
      ratingAverage: listings.ratingAverage,
      ratingCount: listings.ratingCount,
    })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.status, "PUBLISHED")));
  if (!listing) throw notFound("Listing");
  const visible = and(eq(reviews.listingId, listing.id), isNull(reviews.hiddenAt));
  const [rows, [totals], [subRatings]] = await Promise.all([
    db
      .select(publicReviewColumns)
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .leftJoin(profiles, eq(profiles.userId, reviews.authorId))
      .where(visible)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(reviews).where(visible),
    db
      .select({
        cleanliness: averageOf(reviews.cleanliness),
        accuracy: averageOf(reviews.accuracy),
        location: averageOf(reviews.location),
        value: averageOf(reviews.value),
      })
      .from(reviews)
      .where(visible),
  ]);
  return {
    items: rows.map(publicReview),
    total: totals?.total ?? 0,
    summary: {
      ratingAverage: listing.ratingAverage,
      ratingCount: listing.ratingCount,
      subRatings: subRatings ?? { cleanliness: null, accuracy: null, location: null, value: null },
    },
  };
}
