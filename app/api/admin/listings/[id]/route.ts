// GET /api/admin/listings/{id} – a listing in any status, for editing
// PATCH /api/admin/listings/{id} – change any subset of its fields, including status
// DELETE /api/admin/listings/{id} – archive it (409 while bookings are active)
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { adminListing, archivedListing } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { listingIdPath, updateListingBody } from "@/lib/schemas/admin-listings";
import { getAdminListing } from "@/lib/server/admin/listings/admin-listing-view";
import { archiveListing } from "@/lib/server/admin/listings/archive-listing";
import { updateListing } from "@/lib/server/admin/listings/update-listing";

const get = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Read a listing for editing",
    params: listingIdPath,
    responses: { 200: { description: "The listing", schema: dataOf(adminListing) } },
    errors: ["NOT_FOUND"],
  },
  async ({ params: { id }, db, settings }) =>
    json(await getAdminListing(db, { listingId: id, appUrl: settings.appUrl })),
);

const patch = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Change a listing",
    description:
      "Any subset of the writable fields, including status (DRAFT → PENDING_REVIEW | PUBLISHED | ARCHIVED; PENDING_REVIEW → DRAFT | PUBLISHED | ARCHIVED; PUBLISHED → DRAFT | ARCHIVED; ARCHIVED → DRAFT). Publishing needs an image (constraint requires_image) and sets publishedAt.",
    params: listingIdPath,
    body: updateListingBody,
    responses: {
      200: { description: "The listing after the change", schema: dataOf(adminListing) },
    },
    errors: ["NOT_FOUND", "INVALID_TRANSITION", "LISTING_HAS_ACTIVE_BOOKINGS"],
  },
  async ({ caller, params: { id }, body, db, settings }) =>
    json(
      await updateListing(db, {
        ...body,
        actorId: caller.userId,
        listingId: id,
        appUrl: settings.appUrl,
      }),
    ),
);

const remove = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Archive a listing",
    description: "Hidden everywhere, kept for booking history; refused while bookings are active.",
    params: listingIdPath,
    responses: { 200: { description: "Archived", schema: dataOf(archivedListing) } },
    errors: ["NOT_FOUND", "LISTING_HAS_ACTIVE_BOOKINGS"],
  },
  async ({ caller, params: { id }, db }) =>
    json(await archiveListing(db, { actorId: caller.userId, listingId: id })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  PATCH: patch,
  DELETE: remove,
});
