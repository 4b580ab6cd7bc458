import type { DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";

export interface OutgoingEmail {
  /** Also Resend's idempotency key, e.g. `booking-confirmed/<bookingId>`. */
  idempotencyKey: string;
  to: string;
  /** The template's name, e.g. `booking-confirmed`. */
  template: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Puts a message in the outbox, inside the caller's transaction so it is written together
 * with the state change that causes it. The same key is never queued twice.
 */
export async function enqueueEmail(db: DbOrTx, message: OutgoingEmail): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({
      idempotencyKey: message.idempotencyKey,
      toAddress: message.to,
      template: message.template,
      subject: message.subject,
      html: message.html,
      text: message.text,
      // The app's clock, like the delivery's `now` (the database's now() has microseconds and
      // would make a message queued this very millisecond look not yet due).
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey });
}
