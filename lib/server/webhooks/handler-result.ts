import type { Transaction } from "@/db/client";
import type { VerifiedTransaction } from "@/lib/providers/payment-provider";

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
