// GET /api/listings/{slug}/reviews – a listing's visible reviews, newest first
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { pageOf } from "@/lib/openapi/responses/common";
import { publicReview, reviewSummary } from "@/lib/openapi/responses/reviews";
import { slugParams } from "@/lib/schemas/catalog";
import { reviewsPageQuery } from "@/lib/schemas/reviews";
import { listingReviews } from "@/lib/server/reviews/listing-reviews";

const get = route(
  {
    auth: "public",
    tag: "Reviews",
    summary: "Read a listing's reviews",
    description:
      "Newest first, a page at a time, with the listing's rating and the sub-ratings' averages. A reviewer is named by first name with the month of the stay; hidden reviews are left out.",
    params: slugParams,
    query: reviewsPageQuery,
    responses: {
      200: {
        description: "A page of reviews",
        schema: pageOf(publicReview, { summary: reviewSummary }),
      },
    },
    errors: ["NOT_FOUND"],
  },
  async ({ params: { slug }, query, db }) =>
    pageJson(query, (page) => listingReviews(db, { slug, page })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
