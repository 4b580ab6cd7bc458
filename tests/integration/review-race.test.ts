// A listing's rating under concurrent reviews (PostgreSQL, two connections; PGlite has one):
// every review counts exactly once in the count, the sum and the average, and a booking
// reviewed twice at the same moment keeps one review.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, openConnection } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { listings, reviews, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { writeReview } from "@/lib/server/reviews/write-review";
import { day } from "../helpers/bookings";
import { createBooking, createListing } from "../helpers/factories";
import { createScratchDatabase } from "../helpers/scratch-postgres";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let first: Connection;
let second: Connection;

beforeAll(async () => {
  scratch = await createScratchDatabase("review_race");
  first = openConnection({ databaseUrl: scratch.url, maxConnections: 4 });
  second = openConnection({ databaseUrl: scratch.url, maxConnections: 4 });
  await runMigrations(first);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await scratch?.drop();
});

const text = "A lovely stay, exactly as described, would come back.";

/** `count` guests, each with a completed one-night stay of the listing on a night of their own. */
async function completedStays(listing: Awaited<ReturnType<typeof createListing>>, count: number) {
  const stays = [];
  for (let index = 0; index < count; index++) {
    const [guest] = await first.db
      .insert(users)
      .values({ email: `racer${index}-${listing.id}@example.com`, passwordHash: "x" })
      .returning();
    const booking = await createBooking(first.db, {
      listing,
      userId: guest?.id ?? "",
      checkIn: day(-2 - index),
      checkOut: day(-1 - index),
      status: "COMPLETED",
      holdExpiresAt: null,
    });
    stays.push({ userId: guest?.id ?? "", reference: booking.reference });
  }
  return stays;
}

describe("reviews written at once (PostgreSQL)", () => {
  it("keeps the listing's count, sum and average exact", async () => {
    const listing = await createListing(first.db);
    const stays = await completedStays(listing, 12);
    const ratings = stays.map((_, index) => (index % 5) + 1);
    const results = await Promise.allSettled(
      stays.map((stay, index) =>
        writeReview(index % 2 === 0 ? first.db : second.db, {
          ...stay,
          review: {
            rating: ratings[index] ?? 1,
            cleanliness: 4,
            accuracy: 4,
            location: 4,
            value: 4,
            text,
          },
        }),
      ),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const sum = ratings.reduce((total, rating) => total + rating, 0);
    const [row] = await first.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({
      ratingCount: 12,
      ratingSum: sum,
      ratingAverage: Math.round((sum / 12) * 10) / 10,
    });
  });

  it("keeps one review of a booking reviewed twice at the same moment", async () => {
    const listing = await createListing(first.db);
    const [stay] = await completedStays(listing, 1);
    if (!stay) throw new Error("no stay");
    const review = { rating: 5, cleanliness: 5, accuracy: 5, location: 5, value: 5, text };
    const results = await Promise.allSettled([
      writeReview(first.db, { ...stay, review }),
      writeReview(second.db, { ...stay, review: { ...review, rating: 1 } }),
    ]);
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(1);
    const reason = (refused[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(AppError);
    expect((reason as AppError).code).toBe("ALREADY_REVIEWED");
    expect(
      await first.db.select().from(reviews).where(eq(reviews.listingId, listing.id)),
    ).toHaveLength(1);
    const [row] = await first.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.ratingCount).toBe(1);
  });
});
