import { eq, inArray } from "drizzle-orm";
import { addDays } from "../../lib/dates";
import type { DbOrTx } from "../client";
import { bookings, listings, reviews } from "../schema";
import { atTime } from "./clock";
import { REVIEW_SEEDS } from "./reviews";

/**
 * The demo guests' reviews of their past stays, written two days after check-out, and the
 * hosts' answers a day later; the listings' ratings follow by trigger. A booking already
 * reviewed is skipped.
 */
export async function seedReviews(db: DbOrTx): Promise<number> {
  const stays = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      userId: bookings.userId,
      listingId: bookings.listingId,
      checkOut: bookings.checkOut,
      hostId: listings.hostId,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      inArray(
        bookings.reference,
        REVIEW_SEEDS.map(({ reference }) => reference),
      ),
    );
  const byReference = new Map(stays.map((stay) => [stay.reference, stay]));
  const rows = REVIEW_SEEDS.flatMap(({ reference, reply, ...review }) => {
    const stay = byReference.get(reference);
    if (!stay) return [];
    const answered = reply !== undefined && stay.hostId !== null;
    return [
      {
        ...review,
        bookingId: stay.id,
        listingId: stay.listingId,
        authorId: stay.userId,
        createdAt: atTime(addDays(stay.checkOut, 2), "18:30"),
        reply: answered ? reply : null,
        repliedAt: answered ? atTime(addDays(stay.checkOut, 3), "09:15") : null,
        repliedById: answered ? stay.hostId : null,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const created = await db
    .insert(reviews)
    .values(rows)
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning({ id: reviews.id });
  return created.length;
}
