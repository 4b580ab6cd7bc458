import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { createdAt, id, timestamptz } from "./columns";
import { listings } from "./listings";
import { users } from "./users";

const oneToFive = (column: string) => sql.raw(`"${column}" BETWEEN 1 AND 5`);

/**
 * A guest's review of a completed booking: one per booking (the unique booking_id), with an
 * overall rating and four sub-ratings. Its listing's rating columns are kept by triggers in
 * the review's transaction (migration 0019); a hidden review counts for nothing.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    cleanliness: integer("cleanliness").notNull(),
    accuracy: integer("accuracy").notNull(),
    location: integer("location").notNull(),
    value: integer("value").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    reply: text("reply"),
    repliedAt: timestamptz("replied_at"),
    repliedById: text("replied_by_id").references(() => users.id, { onDelete: "set null" }),
    hiddenAt: timestamptz("hidden_at"),
    hiddenReason: text("hidden_reason"),
    hiddenById: text("hidden_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("reviews_booking_key").on(t.bookingId),
    index("reviews_listing_created_idx").on(t.listingId, t.createdAt),
    index("reviews_created_idx").on(t.createdAt),
    check(
      "reviews_ratings_one_to_five",
      sql`${oneToFive("rating")} AND ${oneToFive("cleanliness")} AND ${oneToFive("accuracy")} AND ${oneToFive("location")} AND ${oneToFive("value")}`,
    ),
    check("reviews_text_length", sql`char_length(${t.text}) BETWEEN 20 AND 2000`),
    check("reviews_reply_once", sql`(${t.reply} IS NULL) = (${t.repliedAt} IS NULL)`),
    check("reviews_hidden_with_reason", sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
  ],
);
