import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import type { EmailStatus } from "@/lib/enums";
import type { PageRequest } from "@/lib/pagination";

export interface ListOutboxParams {
  filters: { status?: EmailStatus };
  page: PageRequest;
}

/**
 * GET /api/admin/outbox: the latest e-mails with their delivery state, newest first. Without
 * an e-mail provider this is where messages can be read, so the text body is included.
 */
export async function listOutbox(db: DbOrTx, { filters, page }: ListOutboxParams) {
  const where = filters.status ? eq(emailOutbox.status, filters.status) : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        template: emailOutbox.template,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        providerMessageId: emailOutbox.providerMessageId,
        text: emailOutbox.text,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}
