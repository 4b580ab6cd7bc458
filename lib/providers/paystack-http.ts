// The one HTTP path to Paystack's REST API (https://paystack.com/docs/api/), shared by the
// payment client and the transfers client: Bearer key, timeout, envelope and data checked
// with zod, and every failure turned into a PaymentProviderError of one kind.
import { z } from "zod";
import { PaymentProviderError } from "./payment-provider";

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

export class PaystackHttp {
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

  /** Text from the other side, clipped, and never carrying our key even if it was echoed. */
  private quote(text: string): string {
    return clip(this.secretKey ? text.split(this.secretKey).join("***") : text);
  }

  async request<Schema extends z.ZodType>(
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
      const quoted = message === undefined ? undefined : this.quote(message);
      throw new PaymentProviderError(
        "http",
        `${what} answered ${status}${quoted ? `: ${quoted}` : ""}`,
        status,
        quoted,
      );
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw new PaymentProviderError("invalid_response", `${what}: unexpected answer`, status);
    }
    if (!envelope.data.status) {
      const quoted = this.quote(envelope.data.message ?? "status false");
      throw new PaymentProviderError("http", `${what} refused: ${quoted}`, status, quoted);
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
