// GET /api/destinations – destinations with their published listing counts
import { z } from "zod";
import { json, sharedCacheHeaders } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { destination } from "@/lib/openapi/responses/catalog";
import { dataOf } from "@/lib/openapi/responses/common";
import { cachedDestinations } from "@/lib/server/catalog/cached-reads";

const get = route(
  {
    auth: "public",
    tag: "Catalogue",
    summary: "List destinations",
    responses: {
      200: {
        description: "Destinations with their published listing counts",
        schema: dataOf(z.array(destination)),
      },
    },
  },
  async ({ db, settings }) =>
    json(
      await cachedDestinations(db, {
        appUrl: settings.appUrl,
        maxAgeSeconds: settings.CATALOG_CACHE_SECONDS,
      }),
      {
        headers: sharedCacheHeaders(settings.CATALOG_CACHE_SECONDS),
      },
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
