// GET /api/destinations – destinations with their published listing counts
import { handler } from "@/lib/api/handler";
import { json, sharedCacheHeaders } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { cachedDestinations } from "@/lib/server/catalog/cached-reads";
import { config } from "@/lib/server/config";

const get = handler(async () =>
  json(await cachedDestinations(), {
    headers: sharedCacheHeaders(config().CATALOG_CACHE_SECONDS),
  }),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
