// GET /api/listings/{slug}/availability – taken nights in a range, or the stay's price
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { availability } from "@/lib/openapi/responses/catalog";
import { dataOf } from "@/lib/openapi/responses/common";
import { availabilityQuery, slugParams } from "@/lib/schemas/catalog";
import { listingAvailability } from "@/lib/server/catalog/listing-availability";

const get = route(
  {
    auth: "public",
    tag: "Catalogue",
    summary: "Check availability and price a stay",
    description:
      "A stay is 1 to 365 nights from checkIn (not in the past) to checkOut; the check-out day itself is free.",
    params: slugParams,
    lookup: "Listing",
    query: availabilityQuery,
    responses: { 200: { description: "Taken nights, or the price", schema: dataOf(availability) } },
  },
  async ({ params: { slug }, query, db }) =>
    json(await listingAvailability(db, { slug, ...query })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
