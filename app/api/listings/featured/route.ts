// GET /api/listings/featured – featured published listings
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseQuery } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { featuredQuery } from "@/lib/schemas/catalog";
import { featuredListings } from "@/lib/server/catalog/featured-listings";

export const GET = handler(async (request) => {
  const query = parseQuery(request, featuredQuery);
  const items = await featuredListings(getDb(), query);
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
