// POST /api/favorites/toggle – add the listing to the user's favorites, or remove it
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { toggleFavoriteBody } from "@/lib/schemas/catalog";
import { toggleFavorite } from "@/lib/server/favorites/toggle-favorite";

const post = handler(async (request) => {
  const user = await requireUser(request);
  const { listingId } = await parseBody(request, toggleFavoriteBody);
  return json(await toggleFavorite(getDb(), user.userId, listingId));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
