import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { bookings, profiles, reviews } from "@/db/schema";
import { firstNameOf } from "@/lib/words";

/** The columns a review is shown with: its ratings and text, who wrote it (first name) and when they stayed. */
export const publicReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  cleanliness: reviews.cleanliness,
  accuracy: reviews.accuracy,
  location: reviews.location,
  value: reviews.value,
  text: reviews.text,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  profileFirstName: profiles.firstName,
  guestName: bookings.guestName,
  checkIn: bookings.checkIn,
};

export interface PublicReviewRow {
  id: string;
  rating: number;
  cleanliness: number;
  accuracy: number;
  location: number;
  value: number;
  text: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
  profileFirstName: string | null;
  guestName: string;
  checkIn: string;
}

/** As guests read it: never the reviewer's contact, only a first name and the month of the stay. */
export function publicReview(row: PublicReviewRow) {
  return {
    id: row.id,
    rating: row.rating,
    cleanliness: row.cleanliness,
    accuracy: row.accuracy,
    location: row.location,
    value: row.value,
    text: row.text,
    createdAt: row.createdAt,
    reviewer: { firstName: row.profileFirstName ?? firstNameOf(row.guestName) },
    stayMonth: row.checkIn.slice(0, 7),
    reply: row.reply && row.repliedAt ? { text: row.reply, createdAt: row.repliedAt } : null,
  };
}

export type PublicReview = ReturnType<typeof publicReview>;

/** An average of a column over the visible reviews, to one decimal; null without any. */
export const averageOf = (column: AnyPgColumn) =>
  sql<number | null>`round(avg(${column}), 1)::float8`;
