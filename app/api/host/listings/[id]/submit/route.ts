// POST /api/host/listings/{id}/submit – send a DRAFT of the host's for an admin's review
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { dataOf } from "@/lib/openapi/responses/common";
import { submittedListing } from "@/lib/openapi/responses/host";
import { listingIdPath } from "@/lib/schemas/admin-listings";
import { submitListing } from "@/lib/server/host/submit-listing";

const post = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Submit your listing for review",
    description:
      "DRAFT → PENDING_REVIEW once it has a description of 50+ characters, an address, a map position, an amenity and 3 photos; else 400 VALIDATION_ERROR (constraint incomplete) with details.missing listing each { field, message }. Another host's listing is 403 FORBIDDEN.",
    params: listingIdPath,
    responses: { 200: { description: "Awaiting review", schema: dataOf(submittedListing) } },
    errors: ["NOT_FOUND", "INVALID_TRANSITION"],
  },
  async ({ caller, params: { id }, db }) =>
    json(await submitListing(db, { hostId: caller.userId, listingId: id })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
