// GET /api/admin/listings/{id} – a listing in any status, for editing
// PATCH /api/admin/listings/{id} – change any subset of its fields, including status
// DELETE /api/admin/listings/{id} – archive it (409 while bookings are active)
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { parseBody, parseParams } from "@/lib/api/parse";
import { json } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { listingIdPath, updateListingBody } from "@/lib/schemas/admin-listings";
import { getAdminListing } from "@/lib/server/admin/listings/admin-listing-view";
import { archiveListing } from "@/lib/server/admin/listings/archive-listing";
import { updateListing } from "@/lib/server/admin/listings/update-listing";

const get = handler<{ id: string }>(async (request, { params }) => {
  await requireAdmin(request);
  const { id } = await parseParams(params, listingIdPath);
  return json(await getAdminListing(getDb(), id));
});

const patch = handler<{ id: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id } = await parseParams(params, listingIdPath);
  const input = await parseBody(request, updateListingBody);
  return json(await updateListing(getDb(), admin.userId, id, input));
});

const remove = handler<{ id: string }>(async (request, { params }) => {
  const admin = await requireAdmin(request);
  const { id } = await parseParams(params, listingIdPath);
  return json(await archiveListing(getDb(), admin.userId, id));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  PATCH: patch,
  DELETE: remove,
});
