import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { placeholders, preparedStatement } from "@/db/prepared";
import { emailOutbox } from "@/db/schema";
import { createId } from "@/lib/ids";

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

const emailQueued = preparedStatement("email_queued", (db) =>
  db
    .insert(emailOutbox)
    .values({
      ...placeholders("id", "idempotencyKey", "template", "subject", "html", "text"),
      toAddress: sql.placeholder("to"),
      nextAttemptAt: sql.placeholder("nextAttemptAt"),
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey }),
);

/**
 * Puts a message in the outbox, inside the caller's transaction so it is written together
 * with the state change that causes it. The same key is never queued twice.
 */
export async function enqueueEmail(db: DbOrTx, message: OutgoingEmail): Promise<void> {
  await emailQueued(db).execute({
    ...message,
    id: createId(),
    // The app's clock, like the delivery's `now` (the database's now() has microseconds and
    // would make a message queued this very millisecond look not yet due).
    nextAttemptAt: new Date(),
  });
}
