// GET /api/listings/featured – featured published listings
import { handler } from "@/lib/api/handler";
import { parseQuery } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { featuredQuery } from "@/lib/schemas/catalog";
import { cachedFeaturedListings } from "@/lib/server/catalog/cached-reads";

export const GET = handler(async (request) => {
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
  );
});
