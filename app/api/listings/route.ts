// GET /api/listings – published listings with filters, sorting and pagination
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseQuery } from "@/lib/api/parse";
import { listJson, sharedCacheHeaders } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { listListingsQuery } from "@/lib/schemas/catalog";
import { cachedListListings, listIsRemembered } from "@/lib/server/catalog/cached-reads";
import { config } from "@/lib/server/config";

const get = handler(async (request) => {
  const { sort, page, limit, ...filters } = parseQuery(request, listListingsQuery);
  const paging = pageRequest(page, limit);
  const { items, total } = await cachedListListings(filters, sort, paging);
  const sharedFor = listIsRemembered(filters) ? config().CATALOG_CACHE_SECONDS : 0;
  return listJson(items, paginationOf(paging, total), undefined, {
    headers: sharedCacheHeaders(sharedFor),
  });
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
