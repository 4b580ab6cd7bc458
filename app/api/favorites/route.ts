// GET /api/favorites – the user's favorites, newest first

import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { favorite } from "@/lib/openapi/responses/catalog";
import { pageOf } from "@/lib/openapi/responses/common";
import { favoritesQuery } from "@/lib/schemas/catalog";
import { listFavorites } from "@/lib/server/favorites/list-favorites";

const get = route(
  {
    auth: "user",
    tag: "Favorites",
    summary: "List favorites",
    description: "Favorites of published listings, newest first.",
    query: favoritesQuery,
    responses: { 200: { description: "A page of favorites", schema: pageOf(favorite) } },
  },
  async ({ caller, query: { page, limit }, db, settings }) =>
    pageJson({ page, limit }, (paging) =>
      listFavorites(db, { userId: caller.userId, page: paging, appUrl: settings.appUrl }),
    ),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
