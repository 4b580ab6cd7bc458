import { and, eq, type Placeholder, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "@/db/client";
import type { Bindable } from "@/db/prepared";
import { webhookEvents } from "@/db/schema";

/** A delivered event's row, as first stored. */
export interface NewEvent {
  provider: string;
  event: string;
  dedupeKey: string;
  reference: string | null;
  payload: unknown;
}

/**
 * The insert of the event's row; it returns nothing when a delivery already stored it. A
 * prepared one gives its id too: its default would be drawn once, when it is built.
 */
export function eventInsert(
  tx: DbOrTx,
  record: Bindable<NewEvent> & { id?: string | Placeholder },
) {
  return tx
    .insert(webhookEvents)
    .values(record)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
}

/**
 * For an event whose row was already there: its id, locked, when its earlier processing
 * failed (it is applied again); null when it was applied (a duplicate).
 */
export async function retriedEventId(tx: Transaction, record: NewEvent): Promise<string | null> {
  const [existing] = await tx
    .select({ id: webhookEvents.id, outcome: webhookEvents.outcome })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.provider, record.provider),
        eq(webhookEvents.dedupeKey, record.dedupeKey),
      ),
    )
    .for("update");
  return existing?.outcome === "failed" ? existing.id : null;
}

/**
 * The update that stores what applying the event concluded, to run alone or inside a CTE
 * (prepared: the event and the time `at` as placeholders).
 */
export function outcomeUpdate(
  tx: DbOrTx,
  eventId: string | Placeholder,
  outcome: string,
  at: Date | Placeholder = new Date(),
) {
  return tx
    .update(webhookEvents)
    .set({ outcome, error: null, processedAt: sql`${sql.param(at, webhookEvents.processedAt)}` })
    .where(eq(webhookEvents.id, eventId));
}
