// GET /api/listings – published listings with filters, sorting and pagination
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseQuery } from "@/lib/api/parse";
import { listJson } from "@/lib/api/respond";
import { listListingsQuery } from "@/lib/schemas/catalog";
import { listListings } from "@/lib/server/catalog/list-listings";

export const GET = handler(async (request) => {
  const { sort, page, limit, ...filters } = parseQuery(request, listListingsQuery);
  const paging = pageRequest(page, limit);
  const { items, total } = await listListings(getDb(), filters, sort, paging);
  return listJson(items, paginationOf(paging, total));
});
