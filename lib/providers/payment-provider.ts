// The payment provider as the booking services see it. Paystack (lib/providers/paystack.ts)
// and the embedded sandbox (lib/providers/sandbox.ts) both implement it.

export interface InitializePaymentInput {
  email: string;
  /** Integer amount in pesewas (GHS × 100). */
  amountPesewas: number;
  /** Our payment reference; the provider reports it back in events. */
  reference: string;
  callbackUrl: string;
  metadata: { bookingId: string; userId: string; listingId: string };
  /** Optional hint, e.g. ["card"] or ["mobile_money"]. */
  channels?: string[];
}

export interface InitializedPayment {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** A transaction as the provider's verify endpoint reports it. */
export interface VerifiedTransaction {
  id: string;
  reference: string;
  /** Paystack: success, failed, abandoned, ongoing, pending, processing, queued, reversed. */
  status: string;
  amountPesewas: number;
  currency: string;
  channel: string | null;
  paidAt: string | null;
  gatewayResponse: string | null;
}

export interface RefundRequest {
  /** Our payment reference (Paystack accepts the transaction reference). */
  transactionReference: string;
  amountPesewas: number;
}

export interface RefundResult {
  providerRefundId: string;
  /** Paystack: pending, processing, processed, failed. */
  status: string;
  amountPesewas: number;
}

export interface PaymentProvider {
  readonly name: "paystack" | "sandbox";
  initialize(input: InitializePaymentInput): Promise<InitializedPayment>;
  /** Only real providers verify; the sandbox's own events are the truth. */
  verify?(reference: string): Promise<VerifiedTransaction>;
  refund(input: RefundRequest): Promise<RefundResult>;
  /**
   * The refunds the provider already holds for a transaction (its id, or our reference), to
   * find out whether a request whose answer was lost was taken. Only real providers: the
   * sandbox's refunds cannot be lost.
   */
  listRefunds?(transaction: string): Promise<RefundResult[]>;
}

export type ProviderFailure = "timeout" | "network" | "http" | "invalid_response";

/** Any failure to get a usable answer from the provider. */
export class PaymentProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
    /** The provider's own words about a refusal (clipped, never carrying our key). */
    readonly providerMessage?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
