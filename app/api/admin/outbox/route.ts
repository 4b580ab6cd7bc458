// GET /api/admin/outbox – the latest e-mails with delivery status, attempts and last error
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { outboxEmail } from "@/lib/openapi/responses/admin-dashboard";
import { pageOf } from "@/lib/openapi/responses/common";
import { outboxQuery } from "@/lib/schemas/admin-support";
import { listOutbox } from "@/lib/server/admin/support/list-outbox";

const get = route(
  {
    auth: "admin",
    tag: "Admin: dashboard",
    summary: "The e-mail outbox",
    description: "The latest e-mails with their delivery state, newest first.",
    query: outboxQuery,
    responses: { 200: { description: "A page of e-mails", schema: pageOf(outboxEmail) } },
  },
  async ({ query: { page, limit, ...filters }, db }) =>
    pageJson({ page, limit }, (paging) => listOutbox(db, { filters, page: paging })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
