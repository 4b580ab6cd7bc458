// GET /api/favorites – the user's favorites, newest first
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseQuery } from "@/lib/api/parse";
import { listJson } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { favoritesQuery } from "@/lib/schemas/catalog";
import { listFavorites } from "@/lib/server/favorites/list-favorites";

const get = handler(async (request) => {
  const { page, limit } = parseQuery(request, favoritesQuery);
  const user = await requireUser(request);
  const paging = pageRequest(page, limit);
  const { items, total } = await listFavorites(getDb(), user.userId, paging);
  return listJson(items, paginationOf(paging, total));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
