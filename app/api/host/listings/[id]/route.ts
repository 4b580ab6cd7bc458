// GET /api/host/listings/{id} – one of the host's listings, for editing
// PATCH /api/host/listings/{id} – change its fields (not featured, not status)
// DELETE /api/host/listings/{id} – archive it (409 while bookings are active)
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { adminListing, archivedListing } from "@/lib/openapi/responses/admin-listings";
import { dataOf } from "@/lib/openapi/responses/common";
import { listingIdPath } from "@/lib/schemas/admin-listings";
import { updateHostListingBody } from "@/lib/schemas/host";
import {
  archiveHostListing,
  getHostListing,
  updateHostListing,
} from "@/lib/server/host/host-listing";

const OWN = "Another host's listing is 403 FORBIDDEN.";

const get = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Read your listing",
    description: OWN,
    params: listingIdPath,
    responses: { 200: { description: "The listing", schema: dataOf(adminListing) } },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, params: { id }, db, settings }) =>
    json(
      await getHostListing(db, { hostId: caller.userId, listingId: id, appUrl: settings.appUrl }),
    ),
);

const patch = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Change your listing",
    description: `Any subset of the writable fields but featured and status (submit it for review instead). ${OWN}`,
    params: listingIdPath,
    body: updateHostListingBody,
    responses: {
      200: { description: "The listing after the change", schema: dataOf(adminListing) },
    },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, params: { id }, body, db, settings }) =>
    json(
      await updateHostListing(db, {
        ...body,
        hostId: caller.userId,
        listingId: id,
        appUrl: settings.appUrl,
      }),
    ),
);

const remove = route(
  {
    auth: "host",
    tag: "Hosting",
    summary: "Archive your listing",
    description: `Hidden everywhere, kept for booking history; refused while bookings are active. ${OWN}`,
    params: listingIdPath,
    responses: { 200: { description: "Archived", schema: dataOf(archivedListing) } },
    errors: ["NOT_FOUND", "LISTING_HAS_ACTIVE_BOOKINGS"],
  },
  async ({ caller, params: { id }, db }) =>
    json(await archiveHostListing(db, { hostId: caller.userId, listingId: id })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  PATCH: patch,
  DELETE: remove,
});
