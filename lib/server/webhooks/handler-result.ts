import type { Transaction } from "@/db/client";
import type { VerifiedTransaction } from "@/lib/providers/payment-provider";
import { eventInsert, type NewEvent, retriedEventId } from "./event-record";

/** What applying one event concluded, kept on the stored event for support. */
export interface EventOutcome {
  outcome: string;
  /** A refund created by this event, to request at the provider after commit. */
  refundId?: string;
  /** Whether an e-mail was queued, so delivery can be kicked after commit. */
  emailQueued?: boolean;
}

export interface EventParams {
  /** The event's name: charge.success, refund.processed, … */
  event: string;
  data: Record<string, unknown>;
  /** In Paystack mode, the provider's own account of the charge, fetched before the transaction. */
  verified?: VerifiedTransaction;
  /** Where the links of an e-mail the event queues point. */
  appUrl: string;
}

/** Applies one kind of event inside the transaction that records it. */
export type EventHandler = (tx: Transaction, params: EventParams) => Promise<EventOutcome>;

/** An event stored and applied: its row, and whether the handler already wrote the outcome. */
export interface AppliedEvent extends EventOutcome {
  eventId: string;
  outcomeStored?: boolean;
}

/**
 * Stores the event's row and applies it, in the caller's transaction; null when the event was
 * already applied (a duplicate delivery). A handler that does both itself saves round trips
 * (applyChargeSuccess).
 */
export type RecordingHandler = (
  tx: Transaction,
  params: EventParams & { record: NewEvent },
) => Promise<AppliedEvent | null>;

/** A handler run after the event's row is stored by a statement of its own. */
export function recordedFirst(handler: EventHandler): RecordingHandler {
  return async (tx, { record, ...params }) => {
    const [inserted] = await eventInsert(tx, record);
    const eventId = inserted?.id ?? (await retriedEventId(tx, record));
    if (!eventId) return null;
    return { ...(await handler(tx, params)), eventId };
  };
}
