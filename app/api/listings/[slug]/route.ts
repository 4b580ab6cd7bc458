// GET /api/listings/{slug} – one published listing with images and amenities
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseLookupParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { slugParams } from "@/lib/schemas/catalog";
import { getPublishedListing } from "@/lib/server/catalog/get-listing";
import { listingViews } from "@/lib/server/catalog/views";
import { config } from "@/lib/server/config";

const get = handler<{ slug: string }>(async (_request, { params }) => {
  const { slug } = await parseLookupParams(params, slugParams, "Listing");
  const listing = await getPublishedListing(getDb(), slug, config().GHS_PER_USD);
  const views = listingViews();
  views.record(listing.id);
  return json({ ...listing, viewCount: listing.viewCount + views.pendingFor(listing.id) });
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
