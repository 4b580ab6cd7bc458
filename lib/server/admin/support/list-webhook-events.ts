import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { webhookEvents } from "@/db/schema";
import type { PageRequest } from "@/lib/pagination";

export interface WebhookEventFilters {
  event?: string;
  outcome?: string;
}

export interface ListWebhookEventsParams {
  filters: WebhookEventFilters;
  page: PageRequest;
}

/**
 * GET /api/admin/webhook-events: the latest provider events with what processing concluded
 * (`outcome`, `error` when it failed), newest first. The payload is included: it is what the
 * provider sent, and an admin needs it to understand an odd outcome.
 */
export async function listWebhookEvents(db: DbOrTx, { filters, page }: ListWebhookEventsParams) {
  const conditions: SQL[] = [];
  if (filters.event) conditions.push(eq(webhookEvents.event, filters.event));
  if (filters.outcome) conditions.push(eq(webhookEvents.outcome, filters.outcome));
  const where = and(...conditions);
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: webhookEvents.id,
        provider: webhookEvents.provider,
        event: webhookEvents.event,
        reference: webhookEvents.reference,
        outcome: webhookEvents.outcome,
        error: webhookEvents.error,
        payload: webhookEvents.payload,
        receivedAt: webhookEvents.receivedAt,
        processedAt: webhookEvents.processedAt,
      })
      .from(webhookEvents)
      .where(where)
      .orderBy(desc(webhookEvents.receivedAt), desc(webhookEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(webhookEvents).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}
