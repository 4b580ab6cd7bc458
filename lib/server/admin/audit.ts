import type { DbOrTx } from "@/db/client";
import { auditLog } from "@/db/schema";

export interface AuditEntry {
  actorId: string;
  /** A verb-noun, e.g. "listing.update", "booking.cancel", "user.role". */
  action: string;
  entityType:
    | "listing"
    | "listing_image"
    | "blocked_nights"
    | "calendar_feed"
    | "review"
    | "booking"
    | "user";
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Appends one admin write to the audit trail; call it inside the write's transaction. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
  });
}

/** Dates and other values as they would appear in an API response. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}
