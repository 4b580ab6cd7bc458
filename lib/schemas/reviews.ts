import { z } from "zod";
import { recordId } from "./common";
import { paginationQuery } from "./pagination";

const stars = (what: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(5)
    .meta({ description: `${what}, 1 to 5` });

export const writeReviewBody = z.strictObject({
  rating: stars("Overall"),
  cleanliness: stars("Cleanliness"),
  accuracy: stars("Accuracy: the place as its listing said"),
  location: stars("Location"),
  value: stars("Value for money"),
  text: z.string().trim().min(20).max(2000).meta({ description: "20 to 2,000 characters" }),
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
    .min(2)
    .max(1000)
    .meta({ description: "The public answer, 2 to 1,000 characters" }),
});

export const moderateReviewBody = z
  .strictObject({
    hidden: z.boolean().meta({ description: "true hides the review, false shows it again" }),
    reason: z
      .string()
      .trim()
      .min(3)
      .max(500)
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
