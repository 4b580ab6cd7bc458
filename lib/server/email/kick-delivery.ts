import type { Database } from "@/db/client";
import { mailer } from "@/lib/providers";
import { errorFields, logger } from "@/lib/server/logger";
import { deliverDueEmails } from "./deliver-emails";

/**
 * Sends queued e-mail now, in the background, after a transaction that queued some has
 * committed. Without an e-mail provider, messages simply stay in the outbox. Failures are
 * left to the outbox's retries.
 */
export function kickEmailDelivery(db: Database): void {
  const sender = mailer();
  if (!sender) return;
  void deliverDueEmails(db, sender).catch((error: unknown) => {
    logger.error("e-mail delivery failed", { error: errorFields(error) });
  });
}
