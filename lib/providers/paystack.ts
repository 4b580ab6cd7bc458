// Paystack's REST API (https://paystack.com/docs/api/): initialize, verify and refund.
// Every answer is validated; every failure becomes a PaymentProviderError of one kind.
import { z } from "zod";
import {
  type InitializedPayment,
  type InitializePaymentInput,
  type PaymentProvider,
  PaymentProviderError,
  type RefundRequest,
  type RefundResult,
  type VerifiedTransaction,
} from "./payment-provider";
import { metadataSchema, paystackIdSchema, pesewasSchema } from "./paystack-events";

export interface PaystackClientOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const envelopeSchema = z.looseObject({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

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

const MAX_MESSAGE = 200;

function clip(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function causeCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string") {
    return cause.code;
  }
  return error instanceof Error ? error.message : "unknown error";
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return undefined;
}

export class PaystackClient implements PaymentProvider {
  readonly name = "paystack";
  private readonly baseUrl: string;
  private readonly secretKey: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: PaystackClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.secretKey = options.secretKey;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async initialize(input: InitializePaymentInput): Promise<InitializedPayment> {
    if (!Number.isSafeInteger(input.amountPesewas) || input.amountPesewas <= 0) {
      throw new RangeError(`amountPesewas must be a positive integer: ${input.amountPesewas}`);
    }
    const data = await this.request("POST", "/transaction/initialize", initializeDataSchema, {
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
    const data = await this.request(
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
    const data = await this.request("POST", "/refund", refundDataSchema, {
      transaction: input.transactionReference,
      amount: input.amountPesewas,
    });
    return { providerRefundId: data.id, status: data.status, amountPesewas: data.amount };
  }

  /** Text from the other side, clipped, and never carrying our key even if it was echoed. */
  private quote(text: string): string {
    return clip(this.secretKey ? text.split(this.secretKey).join("***") : text);
  }

  private async request<Schema extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    dataSchema: Schema,
    body?: unknown,
  ): Promise<z.output<Schema>> {
    const what = `Paystack ${method} ${path}`;
    let status: number;
    let text: string;
    try {
      const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) {
        throw new PaymentProviderError("timeout", `${what}: no answer within ${this.timeoutMs} ms`);
      }
      throw new PaymentProviderError("network", `${what}: ${this.quote(causeCode(error))}`);
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (status < 200 || status >= 300) {
        throw new PaymentProviderError("http", `${what} answered ${status}`, status);
      }
      throw new PaymentProviderError("invalid_response", `${what}: the answer is not JSON`, status);
    }
    if (status < 200 || status >= 300) {
      const message = messageOf(json);
      throw new PaymentProviderError(
        "http",
        `${what} answered ${status}${message ? `: ${this.quote(message)}` : ""}`,
        status,
      );
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw new PaymentProviderError("invalid_response", `${what}: unexpected answer`, status);
    }
    if (!envelope.data.status) {
      throw new PaymentProviderError(
        "http",
        `${what} refused: ${this.quote(envelope.data.message ?? "status false")}`,
        status,
      );
    }
    const data = dataSchema.safeParse(envelope.data.data);
    if (!data.success) {
      const fields = data.error.issues.map((issue) => issue.path.join(".") || "data").join(", ");
      throw new PaymentProviderError(
        "invalid_response",
        `${what}: unexpected answer (${this.quote(fields)})`,
        status,
      );
    }
    return data.data;
  }
}
