// GET /api/favorites/check/{listingId} – whether the user has favorited the listing
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireUser } from "@/lib/auth/guards";
import { listingIdParams } from "@/lib/schemas/catalog";
import { isFavorite } from "@/lib/server/favorites/check-favorite";

const get = handler<{ listingId: string }>(async (request, { params }) => {
  const user = await requireUser(request);
  const { listingId } = await parseParams(params, listingIdParams);
  return json({ favorited: await isFavorite(getDb(), user.userId, listingId) });
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
