// PATCH /api/admin/reviews/{id} – hide a review with a reason, or show it again
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { moderatedReview } from "@/lib/openapi/responses/reviews";
import { moderateReviewBody, reviewIdPath } from "@/lib/schemas/reviews";
import { moderateReview } from "@/lib/server/reviews/moderate-review";

const patch = route(
  {
    auth: "admin",
    tag: "Admin: reviews",
    summary: "Hide or show a review",
    description:
      "{ hidden: true, reason } takes the review off the listing and out of its rating, in one transaction; { hidden: false } brings it back. Audited with the reason.",
    params: reviewIdPath,
    body: moderateReviewBody,
    responses: { 200: { description: "The review's visibility", schema: dataOf(moderatedReview) } },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, params: { id }, body: { hidden, reason }, db }) =>
    json(
      await moderateReview(db, {
        reviewId: id,
        actorId: caller.userId,
        moderation: hidden ? { hidden, reason: reason ?? "" } : { hidden },
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ PATCH: patch });
