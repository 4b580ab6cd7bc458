// POST /api/bookings/{reference}/review – the guest reviews their completed stay, once
import { created } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { writtenReview } from "@/lib/openapi/responses/reviews";
import { bookingReferenceParams } from "@/lib/schemas/bookings";
import { writeReviewBody } from "@/lib/schemas/reviews";
import { writeReview } from "@/lib/server/reviews/write-review";

const post = route(
  {
    auth: "user",
    tag: "Reviews",
    summary: "Review your stay",
    description:
      "Only the guest of a COMPLETED booking, once, until 14 days after check-out: an overall rating and four sub-ratings (1–5) and 20–2,000 characters. The listing's rating changes in the same transaction.",
    params: bookingReferenceParams,
    body: writeReviewBody,
    responses: { 201: { description: "The review", schema: dataOf(writtenReview) } },
    errors: ["FORBIDDEN", "NOT_FOUND", "REVIEW_NOT_ALLOWED", "ALREADY_REVIEWED"],
  },
  async ({ caller, params: { reference }, body, db }) =>
    created(await writeReview(db, { userId: caller.userId, reference, review: body })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
