// GET /api/favorites/check/{listingId} – whether the user has favorited the listing
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { favoriteCheck } from "@/lib/openapi/responses/catalog";
import { dataOf } from "@/lib/openapi/responses/common";
import { listingIdParams } from "@/lib/schemas/catalog";
import { isFavorite } from "@/lib/server/favorites/check-favorite";

const get = route(
  {
    auth: "user",
    tag: "Favorites",
    summary: "Whether a listing is a favorite",
    params: listingIdParams,
    responses: { 200: { description: "The answer", schema: dataOf(favoriteCheck) } },
  },
  async ({ caller, params: { listingId }, db }) =>
    json({ favorited: await isFavorite(db, { userId: caller.userId, listingId }) }),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
