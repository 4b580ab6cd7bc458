// GET /api/admin/listings – every listing with filters and counts by status
// POST /api/admin/listings – create a DRAFT listing
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseBody, parseQuery } from "@/lib/api/parse";
import { created, listJson } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { adminListingsQuery, createListingBody } from "@/lib/schemas/admin-listings";
import { createListing } from "@/lib/server/admin/listings/create-listing";
import { listAdminListings } from "@/lib/server/admin/listings/list-admin-listings";

const get = handler(async (request) => {
  await requireAdmin(request);
  const { page, limit, ...filters } = parseQuery(request, adminListingsQuery);
  const paging = pageRequest(page, limit);
  const { items, total, stats } = await listAdminListings(getDb(), filters, paging);
  return listJson(items, paginationOf(paging, total), { stats });
});

const post = handler(async (request) => {
  const admin = await requireAdmin(request);
  const input = await parseBody(request, createListingBody);
  return created(await createListing(getDb(), admin.userId, input));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: get,
  POST: post,
});
