// GET /api/listings/search – ranked full-text search with prefixes and typo tolerance
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseQuery } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { searchQuery } from "@/lib/schemas/catalog";
import { searchListings } from "@/lib/server/catalog/search-listings";

export const GET = handler(async (request) => {
  const query = parseQuery(request, searchQuery);
  return json(await searchListings(getDb(), query));
});
