// GET /api/listings/{slug}/availability – taken nights in a range, or the stay's price
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseLookupParams, parseQuery } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { availabilityQuery, slugParams } from "@/lib/schemas/catalog";
import { listingAvailability } from "@/lib/server/catalog/listing-availability";

const get = handler<{ slug: string }>(async (request, { params }) => {
  const { slug } = await parseLookupParams(params, slugParams, "Listing");
  const stay = parseQuery(request, availabilityQuery);
  return json(await listingAvailability(getDb(), slug, stay));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
