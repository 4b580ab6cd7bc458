// GET /api/host/listings – the host's own listings, with counts by status
// POST /api/host/listings – create a DRAFT listing of the host's
import { created, pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import {
  adminListing,
  adminListingRow,
  adminListingStats,
} from "@/lib/openapi/responses/admin-listings";
import { dataOf, pageOf } from "@/lib/openapi/responses/common";
import { hostListingBody, hostListingsQuery } from "@/lib/schemas/host";
import { createListing } from "@/lib/server/admin/listings/create-listing";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "List your listings",
    description: "Newest first, in every status; search matches titles; counts are of yours.",
    query: hostListingsQuery,
    responses: {
      200: {
        description: "A page of your listings and their counts by status",
        schema: pageOf(adminListingRow, { stats: adminListingStats }),
      },
    },
  },
  async ({ caller, query: { page, limit, ...filters }, db }) =>
    pageJson({ page, limit }, (paging) =>
      listAdminListings(db, { filters: { ...filters, hostId: caller.userId }, page: paging }),
    ),
);

const post = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Create a listing",
    description:
      "A DRAFT of yours, with the admin create's body and rules but for featured (refused as unknown_field).",
    body: hostListingBody,
    responses: { 201: { description: "The new listing", schema: dataOf(adminListing) } },
  },
  async ({ caller, body, db, settings }) =>
    created(
      await createListing(db, {
        ...body,
        hostId: caller.userId,
        actorId: caller.userId,
        appUrl: settings.appUrl,
      }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  POST: post,
});
