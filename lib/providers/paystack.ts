// Paystack's payments (https://paystack.com/docs/api/): initialize, verify and refund,
// through the shared PaystackHttp.
import { z } from "zod";
import type {
  InitializedPayment,
  InitializePaymentInput,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  VerifiedTransaction,
} from "./payment-provider";
import { metadataSchema, paystackIdSchema, pesewasSchema } from "./paystack-events";
import { type PaystackClientOptions, PaystackHttp } from "./paystack-http";

const initializeDataSchema = z.looseObject({
  authorization_url: z.url(),
  access_code: z.string().min(1),
  reference: z.string().min(1),
});

const verifyDataSchema = z.looseObject({
  id: paystackIdSchema,
  status: z.string().min(1),
  reference: z.string().min(1),
  amount: pesewasSchema,
  currency: z.string().min(1),
  channel: z.string().nullish(),
  paid_at: z.string().nullish(),
  gateway_response: z.string().nullish(),
  metadata: metadataSchema,
});

const refundDataSchema = z.looseObject({
  id: paystackIdSchema,
  status: z.string().min(1),
  amount: pesewasSchema,
  transaction: z.unknown().optional(),
});

export class PaystackClient implements PaymentProvider {
  readonly name = "paystack";
  private readonly http: PaystackHttp;

  constructor(options: PaystackClientOptions) {
    this.http = new PaystackHttp(options);
  }

  async initialize(input: InitializePaymentInput): Promise<InitializedPayment> {
    if (!Number.isSafeInteger(input.amountPesewas) || input.amountPesewas <= 0) {
      throw new RangeError(`amountPesewas must be a positive integer: ${input.amountPesewas}`);
    }
    const data = await this.http.request("POST", "/transaction/initialize", initializeDataSchema, {
      email: input.email,
      amount: input.amountPesewas,
      reference: input.reference,
      callback_url: input.callbackUrl,
      metadata: input.metadata,
      currency: "GHS",
      ...(input.channels?.length ? { channels: input.channels } : {}),
    });
    return {
      authorizationUrl: data.authorization_url,
      accessCode: data.access_code,
      reference: data.reference,
    };
  }

  async verify(reference: string): Promise<VerifiedTransaction> {
    const data = await this.http.request(
      "GET",
      `/transaction/verify/${encodeURIComponent(reference)}`,
      verifyDataSchema,
    );
    return {
      id: data.id,
      reference: data.reference,
      status: data.status,
      amountPesewas: data.amount,
      currency: data.currency,
      channel: data.channel ?? null,
      paidAt: data.paid_at ?? null,
      gatewayResponse: data.gateway_response ?? null,
    };
  }

  async refund(input: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(input.amountPesewas) || input.amountPesewas <= 0) {
      throw new RangeError(`amountPesewas must be a positive integer: ${input.amountPesewas}`);
    }
    const data = await this.http.request("POST", "/refund", refundDataSchema, {
      transaction: input.transactionReference,
      amount: input.amountPesewas,
    });
    return { providerRefundId: data.id, status: data.status, amountPesewas: data.amount };
  }

  async listRefunds(transaction: string): Promise<RefundResult[]> {
    const data = await this.http.request(
      "GET",
      `/refund?transaction=${encodeURIComponent(transaction)}`,
      z.array(refundDataSchema),
    );
    return data.map((refund) => ({
      providerRefundId: refund.id,
      status: refund.status,
      amountPesewas: refund.amount,
    }));
  }
}
