// GET /api/listings/featured – featured published listings
import { handler } from "@/lib/api/handler";
import { parseQuery } from "@/lib/api/parse";
import { json, sharedCacheHeaders } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { featuredQuery } from "@/lib/schemas/catalog";
import { cachedFeaturedListings } from "@/lib/server/catalog/cached-reads";
import { config } from "@/lib/server/config";

const get = handler(async (request) => {
  const query = parseQuery(request, featuredQuery);
  const items = await cachedFeaturedListings(query);
  return json(
    items.map(({ id, title, slug, region, priceGHS, images }) => ({
      id,
      title,
      slug,
      region,
      priceGHS,
      images,
    })),
    { headers: sharedCacheHeaders(config().CATALOG_CACHE_SECONDS) },
  );
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
