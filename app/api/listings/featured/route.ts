// GET /api/listings/featured – featured published listings
import { z } from "zod";
import { json, sharedCacheHeaders } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { projectedOnce } from "@/lib/frozen-json";
import { featuredListing } from "@/lib/openapi/responses/catalog";
import { dataOf } from "@/lib/openapi/responses/common";
import { featuredQuery } from "@/lib/schemas/catalog";
import { cachedFeaturedListings } from "@/lib/server/catalog/cached-reads";
import type { FeaturedListing } from "@/lib/server/catalog/featured-listings";

const answered = projectedOnce((items: FeaturedListing[]) =>
  items.map(({ id, title, slug, region, priceGHS, ratingAverage, ratingCount, images }) => ({
    id,
    title,
    slug,
    region,
    priceGHS,
    ratingAverage,
    ratingCount,
    images,
  })),
);

const get = route(
  {
    auth: "public",
    tag: "Catalogue",
    summary: "Featured listings",
    description: "Published featured listings, newest published first.",
    query: featuredQuery,
    responses: {
      200: { description: "The featured listings", schema: dataOf(z.array(featuredListing)) },
    },
  },
  async ({ query, db, settings }) => {
    const items = await cachedFeaturedListings(db, {
      ...query,
      appUrl: settings.appUrl,
      maxAgeSeconds: settings.CATALOG_CACHE_SECONDS,
    });
    return json(answered(items), {
      headers: sharedCacheHeaders(settings.CATALOG_CACHE_SECONDS),
    });
  },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
