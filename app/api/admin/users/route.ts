// GET /api/admin/users – users by role or name/e-mail search, with booking and favorite counts
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseQuery } from "@/lib/api/parse";
import { listJson } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { adminUsersQuery } from "@/lib/schemas/admin-users";
import { listAdminUsers } from "@/lib/server/admin/users/list-users";

const get = handler(async (request) => {
  await requireAdmin(request);
  const { page, limit, ...filters } = parseQuery(request, adminUsersQuery);
  const paging = pageRequest(page, limit);
  const { items, total } = await listAdminUsers(getDb(), filters, paging);
  return listJson(items, paginationOf(paging, total));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
