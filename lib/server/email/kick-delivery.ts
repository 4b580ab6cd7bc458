import type { Database } from "@/db/client";
import { errorFields, logger } from "@/lib/platform/logger";
import type { Mailer } from "@/lib/providers/mailer";
import { deliverDueEmails } from "./deliver-emails";

/**
 * Sends queued e-mail now, in the background, after a transaction that queued some has
 * committed. Without an e-mail provider, messages simply stay in the outbox. Failures are
 * left to the outbox's retries.
 */
export function kickEmailDelivery(db: Database, { mailer }: { mailer: Mailer | null }): void {
  if (!mailer) return;
  void deliverDueEmails(db, { mailer }).catch((error: unknown) => {
    logger.error("e-mail delivery failed", { error: errorFields(error) });
  });
}
