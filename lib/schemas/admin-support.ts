import { z } from "zod";
import { paginationQuery } from "@/lib/schemas/pagination";
import { EMAIL_STATUSES } from "../enums";
import { recordId } from "./common";

const page = paginationQuery({ defaultLimit: 20, maxLimit: 100 });

/** GET /api/admin/audit-log: newest first, optionally for one record or one actor. */
export const auditLogQuery = z.object({
  entityType: z
    .string()
    .regex(/^[a-z_]{1,40}$/, "must be an entity type such as booking or listing")
    .optional(),
  entityId: recordId.optional(),
  actorId: recordId.optional(),
  ...page,
});

/** GET /api/admin/outbox: the latest e-mails, optionally of one delivery status. */
export const outboxQuery = z.object({
  status: z.enum(EMAIL_STATUSES).optional(),
  ...page,
});

/** GET /api/admin/webhook-events: the latest events, optionally of one kind or outcome. */
export const webhookEventsQuery = z.object({
  event: z
    .string()
    .regex(/^[a-z_.]{1,60}$/, "must be an event name such as charge.success")
    .optional(),
  outcome: z
    .string()
    .regex(/^[a-z_]{1,60}$/, "must be an outcome such as confirmed")
    .optional(),
  ...page,
});
