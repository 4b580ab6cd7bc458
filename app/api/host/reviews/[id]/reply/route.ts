// POST /api/host/reviews/{id}/reply – the listing's host (or an admin) answers a review, once
import { created } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { reviewReply } from "@/lib/openapi/responses/reviews";
import { replyBody, reviewIdPath } from "@/lib/schemas/reviews";
import { replyToReview } from "@/lib/server/reviews/reply-to-review";

const post = route(
  {
    auth: "user",
    tag: "Hosting",
    summary: "Reply to a review",
    description:
      "A public answer under the review, once: by the listing's host, or an admin. Anyone else is 403 FORBIDDEN. Audited.",
    params: reviewIdPath,
    body: replyBody,
    responses: { 201: { description: "The reply", schema: dataOf(reviewReply) } },
    errors: ["FORBIDDEN", "NOT_FOUND", "ALREADY_REPLIED"],
  },
  async ({ caller, params: { id }, body: { text }, db }) =>
    created(await replyToReview(db, { reviewId: id, callerId: caller.userId, text })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
