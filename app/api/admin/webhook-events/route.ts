// GET /api/admin/webhook-events – the latest provider events with their outcome or error
import { getDb } from "@/db/client";
import { handler } from "@/lib/api/handler";
import { pageRequest, paginationOf } from "@/lib/api/pagination";
import { parseQuery } from "@/lib/api/parse";
import { listJson } from "@/lib/api/respond";
import { routeMethods } from "@/lib/api/route-methods";
import { requireAdmin } from "@/lib/auth/guards";
import { webhookEventsQuery } from "@/lib/schemas/admin-support";
import { listWebhookEvents } from "@/lib/server/admin/support/list-webhook-events";

const get = handler(async (request) => {
  await requireAdmin(request);
  const { page, limit, ...filters } = parseQuery(request, webhookEventsQuery);
  const paging = pageRequest(page, limit);
  const { items, total } = await listWebhookEvents(getDb(), filters, paging);
  return listJson(items, paginationOf(paging, total));
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
