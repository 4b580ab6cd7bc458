import type { DbOrTx } from "@/db/client";
import { type Bindable, placeholders, preparedStatement } from "@/db/prepared";
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

/** A queued message's values: each a value, or the placeholder a prepared statement takes. */
export type OutboxValues = Bindable<OutgoingEmail & { id: string; nextAttemptAt: Date }>;

/** The insert of one message into the outbox; a key already queued is left as it was. */
export function emailInsert(db: DbOrTx, { to, ...message }: OutboxValues) {
  return db
    .insert(emailOutbox)
    .values({ ...message, toAddress: to })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey });
}

const emailQueued = preparedStatement("email_queued", (db) =>
  emailInsert(
    db,
    placeholders(
      "id",
      "idempotencyKey",
      "to",
      "template",
      "subject",
      "html",
      "text",
      "nextAttemptAt",
    ),
  ),
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
