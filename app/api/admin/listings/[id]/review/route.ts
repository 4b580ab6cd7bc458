// POST /api/admin/listings/{id}/review – approve (publish) or reject a listing sent for review
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { reviewedListing } from "@/lib/openapi/responses/host";
import { listingIdPath, reviewListingBody } from "@/lib/schemas/admin-listings";
import { reviewListing } from "@/lib/server/admin/listings/review-listing";

const post = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Review a listing",
    description:
      "For a PENDING_REVIEW listing (else 400 INVALID_TRANSITION): APPROVE publishes it (publishedAt set); REJECT returns it to DRAFT with the note, which its host reads (a note is required).",
    params: listingIdPath,
    body: reviewListingBody,
    responses: { 200: { description: "The decision", schema: dataOf(reviewedListing) } },
    errors: ["NOT_FOUND", "INVALID_TRANSITION"],
  },
  async ({ caller, params: { id }, body, db }) =>
    json(await reviewListing(db, { ...body, actorId: caller.userId, listingId: id })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
