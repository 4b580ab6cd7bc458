import { createHash } from "node:crypto";
import type { WebhookEnvelope } from "@/lib/providers/paystack-events";

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/**
 * Paystack events carry no id, so an event is identified by its name and the payload's
 * identifiers (decisions.md): charges by data.id and data.reference, refunds by the
 * transaction reference and status, transfers by our reference and the transfer code. Anything
 * else by a hash of the whole payload.
 */
export function dedupeKeyOf(envelope: WebhookEnvelope, rawBody: string): string {
  const { event, data } = envelope;
  if (event.startsWith("charge.")) return `${event}:${text(data.reference)}:${text(data.id)}`;
  if (event.startsWith("refund.")) {
    const transaction = data.transaction as { reference?: unknown } | undefined;
    const reference = text(data.transaction_reference) || text(transaction?.reference);
    return `${event}:${reference}:${text(data.status)}`;
  }
  // One transfer outcome per transfer, however often it is redelivered (whatever its timestamps).
  if (event.startsWith("transfer."))
    return `${event}:${text(data.reference)}:${text(data.transfer_code)}`;
  return `${event}:${createHash("sha256").update(rawBody).digest("hex")}`;
}

/** The payment reference an event is about, for support screens. */
export function referenceOf(envelope: WebhookEnvelope): string | null {
  const { data } = envelope;
  const transaction = data.transaction as { reference?: unknown } | undefined;
  return (
    text(data.reference) || text(data.transaction_reference) || text(transaction?.reference) || null
  );
}
