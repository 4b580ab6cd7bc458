import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type PaystackStub,
  paystackFailures,
  startPaystackStub,
} from "@/tests/stubs/paystack-stub";
import { type InitializePaymentInput, PaymentProviderError } from "./payment-provider";
import { PaystackClient } from "./paystack";

let stub: PaystackStub;
let client: PaystackClient;
let counter = 0;

function input(overrides: Partial<InitializePaymentInput> = {}): InitializePaymentInput {
  counter++;
  return {
    email: "guest@example.com",
    amountPesewas: 312_375,
    reference: `BK-TEST${String(counter).padStart(4, "0")}`,
    callbackUrl: "http://localhost:3000/trips/callback",
    metadata: { bookingId: "b1", userId: "u1", listingId: "l1" },
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

beforeAll(async () => {
  stub = await startPaystackStub();
  client = new PaystackClient({ baseUrl: stub.url, secretKey: stub.secretKey, timeoutMs: 2000 });
});

afterEach(() => {
  stub.respond("initialize", null);
  stub.respond("verify", null);
  stub.respond("refund", null);
  stub.setQuirks({});
  stub.requests.length = 0;
});

afterAll(async () => {
  await stub.close();
});

describe("initialize", () => {
  it("posts Paystack's body with Bearer auth and integer pesewas", async () => {
    const request = input({ channels: ["mobile_money"] });
    const result = await client.initialize(request);

    expect(stub.requests).toHaveLength(1);
    const [sent] = stub.requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/transaction/initialize");
    expect(sent?.headers.authorization).toBe(`Bearer ${stub.secretKey}`);
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.body).toEqual({
      email: "guest@example.com",
      amount: 312_375,
      reference: request.reference,
      callback_url: "http://localhost:3000/trips/callback",
      metadata: { bookingId: "b1", userId: "u1", listingId: "l1" },
      currency: "GHS",
      channels: ["mobile_money"],
    });
    expect(result.reference).toBe(request.reference);
    expect(result.authorizationUrl).toBe(`https://checkout.paystack.com/${result.accessCode}`);
  });

  it("leaves channels out when no hint is given", async () => {
    await client.initialize(input());
    expect(stub.requests[0]?.body).not.toHaveProperty("channels");
  });

  it.each([0, -100, 12.5, Number.NaN])(
    "refuses amount %s without calling Paystack",
    async (amount) => {
      await expect(client.initialize(input({ amountPesewas: amount }))).rejects.toThrow(RangeError);
      expect(stub.requests).toHaveLength(0);
    },
  );

  it("rejects an answer without an authorization URL as invalid_response", async () => {
    stub.respond("initialize", () => ({
      status: 200,
      body: { status: true, message: "ok", data: { access_code: "x", reference: "r" } },
    }));
    const error = await failure(client.initialize(input()));
    expect(error.failure).toBe("invalid_response");
    expect(error.message).toContain("authorization_url");
  });
});

describe("verify", () => {
  it("reports a known transaction", async () => {
    const request = input();
    await client.initialize(request);
    const transaction = await client.verify(request.reference);
    expect(transaction).toMatchObject({
      reference: request.reference,
      status: "success",
      amountPesewas: 312_375,
      currency: "GHS",
      channel: "card",
      gatewayResponse: "Successful",
    });
    expect(typeof transaction.id).toBe("string");
    expect(transaction.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const last = stub.requests.at(-1);
    expect(last?.method).toBe("GET");
    expect(last?.path).toBe(`/transaction/verify/${request.reference}`);
    expect(last?.headers.authorization).toBe(`Bearer ${stub.secretKey}`);
  });

  it.each([
    ['metadata ""', { metadata: "" as const }],
    ["metadata 0", { metadata: 0 as const }],
    ["string amounts and ids", { stringAmounts: true }],
    ["all of them", { metadata: "" as const, stringAmounts: true }],
  ])("tolerates %s", async (_case, quirks) => {
    const request = input();
    await client.initialize(request);
    stub.setQuirks(quirks);
    const transaction = await client.verify(request.reference);
    expect(transaction.amountPesewas).toBe(312_375);
    expect(transaction.status).toBe("success");
  });

  it("encodes the reference in the path", async () => {
    stub.addTransaction({ reference: "odd ref/1", amount: 100 });
    const transaction = await client.verify("odd ref/1");
    expect(transaction.reference).toBe("odd ref/1");
    expect(stub.requests.at(-1)?.path).toBe("/transaction/verify/odd%20ref%2F1");
  });

  it("turns an unknown reference (400, status false) into an http failure", async () => {
    const error = await failure(client.verify("BK-UNKNOWN1"));
    expect(error.failure).toBe("http");
    expect(error.status).toBe(400);
    expect(error.message).toContain("Transaction reference not found");
  });
});

describe("refund", () => {
  it("posts the transaction reference and integer amount", async () => {
    const request = input();
    await client.initialize(request);
    const result = await client.refund({
      transactionReference: request.reference,
      amountPesewas: 286_875,
    });
    expect(stub.requests.at(-1)?.body).toEqual({
      transaction: request.reference,
      amount: 286_875,
    });
    expect(result.status).toBe("pending");
    expect(result.amountPesewas).toBe(286_875);
    expect(result.providerRefundId).toMatch(/^\d+$/);
  });

  it("reads a string amount and id", async () => {
    const request = input();
    await client.initialize(request);
    stub.setQuirks({ stringAmounts: true });
    const result = await client.refund({
      transactionReference: request.reference,
      amountPesewas: 1000,
    });
    expect(result.amountPesewas).toBe(1000);
    expect(typeof result.providerRefundId).toBe("string");
  });
});

describe("listRefunds", () => {
  it("lists the refunds of one transaction, by our reference", async () => {
    const request = input();
    await client.initialize(request);
    await client.initialize(input());
    const made = await client.refund({
      transactionReference: request.reference,
      amountPesewas: 5000,
    });
    const listed = await client.listRefunds(request.reference);
    expect(stub.requests.at(-1)?.path).toBe(
      `/refund?transaction=${encodeURIComponent(request.reference)}`,
    );
    expect(listed).toEqual([made]);
  });

  it("is empty for a transaction without refunds", async () => {
    const request = input();
    await client.initialize(request);
    expect(await client.listRefunds(request.reference)).toEqual([]);
  });
});

describe("failures", () => {
  it("a 500 is an http failure with its status", async () => {
    stub.respond("initialize", paystackFailures.serverError);
    const error = await failure(client.initialize(input()));
    expect(error.failure).toBe("http");
    expect(error.status).toBe(500);
  });

  it("status false on a 200 is an http failure", async () => {
    stub.respond("refund", () => paystackFailures.falseStatus("Refund already processed"));
    const error = await failure(
      client.refund({ transactionReference: "BK-ANY", amountPesewas: 100 }),
    );
    expect(error.failure).toBe("http");
    expect(error.message).toContain("Refund already processed");
  });

  it("a wrong secret key is an http 401", async () => {
    const wrong = new PaystackClient({ baseUrl: stub.url, secretKey: "sk_test_wrong" });
    const error = await failure(wrong.initialize(input()));
    expect(error.failure).toBe("http");
    expect(error.status).toBe(401);
    expect(error.message).not.toContain("sk_test_wrong");
  });

  it("a body that is not JSON is an invalid_response", async () => {
    stub.respond("verify", paystackFailures.notJson);
    const error = await failure(client.verify("BK-ANY"));
    expect(error.failure).toBe("invalid_response");
  });

  it("an answer of the wrong shape is an invalid_response", async () => {
    stub.respond("verify", () => ({ status: 200, body: { status: true, data: { id: 1 } } }));
    const error = await failure(client.verify("BK-ANY"));
    expect(error.failure).toBe("invalid_response");
  });

  it("no answer within timeoutMs is a timeout", async () => {
    stub.respond("initialize", paystackFailures.hang);
    const quick = new PaystackClient({
      baseUrl: stub.url,
      secretKey: stub.secretKey,
      timeoutMs: 150,
    });
    const started = Date.now();
    const error = await failure(quick.initialize(input()));
    expect(error.failure).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a refused connection is a network failure", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = new PaystackClient({
      baseUrl: `http://127.0.0.1:${port}`,
      secretKey: "sk_test_offline_secret",
    });
    const error = await failure(offline.verify("BK-ANY"));
    expect(error.failure).toBe("network");
    expect(error.message).not.toContain("sk_test_offline_secret");
  });

  it("never puts the secret key in an error message, even when the answer echoes it", async () => {
    stub.respond("initialize", (request) => ({
      status: 400,
      body: { status: false, message: `bad header ${String(request.headers.authorization)}` },
    }));
    const error = await failure(client.initialize(input()));
    expect(error.failure).toBe("http");
    expect(error.message).toContain("bad header Bearer ***");
    expect(error.message).not.toContain(stub.secretKey);
  });
});
