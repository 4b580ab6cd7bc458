import { z } from "zod";
import { HIDE_REASON, REPLY_TEXT, REVIEW_TEXT, STARS } from "@/lib/review-limits";
import { formatCount } from "@/lib/words";
import { recordId } from "./common";
import { paginationQuery } from "./pagination";

const characters = ({ min, max }: { min: number; max: number }) =>
  `${min} to ${formatCount(max)} characters`;

const stars = (what: string) =>
  z
    .number()
    .int()
    .min(STARS.min)
    .max(STARS.max)
    .meta({ description: `${what}, ${STARS.min} to ${STARS.max}` });

export const writeReviewBody = z.strictObject({
  rating: stars("Overall"),
  cleanliness: stars("Cleanliness"),
  accuracy: stars("Accuracy: the place as its listing said"),
  location: stars("Location"),
  value: stars("Value for money"),
  text: z
    .string()
    .trim()
    .min(REVIEW_TEXT.min)
    .max(REVIEW_TEXT.max)
    .meta({ description: characters(REVIEW_TEXT) }),
});

export const reviewIdPath = z.object({ id: recordId });

export const reviewsPageQuery = z.object(paginationQuery({ defaultLimit: 10, maxLimit: 50 }));

export const adminReviewsQuery = z.object({
  hidden: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .meta({ description: "Only hidden (true) or visible (false) reviews; both by default" }),
  ...paginationQuery({ defaultLimit: 20, maxLimit: 100 }),
});

export const replyBody = z.strictObject({
  text: z
    .string()
    .trim()
    .min(REPLY_TEXT.min)
    .max(REPLY_TEXT.max)
    .meta({ description: `The public answer, ${characters(REPLY_TEXT)}` }),
});

export const moderateReviewBody = z
  .strictObject({
    hidden: z.boolean().meta({ description: "true hides the review, false shows it again" }),
    reason: z
      .string()
      .trim()
      .min(HIDE_REASON.min)
      .max(HIDE_REASON.max)
      .optional()
      .meta({ description: "Why it is hidden (required to hide), kept in the audit trail" }),
  })
  .superRefine((body, context) => {
    if (body.hidden && !body.reason) {
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: "A hidden review needs a reason",
        params: { constraint: "required" },
      });
    }
  });
