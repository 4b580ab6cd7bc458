import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, listings, profiles, reviews } from "@/db/schema";
import type { PageRequest } from "@/lib/pagination";
import { publicReview, publicReviewColumns } from "./review-views";

const listedColumns = {
  ...publicReviewColumns,
  listingId: listings.id,
  listingTitle: listings.title,
  listingSlug: listings.slug,
  bookingReference: bookings.reference,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};

async function reviewsWhere(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const [rows, [totals]] = await Promise.all([
    db
      .select(listedColumns)
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .leftJoin(profiles, eq(profiles.userId, reviews.authorId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...publicReview(row),
      listing: { id: row.listingId, title: row.listingTitle, slug: row.listingSlug },
      bookingReference: row.bookingReference,
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenReason,
    })),
    total: totals?.total ?? 0,
  };
}

export type ListedReview = Awaited<ReturnType<typeof reviewsWhere>>["items"][number];

/** Every review, newest first, for moderation; `hidden` narrows to hidden or visible ones. */
export function adminReviews(
  db: DbOrTx,
  { page, hidden }: { page: PageRequest; hidden?: boolean },
) {
  const condition =
    hidden === undefined
      ? undefined
      : hidden
        ? isNotNull(reviews.hiddenAt)
        : isNull(reviews.hiddenAt);
  return reviewsWhere(db, condition, page);
}

/** The reviews of a host's listings, newest first, to read and answer. */
export function hostReviews(db: DbOrTx, { hostId, page }: { hostId: string; page: PageRequest }) {
  return reviewsWhere(db, and(eq(listings.hostId, hostId)), page);
}
