import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { logger } from "@/lib/platform/logger";
import type { Mailer } from "@/lib/providers/mailer";
import { nextAttemptAt } from "@/lib/retry-backoff";

const MINUTE = 60_000;

/** The outbox's limits; the wait between attempts is lib/retry-backoff.ts. */
export const BACKOFF = {
  /** After this many failed attempts a message is given up (FAILED). */
  maxAttempts: 8,
  /** How long a claimed row is hidden from other deliverers while it is being sent. */
  leaseMinutes: 5,
} as const;

export interface DeliveryResult {
  sent: number;
  /** Given up on this run (reached BACKOFF.maxAttempts). */
  failed: number;
  /** Failed this run, to be tried again later. */
  retried: number;
}

const MAX_ERROR = 500;

/** The error's message only, clipped, with anything that looks like an API key masked. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/\bre_[A-Za-z0-9_]{6,}/g, "re_***")
    .replace(/Bearer\s+\S+/gi, "Bearer ***")
    .slice(0, MAX_ERROR);
}

/**
 * Sends the outbox's due messages. Rows are claimed under FOR UPDATE SKIP LOCKED in a short
 * transaction that also moves their next attempt past a lease, so concurrent deliverers never
 * send one row at once; sending happens after that commit, with the row's idempotency key.
 */
export interface DeliverDueEmailsParams {
  mailer: Mailer;
  now?: Date;
  /** At most this many messages a run (default 20). */
  batchSize?: number;
}

export async function deliverDueEmails(
  db: Database,
  { mailer, now = new Date(), batchSize = 20 }: DeliverDueEmailsParams,
): Promise<DeliveryResult> {
  const leaseUntil = new Date(now.getTime() + BACKOFF.leaseMinutes * MINUTE);

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "PENDING"), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(emailOutbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });

  const result: DeliveryResult = { sent: 0, failed: 0, retried: 0 };
  for (const row of claimed) {
    const attempts = row.attempts + 1;
    const stillPending = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "PENDING"));
    let messageId: string;
    try {
      ({ id: messageId } = await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        idempotencyKey: row.idempotencyKey,
      }));
    } catch (error) {
      const givenUp = attempts >= BACKOFF.maxAttempts;
      const lastError = errorText(error);
      await db
        .update(emailOutbox)
        .set({
          status: givenUp ? "FAILED" : "PENDING",
          attempts,
          lastError,
          nextAttemptAt: givenUp ? now : nextAttemptAt(attempts, now),
        })
        .where(stillPending);
      if (givenUp) result.failed++;
      else result.retried++;
      logger[givenUp ? "error" : "warn"](
        givenUp ? "e-mail given up" : "e-mail delivery failed, will retry",
        { emailId: row.id, template: row.template, attempts, error: lastError },
      );
      continue;
    }
    await db
      .update(emailOutbox)
      .set({
        status: "SENT",
        attempts,
        providerMessageId: messageId,
        sentAt: now,
        lastError: null,
      })
      .where(stillPending);
    result.sent++;
  }
  return result;
}
