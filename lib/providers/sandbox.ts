// The embedded payment provider used when no PAYSTACK_SECRET_KEY is set: checkout is a page
// of the app (app/sandbox/checkout), and events reach the app's own webhook route signed
// with a published dev key, exactly as Paystack would send them.
import { randomBytes } from "node:crypto";
import { errorFields, logger } from "@/lib/platform/logger";
import type {
  InitializedPayment,
  InitializePaymentInput,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from "./payment-provider";
import { type PaystackEvent, refundEvent } from "./paystack-events";
import { signPayload } from "./paystack-signature";

/** The sandbox's webhook signing key, documented in the README. Not a secret. */
export const SANDBOX_SECRET_KEY = "sk_test_akwaaba_sandbox_0000000000000000";

const DELIVERY_TIMEOUT_MS = 10_000;

export interface SandboxDeliveryOptions {
  appUrl: string;
  secret: string;
  fetch?: typeof fetch;
}

/**
 * Signs an event as Paystack does and POSTs it to the app's webhook. Answers the HTTP status,
 * or 0 when no answer came (the failure is logged, never thrown).
 */
export async function deliverSandboxEvent(
  event: PaystackEvent<unknown>,
  options: SandboxDeliveryOptions,
): Promise<number> {
  const body = JSON.stringify(event);
  const url = `${options.appUrl.replace(/\/+$/, "")}/api/webhooks/paystack`;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-paystack-signature": signPayload(body, options.secret),
      },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    logger.error("sandbox event delivery failed", {
      event: event.event,
      url,
      error: errorFields(error),
    });
    return 0;
  }
}

export interface SandboxProviderOptions {
  appUrl: string;
  secret?: string;
  /** How long after a refund request its `refund.processed` event is delivered. */
  refundDelayMs?: number;
  fetch?: typeof fetch;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox";
  private readonly appUrl: string;
  private readonly secret: string;
  private readonly refundDelayMs: number;
  private readonly fetchImpl?: typeof fetch;

  constructor(options: SandboxProviderOptions) {
    this.appUrl = options.appUrl.replace(/\/+$/, "");
    this.secret = options.secret ?? SANDBOX_SECRET_KEY;
    this.refundDelayMs = options.refundDelayMs ?? 1000;
    this.fetchImpl = options.fetch;
  }

  // Keeps no state: the checkout page reads the booking and payment from the database.
  async initialize(input: InitializePaymentInput): Promise<InitializedPayment> {
    return {
      authorizationUrl: `${this.appUrl}/sandbox/checkout/${encodeURIComponent(input.reference)}`,
      accessCode: `sandbox_${randomBytes(10).toString("hex")}`,
      reference: input.reference,
    };
  }

  async refund(input: RefundRequest): Promise<RefundResult> {
    const providerRefundId = `sandbox_rfnd_${randomBytes(8).toString("hex")}`;
    const event = refundEvent("processed", {
      id: providerRefundId,
      transactionReference: input.transactionReference,
      amountPesewas: input.amountPesewas,
    });
    const timer = setTimeout(() => {
      void deliverSandboxEvent(event, {
        appUrl: this.appUrl,
        secret: this.secret,
        fetch: this.fetchImpl,
      });
    }, this.refundDelayMs);
    timer.unref();
    return { providerRefundId, status: "pending", amountPesewas: input.amountPesewas };
  }
}
