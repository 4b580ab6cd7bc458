import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "./columns";
import { emailStatusEnum } from "./enums";
import { users } from "./users";

/**
 * Every payment event received. Paystack events carry no id, so `dedupe_key` is built
 * from the event name and the payload's identifiers; its uniqueness makes a redelivered
 * event a no-op.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    event: text("event").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    reference: text("reference"),
    payload: jsonb("payload").notNull(),
    /** What processing concluded: e.g. confirmed, ignored, amount_mismatch, unknown_reference. */
    outcome: text("outcome"),
    error: text("error"),
    receivedAt: createdAt(),
    processedAt: timestamptz("processed_at"),
  },
  (t) => [
    uniqueIndex("webhook_events_dedupe_key").on(t.provider, t.dedupeKey),
    index("webhook_events_received_idx").on(t.receivedAt),
  ],
);

/**
 * E-mails are written here in the same transaction as the state change that causes
 * them, then delivered after commit and retried with backoff.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    idempotencyKey: text("idempotency_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    template: text("template").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: emailStatusEnum("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [
    uniqueIndex("email_outbox_idempotency_key").on(t.idempotencyKey),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Append-only record of every admin write: who did what to which record, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);
