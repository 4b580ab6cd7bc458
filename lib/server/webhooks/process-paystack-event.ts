import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { preparedStatement } from "@/db/prepared";
import { payments, webhookEvents } from "@/db/schema";
import { PAYMENT_TRANSITIONS } from "@/lib/booking-transitions";
import type { MailContext } from "@/lib/providers/mailer";
import type { PaymentProvider, VerifiedTransaction } from "@/lib/providers/payment-provider";
import {
  CHARGE_FAILED,
  CHARGE_SUCCESS,
  chargeEventDataSchema,
  isRefundEvent,
  isTransferEvent,
  type WebhookEnvelope,
} from "@/lib/providers/paystack-events";
import { kickEmailDelivery } from "../email/kick-delivery";
import { submitRefund } from "../refunds/submit-refund";
import { paymentStatusGuard } from "../status-guards";
import { applyChargeFailed } from "./apply-charge-failed";
import { applyChargeSuccess } from "./apply-charge-success";
import { applyRefundEvent } from "./apply-refund-event";
import { applyTransferEvent } from "./apply-transfer-event";
import { dedupeKeyOf, referenceOf } from "./dedupe-key";
import { outcomeUpdate } from "./event-record";
import { type EventOutcome, type RecordingHandler, recordedFirst } from "./handler-result";

const PROVIDER = "paystack";

export interface ProcessPaystackEventParams {
  provider: PaymentProvider;
  /** The event, its signature already verified over `rawBody`. */
  envelope: WebhookEnvelope;
  rawBody: string;
  /** How an e-mail the event queues (a confirmation) goes out. */
  mail: MailContext;
}

export interface ProcessedEvent extends EventOutcome {
  duplicate: boolean;
}

const ignore = recordedFirst(async () => ({ outcome: "ignored" }));

function handlerFor(event: string): RecordingHandler {
  if (event === CHARGE_SUCCESS) return applyChargeSuccess;
  if (event === CHARGE_FAILED) return recordedFirst(applyChargeFailed);
  if (isRefundEvent(event)) return recordedFirst(applyRefundEvent);
  if (isTransferEvent(event)) return recordedFirst(applyTransferEvent);
  return ignore;
}

const openPaymentByReference = preparedStatement("open_payment_by_reference", (db) =>
  db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.providerRef, sql.placeholder("reference")),
        paymentStatusGuard(PAYMENT_TRANSITIONS.chargeSuccess),
      ),
    ),
);

/**
 * In Paystack mode a success for a payment it would still change is checked against the
 * provider's verify endpoint first (outside the transaction: no row is locked during the HTTP
 * call).
 */
async function verifyCharge(
  db: Database,
  envelope: WebhookEnvelope,
  provider: PaymentProvider,
): Promise<VerifiedTransaction | undefined> {
  if (envelope.event !== CHARGE_SUCCESS || !provider.verify) return undefined;
  const { reference } = chargeEventDataSchema.parse(envelope.data);
  const [open] = await openPaymentByReference(db).execute({ reference });
  return open ? provider.verify(reference) : undefined;
}

/**
 * Applies a verified-signature event exactly once: the event row (unique per dedupe key) and
 * its effects commit together, so a redelivery finds the row and changes nothing. An event
 * whose processing failed is recorded as failed and applied again when it is redelivered.
 */
export async function processPaystackEvent(
  db: Database,
  { provider, envelope, rawBody, mail }: ProcessPaystackEventParams,
): Promise<ProcessedEvent> {
  const dedupeKey = dedupeKeyOf(envelope, rawBody);
  const handler = handlerFor(envelope.event);
  try {
    const verified = await verifyCharge(db, envelope, provider);
    const result = await db.transaction(async (tx): Promise<ProcessedEvent> => {
      const applied = await handler(tx, {
        event: envelope.event,
        data: envelope.data,
        verified,
        appUrl: mail.appUrl,
        record: {
          provider: PROVIDER,
          event: envelope.event,
          dedupeKey,
          reference: referenceOf(envelope),
          payload: envelope,
        },
      });
      if (!applied) return { outcome: "duplicate", duplicate: true };
      const { eventId, outcomeStored, ...outcome } = applied;
      if (!outcomeStored) await outcomeUpdate(tx, eventId, outcome.outcome);
      return { ...outcome, duplicate: false };
    });
    if (result.emailQueued) kickEmailDelivery(db, mail);
    if (result.refundId) await submitRefund(db, { provider, refundId: result.refundId });
    return result;
  } catch (error) {
    await recordFailure(db, envelope, dedupeKey, error);
    throw error;
  }
}

async function recordFailure(
  db: Database,
  envelope: WebhookEnvelope,
  dedupeKey: string,
  error: unknown,
) {
  const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
  await db
    .insert(webhookEvents)
    .values({
      provider: PROVIDER,
      event: envelope.event,
      dedupeKey,
      reference: referenceOf(envelope),
      payload: envelope,
      outcome: "failed",
      error: message,
    })
    .onConflictDoUpdate({
      target: [webhookEvents.provider, webhookEvents.dedupeKey],
      set: { outcome: "failed", error: message },
      // Never overwrite the record of an event that was applied.
      setWhere: sql`${webhookEvents.outcome} = 'failed'`,
    })
    .catch(() => undefined);
}
