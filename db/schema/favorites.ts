import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { listings } from "./listings";
import { users } from "./users";

export const favorites = pgTable(
  "favorites",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: text("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorites_user_listing_key").on(t.userId, t.listingId),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
  ],
);
