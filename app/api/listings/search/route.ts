// GET /api/listings/search – ranked full-text search with prefixes and typo tolerance
import { handler } from "@/lib/api/handler";
import { parseQuery } from "@/lib/api/parse";
import { json, sharedCacheHeaders } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { searchQuery } from "@/lib/schemas/catalog";
import { cachedSearch } from "@/lib/server/catalog/cached-reads";
import { config } from "@/lib/server/config";

const get = handler(async (request) => {
  const query = parseQuery(request, searchQuery);
  return json(await cachedSearch(query), {
    headers: sharedCacheHeaders(config().CATALOG_CACHE_SECONDS),
  });
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
