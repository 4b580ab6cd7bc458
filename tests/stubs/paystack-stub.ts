// A local stand-in for api.paystack.co, answering with Paystack's real shapes. By default it
// behaves like a healthy Paystack test account; tests can make any route fail or misbehave.
import { randomBytes } from "node:crypto";
import {
  type RecordedRequest,
  type StubReply,
  type StubServer,
  startStubServer,
} from "./stub-server";

export type { RecordedRequest, StubReply } from "./stub-server";

export type PaystackRoute = "initialize" | "verify" | "refund";

export interface StubTransaction {
  id: number;
  reference: string;
  amount: number;
  email: string;
  currency: string;
  metadata: unknown;
  /** What verify reports: success unless a test says otherwise. */
  status: string;
  channel: string;
}

/** Paystack's odd-but-real variations, switched on for the default answers. */
export interface PaystackQuirks {
  /** Send `metadata` as "" or 0 instead of the object. */
  metadata?: "" | 0;
  /** Send `amount` (and ids) as strings. */
  stringAmounts?: boolean;
}

/** Given the request and the default answer, returns the answer to send. */
export type PaystackHandler = (request: RecordedRequest, standard: () => StubReply) => StubReply;

export interface PaystackStub extends StubServer {
  secretKey: string;
  transactions: Map<string, StubTransaction>;
  /** Replaces a route's behaviour; `null` restores the default. */
  respond(route: PaystackRoute, handler: PaystackHandler | null): void;
  setQuirks(quirks: PaystackQuirks): void;
  /** Makes a transaction known, as if it had been initialized earlier. */
  addTransaction(
    transaction: Partial<StubTransaction> & { reference: string; amount: number },
  ): void;
}

/** Canned failures for `respond`. */
export const paystackFailures = {
  serverError: (): StubReply => ({ status: 500, body: { status: false, message: "Server Error" } }),
  refused: (message = "Invalid request", status = 400): StubReply => ({
    status,
    body: { status: false, message },
  }),
  /** 200 with `status: false`, as Paystack sometimes answers. */
  falseStatus: (message = "Transaction reference not found"): StubReply => ({
    status: 200,
    body: { status: false, message },
  }),
  hang: (): StubReply => "hang",
  notJson: (): StubReply => ({ status: 200, raw: "<html>Bad gateway</html>" }),
} satisfies Record<string, (...args: never[]) => StubReply>;

const ROUTES: Array<{ route: PaystackRoute; method: string; pattern: RegExp }> = [
  { route: "initialize", method: "POST", pattern: /^\/transaction\/initialize$/ },
  { route: "verify", method: "GET", pattern: /^\/transaction\/verify\/([^/?]+)$/ },
  { route: "refund", method: "POST", pattern: /^\/refund$/ },
];

function field(body: unknown, name: string): unknown {
  return body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
}

export async function startPaystackStub(
  options: { secretKey?: string } = {},
): Promise<PaystackStub> {
  const secretKey = options.secretKey ?? "sk_test_stub_0123456789";
  const transactions = new Map<string, StubTransaction>();
  const handlers = new Map<PaystackRoute, PaystackHandler>();
  let quirks: PaystackQuirks = {};
  let nextId = 4_100_000_000;

  const amount = (value: number) => (quirks.stringAmounts ? String(value) : value);
  const identifier = (value: number) => (quirks.stringAmounts ? String(value) : value);
  const ok = (message: string, data: unknown): StubReply => ({
    status: 200,
    body: { status: true, message, data },
  });

  function initialize(request: RecordedRequest): StubReply {
    const reference = field(request.body, "reference");
    const total = Number(field(request.body, "amount"));
    const email = field(request.body, "email");
    if (typeof reference !== "string" || typeof email !== "string" || !Number.isInteger(total)) {
      return paystackFailures.refused("Invalid transaction parameters");
    }
    if (transactions.has(reference))
      return paystackFailures.refused("Duplicate Transaction Reference");
    const accessCode = randomBytes(8).toString("hex");
    transactions.set(reference, {
      id: nextId++,
      reference,
      amount: total,
      email,
      currency: String(field(request.body, "currency") ?? "GHS"),
      metadata: field(request.body, "metadata") ?? null,
      status: "success",
      channel: "card",
    });
    return ok("Authorization URL created", {
      authorization_url: `https://checkout.paystack.com/${accessCode}`,
      access_code: accessCode,
      reference,
    });
  }

  function verify(reference: string): StubReply {
    const transaction = transactions.get(reference);
    if (!transaction) return paystackFailures.refused("Transaction reference not found");
    const paid = transaction.status === "success";
    const paidAt = paid ? new Date().toISOString() : null;
    return ok("Verification successful", {
      id: identifier(transaction.id),
      domain: "test",
      status: transaction.status,
      reference,
      amount: amount(transaction.amount),
      message: null,
      gateway_response: paid ? "Successful" : "Declined",
      paid_at: paidAt,
      paidAt,
      created_at: new Date().toISOString(),
      channel: transaction.channel,
      currency: transaction.currency,
      metadata: quirks.metadata ?? transaction.metadata,
      fees: paid ? Math.round(transaction.amount * 0.0195) : null,
      customer: { id: 1, email: transaction.email, customer_code: "CUS_stub" },
      requested_amount: amount(transaction.amount),
    });
  }

  function refund(request: RecordedRequest): StubReply {
    const reference = String(field(request.body, "transaction") ?? "");
    const transaction =
      transactions.get(reference) ??
      [...transactions.values()].find((t) => String(t.id) === reference);
    if (!transaction) return paystackFailures.refused("Transaction not found", 404);
    const requested = field(request.body, "amount");
    const refunded = requested === undefined ? transaction.amount : Number(requested);
    if (!Number.isInteger(refunded) || refunded > transaction.amount) {
      return paystackFailures.refused("Refund amount cannot be more than the transaction amount");
    }
    return ok("Refund has been queued for processing", {
      transaction: {
        id: identifier(transaction.id),
        reference: transaction.reference,
        amount: amount(transaction.amount),
        currency: transaction.currency,
        channel: transaction.channel,
      },
      integration: 100_032,
      deducted_amount: 0,
      channel: null,
      merchant_note: `Refund for transaction ${transaction.reference}`,
      customer_note: `Refund for transaction ${transaction.reference}`,
      status: "pending",
      refunded_by: "stub@example.com",
      expected_at: new Date(Date.now() + 86_400_000).toISOString(),
      currency: transaction.currency,
      domain: "test",
      amount: amount(refunded),
      fully_deducted: false,
      id: identifier(nextId++),
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
  }

  function standard(route: PaystackRoute, request: RecordedRequest, match: RegExpExecArray) {
    if (route === "initialize") return initialize(request);
    if (route === "verify") return verify(decodeURIComponent(match[1] ?? ""));
    return refund(request);
  }

  const server = await startStubServer((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return paystackFailures.refused("Invalid key", 401);
    }
    for (const { route, method, pattern } of ROUTES) {
      const match = pattern.exec(request.path);
      if (request.method !== method || !match) continue;
      const fallback = () => standard(route, request, match);
      const handler = handlers.get(route);
      return handler ? handler(request, fallback) : fallback();
    }
    return { status: 404, body: { status: false, message: "Not found" } };
  });

  return {
    ...server,
    secretKey,
    transactions,
    respond(route, handler) {
      if (handler) handlers.set(route, handler);
      else handlers.delete(route);
    },
    setQuirks(next) {
      quirks = next;
    },
    addTransaction(transaction) {
      transactions.set(transaction.reference, {
        id: nextId++,
        email: "guest@example.com",
        currency: "GHS",
        metadata: null,
        status: "success",
        channel: "card",
        ...transaction,
      });
    },
  };
}
