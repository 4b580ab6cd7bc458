// GET /api/host/reviews – the reviews of the host's listings, newest first
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { pageOf } from "@/lib/openapi/responses/common";
import { listedReview } from "@/lib/openapi/responses/reviews";
import { reviewsPageQuery } from "@/lib/schemas/reviews";
import { hostReviews } from "@/lib/server/reviews/review-lists";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "List the reviews of your listings",
    description: "Newest first, hidden ones included (marked), to read and answer.",
    query: reviewsPageQuery,
    responses: { 200: { description: "A page of reviews", schema: pageOf(listedReview) } },
  },
  async ({ caller, query, db }) =>
    pageJson(query, (page) => hostReviews(db, { hostId: caller.userId, page })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
