// GET /api/admin/listings – every listing with filters and counts by status
// POST /api/admin/listings – create a DRAFT listing
import { created, pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import {
  adminListing,
  adminListingRow,
  adminListingStats,
} from "@/lib/openapi/responses/admin-listings";
import { dataOf, pageOf } from "@/lib/openapi/responses/common";
import { adminListingsQuery, createListingBody } from "@/lib/schemas/admin-listings";
import { createListing } from "@/lib/server/admin/listings/create-listing";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";

const get = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "List listings in every status",
    description: "Newest first; search matches titles.",
    query: adminListingsQuery,
    responses: {
      200: {
        description: "A page of listings and the counts by status",
        schema: pageOf(adminListingRow, { stats: adminListingStats }),
      },
    },
  },
  async ({ query: { page, limit, ...filters }, db }) =>
    pageJson({ page, limit }, (paging) => listAdminListings(db, { filters, page: paging })),
);

const post = route(
  {
    auth: "admin",
    tag: "Admin: listings",
    summary: "Create a listing",
    description:
      "A DRAFT with a slug from its title and city. Unknown fields are refused (constraint unknown_field); amenityIds must name existing amenities (unknown_amenity).",
    body: createListingBody,
    responses: { 201: { description: "The new listing", schema: dataOf(adminListing) } },
  },
  async ({ caller, body, db, settings }) =>
    created(await createListing(db, { ...body, actorId: caller.userId, appUrl: settings.appUrl })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  POST: post,
});
