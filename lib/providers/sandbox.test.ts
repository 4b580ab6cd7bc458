import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type StubServer, startStubServer } from "@/tests/stubs/stub-server";
import {
  chargeSuccessEvent,
  refundEventDataSchema,
  webhookEnvelopeSchema,
} from "./paystack-events";
import { isValidSignature } from "./paystack-signature";
import { deliverSandboxEvent, SANDBOX_SECRET_KEY, SandboxProvider } from "./sandbox";

let app: StubServer;
let status = 200;

beforeAll(async () => {
  app = await startStubServer(() => ({ status, body: { received: true } }));
});

afterEach(() => {
  status = 200;
  app.requests.length = 0;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await app.close();
});

const event = chargeSuccessEvent({
  id: 1,
  reference: "BK-7K3M9QXA",
  amountPesewas: 312_375,
  channel: "card",
  paidAt: new Date("2026-12-01T10:00:00Z"),
  metadata: { bookingId: "b1" },
  email: "guest@example.com",
});

describe("deliverSandboxEvent", () => {
  it("posts the event signed over the exact body to the app's Paystack webhook", async () => {
    const answer = await deliverSandboxEvent(event, { appUrl: `${app.url}/`, secret: "sk_x" });
    expect(answer).toBe(200);
    const [request] = app.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/api/webhooks/paystack");
    expect(request?.headers["content-type"]).toBe("application/json");
    const raw = JSON.stringify(request?.body);
    expect(raw).toBe(JSON.stringify(event));
    expect(isValidSignature(raw, String(request?.headers["x-paystack-signature"]), "sk_x")).toBe(
      true,
    );
  });

  it("answers the webhook's status", async () => {
    status = 401;
    expect(await deliverSandboxEvent(event, { appUrl: app.url, secret: "sk_x" })).toBe(401);
  });

  it("logs a network failure and answers 0 instead of throwing", async () => {
    vi.stubEnv("LOG_LEVEL", "error");
    const log = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    const answer = await deliverSandboxEvent(event, {
      appUrl: "http://127.0.0.1:9",
      secret: "sk_x",
    });
    expect(answer).toBe(0);
    expect(log).toHaveBeenCalledOnce();
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      event: "charge.success",
    });
  });
});

describe("SandboxProvider", () => {
  it("initializes a checkout page of the app, keeping no state", async () => {
    const provider = new SandboxProvider({ appUrl: "http://localhost:3000/" });
    expect(provider.name).toBe("sandbox");
    expect(provider).not.toHaveProperty("verify");
    const result = await provider.initialize({
      email: "guest@example.com",
      amountPesewas: 312_375,
      reference: "BK-7K3M9QXA-2",
      callbackUrl: "http://localhost:3000/trips/BK-7K3M9QXA",
      metadata: { bookingId: "b1", userId: "u1", listingId: "l1" },
    });
    expect(result.authorizationUrl).toBe("http://localhost:3000/sandbox/checkout/BK-7K3M9QXA-2");
    expect(result.reference).toBe("BK-7K3M9QXA-2");
    expect(result.accessCode).toMatch(/^sandbox_[0-9a-f]+$/);
  });

  it("answers a refund as pending, then delivers a signed refund.processed event", async () => {
    const provider = new SandboxProvider({ appUrl: app.url, refundDelayMs: 20 });
    const result = await provider.refund({
      transactionReference: "BK-7K3M9QXA",
      amountPesewas: 286_875,
    });
    expect(result).toMatchObject({ status: "pending", amountPesewas: 286_875 });
    expect(result.providerRefundId).toMatch(/^sandbox_rfnd_[0-9a-f]+$/);
    expect(app.requests).toHaveLength(0);

    await vi.waitFor(() => expect(app.requests).toHaveLength(1));
    const [request] = app.requests;
    const raw = JSON.stringify(request?.body);
    expect(
      isValidSignature(raw, String(request?.headers["x-paystack-signature"]), SANDBOX_SECRET_KEY),
    ).toBe(true);
    const envelope = webhookEnvelopeSchema.parse(request?.body);
    expect(envelope.event).toBe("refund.processed");
    expect(refundEventDataSchema.parse(envelope.data)).toMatchObject({
      id: result.providerRefundId,
      status: "processed",
      amount: 286_875,
      transaction_reference: "BK-7K3M9QXA",
    });
  });
});
