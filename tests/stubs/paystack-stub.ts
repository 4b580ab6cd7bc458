// A local stand-in for api.paystack.co, answering with Paystack's real shapes. By default it
// behaves like a healthy Paystack test account; tests can make any route fail or misbehave.
// Payments: initialize, verify, refund, listRefunds. Transfers: banks, resolve, recipient, transfer and
// verifyTransfer (what a duplicate reference is looked up with).
import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import {
  type RecordedRequest,
  type StubReply,
  type StubServer,
  startStubServer,
} from "./stub-server";

export type { RecordedRequest, StubReply } from "./stub-server";

export type PaystackRoute =
  | "initialize"
  | "verify"
  | "refund"
  | "listRefunds"
  | "banks"
  | "resolve"
  | "recipient"
  | "transfer"
  | "verifyTransfer";

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

export interface StubTransfer {
  id: number;
  reference: string;
  amount: number;
  recipient: string;
  reason: string;
  transferCode: string;
  /** What POST /transfer and verifyTransfer report: pending unless a test says otherwise. */
  status: string;
}

export interface StubRefund {
  id: number;
  transactionId: number;
  transactionReference: string;
  amount: number;
  status: string;
}

/** Paystack's odd-but-real variations, switched on for the default answers. */
export interface PaystackQuirks {
  /** Send `metadata` as "" or 0 instead of the object. */
  metadata?: "" | 0;
  /** Send `amount` (and ids) as strings. */
  stringAmounts?: boolean;
  /** Answer a transfer whose reference is known with 400 "Duplicate Transfer Reference"
   *  instead of the first transfer again. */
  refuseDuplicateTransfers?: boolean;
}

/** Given the request and the default answer, returns the answer to send. */
export type PaystackHandler = (
  request: RecordedRequest,
  standard: () => StubReply,
) => StubReply | Promise<StubReply>;

export interface PaystackStub extends StubServer {
  secretKey: string;
  transactions: Map<string, StubTransaction>;
  /** Transfers made, by reference. */
  transfers: Map<string, StubTransfer>;
  /** Refunds made, in order. */
  refunds: StubRefund[];
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
  /** What resolve answers for a bank whose accounts Paystack cannot look up. */
  resolveUnsupported: (): StubReply => ({
    status: 422,
    body: { status: false, message: "Account verification is not supported for this bank" },
  }),
  /** What a recipient for an account the bank refuses gets. */
  accountRejected: (message = "Cannot resolve account"): StubReply => ({
    status: 400,
    body: { status: false, message },
  }),
} satisfies Record<string, (...args: never[]) => StubReply>;

/** A handler answering the default after `ms`: longer than a client's timeout, a timeout that
 *  still did the work. */
export function slowly(ms: number): PaystackHandler {
  return async (_request, standard) => {
    await delay(ms);
    return standard();
  };
}

/** A handler doing the work at once but answering only after `ms`: past a client's timeout,
 *  a request that was taken while its answer was lost. */
export function answerLate(ms: number): PaystackHandler {
  return async (_request, standard) => {
    const reply = standard();
    await delay(ms);
    return reply;
  };
}

/** The stub's Ghana list, in Paystack's shape (Paystack's real mobile-money codes). */
const STUB_BANKS = [
  { name: "MTN", code: "MTN", type: "mobile_money" },
  { name: "Vodafone", code: "VOD", type: "mobile_money" },
  { name: "AirtelTigo", code: "ATL", type: "mobile_money" },
  { name: "GCB Bank Limited", code: "040100", type: "ghipss" },
  { name: "Ecobank Ghana Limited", code: "130100", type: "ghipss" },
  { name: "Stanbic Bank Ghana Limited", code: "190100", type: "ghipss" },
].map((bank, index) => ({
  id: 200 + index,
  ...bank,
  slug: bank.name.toLowerCase().replace(/\W+/g, "-"),
  longcode: bank.code,
  gateway: null,
  pay_with_bank: false,
  active: true,
  is_deleted: false,
  country: "Ghana",
  currency: "GHS",
  createdAt: "2020-01-01T00:00:00.000Z",
  updatedAt: "2020-01-01T00:00:00.000Z",
}));

const ACCOUNT_NUMBER = /^\d{8,16}$/;

const ROUTES: Array<{ route: PaystackRoute; method: string; pattern: RegExp }> = [
  { route: "initialize", method: "POST", pattern: /^\/transaction\/initialize$/ },
  { route: "verify", method: "GET", pattern: /^\/transaction\/verify\/([^/?]+)$/ },
  { route: "refund", method: "POST", pattern: /^\/refund$/ },
  { route: "listRefunds", method: "GET", pattern: /^\/refund(?:\?.*)?$/ },
  { route: "banks", method: "GET", pattern: /^\/bank(?:\?.*)?$/ },
  { route: "resolve", method: "GET", pattern: /^\/bank\/resolve(?:\?.*)?$/ },
  { route: "recipient", method: "POST", pattern: /^\/transferrecipient$/ },
  { route: "transfer", method: "POST", pattern: /^\/transfer$/ },
  { route: "verifyTransfer", method: "GET", pattern: /^\/transfer\/verify\/([^/?]+)$/ },
];

function field(body: unknown, name: string): unknown {
  return body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
}

export async function startPaystackStub(
  options: { secretKey?: string } = {},
): Promise<PaystackStub> {
  const secretKey = options.secretKey ?? "sk_test_stub_0123456789";
  const transactions = new Map<string, StubTransaction>();
  const transfers = new Map<string, StubTransfer>();
  const refunds: StubRefund[] = [];
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
    const made: StubRefund = {
      id: nextId++,
      transactionId: transaction.id,
      transactionReference: transaction.reference,
      amount: refunded,
      status: "pending",
    };
    refunds.push(made);
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
      id: identifier(made.id),
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
  }

  /** GET /refund?transaction=<id or reference>, in the list's shape (transaction: its id). */
  function listRefunds(request: RecordedRequest): StubReply {
    const wanted = query(request).get("transaction");
    return ok(
      "Refunds retrieved",
      refunds
        .filter(
          (made) =>
            !wanted ||
            String(made.transactionId) === wanted ||
            made.transactionReference === wanted,
        )
        .map((made) => ({
          id: identifier(made.id),
          integration: 100_032,
          domain: "test",
          transaction: identifier(made.transactionId),
          dispute: null,
          amount: amount(made.amount),
          deducted_amount: 0,
          currency: "GHS",
          channel: "card",
          fully_deducted: false,
          status: made.status,
          createdAt: new Date().toISOString(),
        })),
    );
  }

  function query(request: RecordedRequest): URLSearchParams {
    return new URL(request.path, "http://stub").searchParams;
  }

  function banks(request: RecordedRequest): StubReply {
    const type = query(request).get("type");
    return ok(
      "Banks retrieved",
      STUB_BANKS.filter((bank) => !type || bank.type === type),
    );
  }

  function resolve(request: RecordedRequest): StubReply {
    const params = query(request);
    const accountNumber = params.get("account_number") ?? "";
    const bank = STUB_BANKS.find((candidate) => candidate.code === params.get("bank_code"));
    if (!bank) return paystackFailures.refused("Unknown bank code", 422);
    if (!ACCOUNT_NUMBER.test(accountNumber)) {
      return paystackFailures.refused(
        "Could not resolve account name. Check parameters or try again.",
        422,
      );
    }
    return ok("Account number resolved", {
      account_number: accountNumber,
      account_name: "KOFI STUB MENSAH",
      bank_id: bank.id,
    });
  }

  function recipient(request: RecordedRequest): StubReply {
    const type = field(request.body, "type");
    const accountNumber = field(request.body, "account_number");
    const bankCode = field(request.body, "bank_code");
    const bank = STUB_BANKS.find((candidate) => candidate.code === bankCode);
    if (
      field(request.body, "currency") !== "GHS" ||
      typeof field(request.body, "name") !== "string"
    ) {
      return paystackFailures.refused("Invalid recipient parameters");
    }
    if (!bank || bank.type !== type) return paystackFailures.accountRejected("Unknown bank code");
    if (typeof accountNumber !== "string" || !ACCOUNT_NUMBER.test(accountNumber)) {
      return paystackFailures.accountRejected("Account number is invalid");
    }
    const id = nextId++;
    return ok("Transfer recipient created successfully", {
      active: true,
      createdAt: new Date().toISOString(),
      currency: "GHS",
      domain: "test",
      id: identifier(id),
      integration: 100_032,
      name: field(request.body, "name"),
      recipient_code: `RCP_${randomBytes(8).toString("hex")}`,
      type,
      updatedAt: new Date().toISOString(),
      is_deleted: false,
      details: {
        authorization_code: null,
        account_number: accountNumber,
        account_name: null,
        bank_code: bank.code,
        bank_name: bank.name,
      },
    });
  }

  function transferData(transfer: StubTransfer) {
    return {
      integration: 100_032,
      domain: "test",
      amount: amount(transfer.amount),
      currency: "GHS",
      source: "balance",
      reason: transfer.reason,
      reference: transfer.reference,
      status: transfer.status,
      transfer_code: transfer.transferCode,
      id: identifier(transfer.id),
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
  }

  function transfer(request: RecordedRequest): StubReply {
    const reference = field(request.body, "reference");
    const total = Number(field(request.body, "amount"));
    const recipientCode = field(request.body, "recipient");
    if (
      typeof reference !== "string" ||
      typeof recipientCode !== "string" ||
      !recipientCode.startsWith("RCP_") ||
      !Number.isInteger(total) ||
      total <= 0 ||
      field(request.body, "source") !== "balance" ||
      field(request.body, "currency") !== "GHS"
    ) {
      return paystackFailures.refused("Invalid transfer parameters");
    }
    const known = transfers.get(reference);
    if (known) {
      if (quirks.refuseDuplicateTransfers) {
        return paystackFailures.refused("Duplicate Transfer Reference");
      }
      return ok("Transfer has been queued", { ...transferData(known), recipient: known.id });
    }
    const made: StubTransfer = {
      id: nextId++,
      reference,
      amount: total,
      recipient: recipientCode,
      reason: String(field(request.body, "reason") ?? ""),
      transferCode: `TRF_${randomBytes(8).toString("hex")}`,
      status: "pending",
    };
    transfers.set(reference, made);
    return ok("Transfer has been queued", { ...transferData(made), recipient: made.id });
  }

  function verifyTransfer(reference: string): StubReply {
    const known = transfers.get(reference);
    if (!known) return paystackFailures.refused("Transfer not found", 404);
    return ok("Transfer retrieved", {
      ...transferData(known),
      recipient: { recipient_code: known.recipient, currency: "GHS" },
    });
  }

  function standard(route: PaystackRoute, request: RecordedRequest, match: RegExpExecArray) {
    switch (route) {
      case "initialize":
        return initialize(request);
      case "verify":
        return verify(decodeURIComponent(match[1] ?? ""));
      case "refund":
        return refund(request);
      case "listRefunds":
        return listRefunds(request);
      case "banks":
        return banks(request);
      case "resolve":
        return resolve(request);
      case "recipient":
        return recipient(request);
      case "transfer":
        return transfer(request);
      case "verifyTransfer":
        return verifyTransfer(decodeURIComponent(match[1] ?? ""));
    }
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
    transfers,
    refunds,
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
