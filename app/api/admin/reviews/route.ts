// GET /api/admin/reviews – every review, for moderation
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { pageOf } from "@/lib/openapi/responses/common";
import { listedReview } from "@/lib/openapi/responses/reviews";
import { adminReviewsQuery } from "@/lib/schemas/reviews";
import { adminReviews } from "@/lib/server/reviews/review-lists";

const get = route(
  {
    auth: "admin",
    tag: "Admin: reviews",
    summary: "List reviews",
    description: "Newest first; hidden=true or false narrows to hidden or visible ones.",
    query: adminReviewsQuery,
    responses: { 200: { description: "A page of reviews", schema: pageOf(listedReview) } },
  },
  async ({ query: { page, limit, hidden }, db }) =>
    pageJson({ page, limit }, (paging) => adminReviews(db, { page: paging, hidden })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
