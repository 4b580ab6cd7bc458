// GET /api/admin/outbox – the latest e-mails with delivery status, attempts and last error
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseQuery } from "@/lib/api/parse";
import { listJson } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { outboxQuery } from "@/lib/schemas/admin-support";
import { listOutbox } from "@/lib/server/admin/support/list-outbox";

const get = handler(async (request) => {
  await requireAdmin(request);
  const { page, limit, ...filters } = parseQuery(request, outboxQuery);
  const paging = pageRequest(page, limit);
  const { items, total } = await listOutbox(getDb(), filters, paging);
  return listJson(items, paginationOf(paging, total));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
