// Paystack's webhook payloads as we read them, and builders of the same shapes for the
// sandbox checkout and the tests. Schemas are lenient about fields we ignore and strict
// about the ones we use. Amounts are integers in pesewas, sometimes sent as strings.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { PaymentMethod } from "@/lib/enums";
import { TRANSFER_STATUSES, type TransferStatus } from "./payout-provider";

/** Integer pesewas, given as a number or a digit string; read as a number. */
export const pesewasSchema = z
  .union([
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,15}(\.0+)?$/),
  ])
  .transform((value) => Number(value));

/** Paystack ids are numbers in some payloads and strings in others; read as a string. */
export const paystackIdSchema = z
  .union([z.number().int(), z.string().min(1)])
  .transform((value) => String(value));

/** `metadata` comes back as an object, or as "" / 0 / null when none was kept. */
export const metadataSchema = z
  .union([z.record(z.string(), z.unknown()), z.string(), z.number(), z.null()])
  .optional();

export const webhookEnvelopeSchema = z.looseObject({
  event: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.output<typeof webhookEnvelopeSchema>;

/** `data` of `charge.success` and `charge.failed`. */
export const chargeEventDataSchema = z.looseObject({
  id: paystackIdSchema,
  reference: z.string().min(1),
  status: z.string().optional(),
  amount: pesewasSchema,
  currency: z.string().min(1),
  channel: z.string().nullish(),
  paid_at: z.string().nullish(),
  gateway_response: z.string().nullish(),
  metadata: metadataSchema,
  customer: z.looseObject({ email: z.string().nullish() }).nullish(),
});

/** `data` of `refund.pending`, `refund.processing`, `refund.processed`, `refund.failed`. */
export const refundEventDataSchema = z
  .looseObject({
    id: paystackIdSchema,
    status: z.string().min(1),
    amount: pesewasSchema,
    currency: z.string().min(1),
    transaction_reference: z.string().min(1).optional(),
    transaction: z
      .looseObject({ id: paystackIdSchema.optional(), reference: z.string().min(1).optional() })
      .nullish(),
  })
  .transform((data, ctx) => {
    // Older payloads name the transaction only in the nested object.
    const reference = data.transaction_reference ?? data.transaction?.reference;
    if (!reference) {
      ctx.addIssue({
        code: "custom",
        path: ["transaction_reference"],
        message: "refund event names no transaction reference",
      });
      return z.NEVER;
    }
    return { ...data, transaction_reference: reference };
  });

/** `data` of `transfer.success`, `transfer.failed`, `transfer.reversed`. */
export const transferEventDataSchema = z.looseObject({
  id: paystackIdSchema,
  amount: pesewasSchema,
  currency: z.string().min(1),
  reference: z.string().min(1),
  transfer_code: z.string().min(1),
  status: z.enum(TRANSFER_STATUSES),
  reason: z.string().nullish(),
  recipient: z.looseObject({ recipient_code: z.string().min(1).nullish() }).nullish(),
});

/** A transfer event's data as the payout services read it. */
export interface TransferEventData {
  id: string;
  reference: string;
  transferCode: string;
  amountPesewas: number;
  currency: string;
  status: TransferStatus;
  reason: string | null;
  recipientCode: string | null;
}

/** Reads a transfer event's `data`; throws a ZodError when a field we use is missing or wrong. */
export function parseTransferEventData(raw: unknown): TransferEventData {
  const data = transferEventDataSchema.parse(raw);
  return {
    id: data.id,
    reference: data.reference,
    transferCode: data.transfer_code,
    amountPesewas: data.amount,
    currency: data.currency,
    status: data.status,
    reason: data.reason ?? null,
    recipientCode: data.recipient?.recipient_code ?? null,
  };
}

export const CHARGE_SUCCESS = "charge.success";
export const CHARGE_FAILED = "charge.failed";
export const PAYSTACK_REFUND_STATUSES = ["pending", "processing", "processed", "failed"] as const;
export type PaystackRefundStatus = (typeof PAYSTACK_REFUND_STATUSES)[number];
export const REFUND_EVENTS = PAYSTACK_REFUND_STATUSES.map((status) => `refund.${status}`);

export function isRefundEvent(event: string): boolean {
  return REFUND_EVENTS.includes(event);
}

export const TRANSFER_OUTCOMES = ["success", "failed", "reversed"] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];
export const TRANSFER_EVENTS = TRANSFER_OUTCOMES.map((outcome) => `transfer.${outcome}`);

export function isTransferEvent(event: string): boolean {
  return TRANSFER_EVENTS.includes(event);
}

/** The metadata object of an event or transaction, or null when Paystack sent "", 0 or none. */
export function metadataOf(data: { metadata?: unknown }): Record<string, unknown> | null {
  let value = data.metadata;
  if (typeof value === "string" && value.trim().startsWith("{")) {
    // Metadata that was sent as a JSON string comes back as that string.
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  return null;
}

const BANK_CHANNELS = new Set(["bank", "bank_transfer", "ussd", "eft"]);

/** decisions.md: card → CARD, mobile_money → MOBILE_MONEY, bank-like → BANK_TRANSFER, else CARD. */
export function methodFromChannel(channel: string | null | undefined): PaymentMethod {
  const value = (channel ?? "").trim().toLowerCase();
  if (value === "mobile_money") return "MOBILE_MONEY";
  if (BANK_CHANNELS.has(value)) return "BANK_TRANSFER";
  return "CARD";
}

// Builders: the payloads Paystack sends, for the sandbox checkout and the tests.

export type PaystackMetadata = Record<string, unknown> | "" | 0 | null;

export interface ChargeEventInput {
  id: number;
  reference: string;
  amountPesewas: number;
  channel: string;
  metadata: PaystackMetadata;
  email: string;
}

export interface PaystackChargeData {
  id: number;
  domain: "test";
  status: "success" | "failed";
  reference: string;
  amount: number;
  requested_amount: number;
  message: string | null;
  gateway_response: string;
  paid_at: string | null;
  paidAt: string | null;
  created_at: string;
  createdAt: string;
  channel: string;
  currency: "GHS";
  ip_address: string | null;
  metadata: PaystackMetadata;
  fees: number | null;
  customer: {
    id: number;
    first_name: string | null;
    last_name: string | null;
    email: string;
    customer_code: string;
    phone: string | null;
    metadata: null;
    risk_action: "default";
  };
  authorization: { channel: string; reusable: boolean; country_code: "GH" } | null;
}

export interface PaystackRefundData {
  id: number | string;
  domain: "test";
  status: PaystackRefundStatus;
  amount: number;
  currency: "GHS";
  transaction_reference: string;
  refund_reference: string | null;
  processor: string;
  transaction: { reference: string };
}

export interface PaystackEvent<Data> {
  event: string;
  data: Data;
}

function pesewas(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`Amounts are non-negative integer pesewas: ${amount}`);
  }
  return amount;
}

function customerOf(input: ChargeEventInput): PaystackChargeData["customer"] {
  return {
    id: input.id,
    first_name: null,
    last_name: null,
    email: input.email,
    customer_code: `CUS_sandbox${input.id}`,
    phone: null,
    metadata: null,
    risk_action: "default",
  };
}

export function chargeSuccessEvent(
  input: ChargeEventInput & { paidAt: Date },
): PaystackEvent<PaystackChargeData> {
  const paidAt = input.paidAt.toISOString();
  const amount = pesewas(input.amountPesewas);
  return {
    event: CHARGE_SUCCESS,
    data: {
      id: input.id,
      domain: "test",
      status: "success",
      reference: input.reference,
      amount,
      requested_amount: amount,
      message: null,
      gateway_response: "Successful",
      paid_at: paidAt,
      paidAt,
      created_at: paidAt,
      createdAt: paidAt,
      channel: input.channel,
      currency: "GHS",
      ip_address: null,
      metadata: input.metadata,
      fees: Math.round(amount * 0.0195),
      customer: customerOf(input),
      authorization: { channel: input.channel, reusable: false, country_code: "GH" },
    },
  };
}

export function chargeFailedEvent(
  input: ChargeEventInput & { at?: Date; gatewayResponse?: string },
): PaystackEvent<PaystackChargeData> {
  const at = (input.at ?? new Date()).toISOString();
  const amount = pesewas(input.amountPesewas);
  return {
    event: CHARGE_FAILED,
    data: {
      id: input.id,
      domain: "test",
      status: "failed",
      reference: input.reference,
      amount,
      requested_amount: amount,
      message: null,
      gateway_response: input.gatewayResponse ?? "Declined",
      paid_at: null,
      paidAt: null,
      created_at: at,
      createdAt: at,
      channel: input.channel,
      currency: "GHS",
      ip_address: null,
      metadata: input.metadata,
      fees: null,
      customer: customerOf(input),
      authorization: null,
    },
  };
}

export function refundEvent(
  status: PaystackRefundStatus,
  input: { id: number | string; transactionReference: string; amountPesewas: number },
): PaystackEvent<PaystackRefundData> {
  return {
    event: `refund.${status}`,
    data: {
      id: input.id,
      domain: "test",
      status,
      amount: pesewas(input.amountPesewas),
      currency: "GHS",
      transaction_reference: input.transactionReference,
      refund_reference: status === "processed" ? `RFND_${String(input.id)}` : null,
      processor: "sandbox",
      transaction: { reference: input.transactionReference },
    },
  };
}

export interface TransferEventInput {
  reference: string;
  transferCode: string;
  amountPesewas: number;
  recipientCode: string;
  /** The reason given when the transfer was made (Paystack echoes it). */
  reason?: string;
  at?: Date;
}

export interface PaystackTransferData {
  id: number;
  domain: "test";
  amount: number;
  currency: "GHS";
  source: "balance";
  reason: string;
  reference: string;
  transfer_code: string;
  status: TransferOutcome;
  failures: null;
  reversed_at: string | null;
  transferred_at: string | null;
  createdAt: string;
  updatedAt: string;
  recipient: {
    currency: "GHS";
    recipient_code: string;
    active: true;
    domain: "test";
  };
}

/** Paystack gives a transfer a numeric id; one per transfer code, stable across builds. */
function transferIdOf(transferCode: string): number {
  return Number.parseInt(createHash("sha256").update(transferCode).digest("hex").slice(0, 12), 16);
}

export function transferEvent(
  outcome: TransferOutcome,
  input: TransferEventInput,
): PaystackEvent<PaystackTransferData> {
  const at = (input.at ?? new Date()).toISOString();
  return {
    event: `transfer.${outcome}`,
    data: {
      id: transferIdOf(input.transferCode),
      domain: "test",
      amount: pesewas(input.amountPesewas),
      currency: "GHS",
      source: "balance",
      reason: input.reason ?? "Payout",
      reference: input.reference,
      transfer_code: input.transferCode,
      status: outcome,
      failures: null,
      reversed_at: outcome === "reversed" ? at : null,
      transferred_at: outcome === "success" ? at : null,
      createdAt: at,
      updatedAt: at,
      recipient: {
        currency: "GHS",
        recipient_code: input.recipientCode,
        active: true,
        domain: "test",
      },
    },
  };
}
