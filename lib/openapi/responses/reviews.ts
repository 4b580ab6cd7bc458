// Verified reviews: as guests read them, as their writer gets them back, as hosts and admins list them.
import { z } from "zod";
import { count, recordId, timestamp } from "./common";

const stars = z.number().int().min(1).max(5);
const average = z.number().min(1).max(5).nullable();

/** What the guest wrote: the ratings and the text, when. */
const reviewFields = {
  id: recordId,
  rating: stars,
  cleanliness: stars,
  accuracy: stars,
  location: stars,
  value: stars,
  text: z.string(),
  createdAt: timestamp,
};

export const publicReview = z
  .object({
    ...reviewFields,
    reviewer: z.object({ firstName: z.string() }).meta({ description: "Never contact data" }),
    stayMonth: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .meta({ description: "The month the stay began, YYYY-MM" }),
    reply: z.object({ text: z.string(), createdAt: timestamp }).nullable(),
  })
  .meta({ id: "Review" });

export const reviewSummary = z.object({
  ratingAverage: average,
  ratingCount: count,
  subRatings: z.object({
    cleanliness: average,
    accuracy: average,
    location: average,
    value: average,
  }),
});

export const writtenReview = z.object({
  ...reviewFields,
  listing: z
    .object({ ratingAverage: average, ratingCount: count })
    .meta({ description: "The listing's rating with this review counted" }),
});

export const listedReview = publicReview
  .extend({
    listing: z.object({ id: recordId, title: z.string(), slug: z.string() }),
    bookingReference: z.string(),
    hidden: z.boolean(),
    hiddenReason: z.string().nullable(),
  })
  .meta({ id: "ListedReview" });

export const reviewReply = z.object({
  id: recordId,
  reply: z.object({ text: z.string(), createdAt: timestamp }),
});

export const moderatedReview = z.object({
  id: recordId,
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
