// GET /api/listings/search – ranked full-text search with prefixes and typo tolerance
import { z } from "zod";
import { json, sharedCacheHeaders } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { searchResult } from "@/lib/openapi/responses/catalog";
import { dataOf } from "@/lib/openapi/responses/common";
import { searchQuery } from "@/lib/schemas/catalog";
import { cachedSearch } from "@/lib/server/catalog/cached-reads";

const get = route(
  {
    auth: "public",
    tag: "Catalogue",
    summary: "Search listings",
    description:
      "Full-text search over titles, places, highlights and descriptions: every word must match, as a prefix, an English stem or a near-miss of a known word (Acra finds Accra). Ranked by relevance, then popularity.",
    query: searchQuery,
    responses: {
      200: { description: "The best matches", schema: dataOf(z.array(searchResult)) },
    },
  },
  async ({ query, db, settings }) =>
    json(await cachedSearch(db, { ...query, maxAgeSeconds: settings.CATALOG_CACHE_SECONDS }), {
      headers: sharedCacheHeaders(settings.CATALOG_CACHE_SECONDS),
    }),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
