// GET /api/admin/webhook-events – the latest provider events with their outcome or error
import { pageJson } from "@/lib/api/respond";
import { route } from "@/lib/api/route";
import { routeMethods } from "@/lib/api/route-methods";
import { webhookEvent } from "@/lib/openapi/responses/admin-dashboard";
import { pageOf } from "@/lib/openapi/responses/common";
import { webhookEventsQuery } from "@/lib/schemas/admin-support";
import { listWebhookEvents } from "@/lib/server/admin/support/list-webhook-events";

const get = route(
  {
    auth: "admin",
    tag: "Admin: dashboard",
    summary: "Provider events",
    description: "The latest payment events with what processing concluded, newest first.",
    query: webhookEventsQuery,
    responses: { 200: { description: "A page of events", schema: pageOf(webhookEvent) } },
  },
  async ({ query: { page, limit, ...filters }, db }) =>
    pageJson({ page, limit }, (paging) => listWebhookEvents(db, { filters, page: paging })),
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
