// GET /api/listings/{slug} – one published listing with images and amenities

import { listingViews } from "@/lib/api/listing-views";
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { listingDetail } from "@/lib/openapi/responses/catalog";
import { dataOf } from "@/lib/openapi/responses/common";
import { slugParams } from "@/lib/schemas/catalog";
import { getPublishedListing } from "@/lib/server/catalog/get-listing";

const get = route(
  {
    auth: "public",
    tag: "Catalogue",
    summary: "Read a listing",
    params: slugParams,
    lookup: "Listing",
    responses: { 200: { description: "The listing", schema: dataOf(listingDetail) } },
  },
  async ({ params: { slug }, db, settings }) => {
    const listing = await getPublishedListing(db, {
      slug,
      ghsPerUsd: settings.GHS_PER_USD,
      appUrl: settings.appUrl,
    });
    const views = listingViews();
    views.record(listing.id);
    return json({ ...listing, viewCount: listing.viewCount + views.pendingFor(listing.id) });
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
