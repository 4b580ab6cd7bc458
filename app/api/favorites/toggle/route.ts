// POST /api/favorites/toggle – add the listing to the user's favorites, or remove it
import { json } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { favoriteToggle } from "@/lib/openapi/responses/catalog";
import { dataOf } from "@/lib/openapi/responses/common";
import { toggleFavoriteBody } from "@/lib/schemas/catalog";
import { toggleFavorite } from "@/lib/server/favorites/toggle-favorite";

const post = route(
  {
    auth: "user",
    tag: "Favorites",
    summary: "Add or remove a favorite",
    body: toggleFavoriteBody,
    responses: {
      200: { description: "The state after the toggle", schema: dataOf(favoriteToggle) },
    },
    errors: ["NOT_FOUND"],
  },
  async ({ caller, body: { listingId }, db }) =>
    json(await toggleFavorite(db, { userId: caller.userId, listingId })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
