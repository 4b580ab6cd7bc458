// GET /api/admin/audit-log – admin writes, newest first, by record or by actor
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { auditEntry } from "@/lib/openapi/responses/admin-dashboard";
import { pageOf } from "@/lib/openapi/responses/common";
import { auditLogQuery } from "@/lib/schemas/admin-support";
import { listAuditLog } from "@/lib/server/admin/support/list-audit-log";

const get = route(
  {
    auth: "admin",
    tag: "Admin: dashboard",
    summary: "The audit trail",
    description: "Every admin write, newest first, for one record or one actor.",
    query: auditLogQuery,
    responses: { 200: { description: "A page of entries", schema: pageOf(auditEntry) } },
  },
  async ({ query: { page, limit, ...filters }, db }) =>
    pageJson({ page, limit }, (paging) => listAuditLog(db, { filters, page: paging })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
