// GET /api/listings – published listings with filters, sorting and pagination

import { pageJson, sharedCacheHeaders } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { listingSummary } from "@/lib/openapi/responses/catalog";
import { pageOf } from "@/lib/openapi/responses/common";
import { listListingsQuery } from "@/lib/schemas/catalog";
import { cachedListListings, listIsRemembered } from "@/lib/server/catalog/cached-reads";

const get = route(
  {
    auth: "public",
    tag: "Catalogue",
    summary: "List published listings",
    description:
      "Filters combine; region and city are exact, prices inclusive, bedrooms and guests minimums. With checkIn and checkOut, only listings free for every night of the stay. amenities is a comma-separated list of amenity ids, all required.",
    query: listListingsQuery,
    responses: { 200: { description: "A page of listings", schema: pageOf(listingSummary) } },
  },
  async ({ query: { sort, page, limit, ...filters }, db, settings }) => {
    const sharedFor = listIsRemembered(filters) ? settings.CATALOG_CACHE_SECONDS : 0;
    return pageJson(
      { page, limit },
      (paging) =>
        cachedListListings(db, {
          filters,
          sort,
          page: paging,
          appUrl: settings.appUrl,
          maxAgeSeconds: settings.CATALOG_CACHE_SECONDS,
        }),
      { headers: sharedCacheHeaders(sharedFor) },
    );
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
