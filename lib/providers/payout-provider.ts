// The payout provider as the payout services see it: Paystack Transfers
// (lib/providers/paystack-transfers.ts) and the embedded sandbox
// (lib/providers/sandbox-transfers.ts) both implement it. Failures to get an answer throw
// PaymentProviderError; an account the provider refuses throws PayoutAccountRejected.

import type { PayoutMethodType } from "@/lib/enums";

export type { PayoutMethodType };

export interface PayoutBank {
  name: string;
  code: string;
  type: PayoutMethodType;
}

export interface CreateRecipientInput {
  type: PayoutMethodType;
  name: string;
  accountNumber: string;
  bankCode: string;
}

export interface TransferInput {
  /** Integer amount in pesewas (GHS × 100). */
  amountPesewas: number;
  recipientCode: string;
  /** Our idempotency key; Paystack takes only lowercase a–z, 0–9, "-" and "_". */
  reference: string;
  reason: string;
}

export const TRANSFER_STATUSES = [
  "pending",
  "success",
  "failed",
  "reversed",
  "otp",
  "received",
  "queued",
  "processing",
  "abandoned",
  "blocked",
  "rejected",
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export interface TransferResult {
  transferCode: string;
  status: TransferStatus;
}

export interface PayoutProvider {
  readonly name: "paystack" | "sandbox";
  listBanks(type: PayoutMethodType): Promise<PayoutBank[]>;
  /** The account's name as the bank knows it; null when the provider cannot resolve this bank's accounts. */
  resolveAccount(input: {
    accountNumber: string;
    bankCode: string;
  }): Promise<{ accountName: string } | null>;
  /** Throws PayoutAccountRejected when the provider refuses the account. */
  createRecipient(input: CreateRecipientInput): Promise<{ recipientCode: string }>;
  /** Idempotent by `reference`: the same reference twice is one transfer, answered twice. */
  transfer(input: TransferInput): Promise<TransferResult>;
}

/** The provider refused an account (unknown bank, invalid number): the host's input, a 400. */
export class PayoutAccountRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PayoutAccountRejected";
  }
}

const TRANSFER_REFERENCE = /^[a-z0-9_-]+$/;

/** Refuses, before any call, what no provider should be asked to pay. */
export function checkTransferInput(input: TransferInput): void {
  if (!Number.isSafeInteger(input.amountPesewas) || input.amountPesewas <= 0) {
    throw new RangeError(`amountPesewas must be a positive integer: ${input.amountPesewas}`);
  }
  if (!TRANSFER_REFERENCE.test(input.reference)) {
    throw new RangeError(
      `A transfer reference is lowercase a–z, 0–9, "-" and "_": ${JSON.stringify(input.reference)}`,
    );
  }
}
