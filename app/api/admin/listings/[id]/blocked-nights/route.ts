// POST /api/admin/listings/{id}/blocked-nights – block nights [from, to) with a reason
// DELETE /api/admin/listings/{id}/blocked-nights – unblock the admin-blocked nights of [from, to)
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody, parseParams } from "@/lib/api/parse";
import { created, json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { blockNightsBody, listingIdPath, unblockNightsBody } from "@/lib/schemas/admin-listings";
import { blockNights, unblockNights } from "@/lib/server/admin/calendar/block-nights";

const post = handler<{ id: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id } = await parseParams(params, listingIdPath);
  const input = await parseBody(request, blockNightsBody);
  return created(await blockNights(getDb(), admin.userId, id, input));
});

const remove = handler<{ id: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id } = await parseParams(params, listingIdPath);
  const input = await parseBody(request, unblockNightsBody);
  return json(await unblockNights(getDb(), admin.userId, id, input));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: post,
  DELETE: remove,
});
