// GET /api/destinations – destinations with their published listing counts
import { handler } from "@/lib/api/handler";
import { json, sharedCacheHeaders } from "@/lib/api/respond";
import { cachedDestinations } from "@/lib/server/catalog/cached-reads";
import { config } from "@/lib/server/config";

export const GET = handler(async () =>
  json(await cachedDestinations(), {
    headers: sharedCacheHeaders(config().CATALOG_CACHE_SECONDS),
  }),
);
