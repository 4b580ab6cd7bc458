// GET /api/admin/audit-log – admin writes, newest first, by record or by actor
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseQuery } from "@/lib/api/parse";
import { listJson } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { auditLogQuery } from "@/lib/schemas/admin-support";
import { listAuditLog } from "@/lib/server/admin/support/list-audit-log";

const get = handler(async (request) => {
  await requireAdmin(request);
  const { page, limit, ...filters } = parseQuery(request, auditLogQuery);
  const paging = pageRequest(page, limit);
  const { items, total } = await listAuditLog(getDb(), filters, paging);
  return listJson(items, paginationOf(paging, total));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
