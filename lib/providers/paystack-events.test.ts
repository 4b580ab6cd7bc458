import { describe, expect, it } from "vitest";
import {
  chargeEventDataSchema,
  chargeFailedEvent,
  chargeSuccessEvent,
  isRefundEvent,
  isTransferEvent,
  metadataOf,
  methodFromChannel,
  parseTransferEventData,
  refundEvent,
  refundEventDataSchema,
  transferEvent,
  webhookEnvelopeSchema,
} from "./paystack-events";

const metadata = { bookingId: "b1", userId: "u1", listingId: "l1" };
const charge = {
  id: 4_100_000_001,
  reference: "BK-7K3M9QXA",
  amountPesewas: 312_375,
  channel: "mobile_money",
  metadata,
  email: "guest@example.com",
};

describe("methodFromChannel", () => {
  it.each([
    ["card", "CARD"],
    ["mobile_money", "MOBILE_MONEY"],
    ["bank", "BANK_TRANSFER"],
    ["bank_transfer", "BANK_TRANSFER"],
    ["ussd", "BANK_TRANSFER"],
    ["eft", "BANK_TRANSFER"],
    ["qr", "CARD"],
    ["apple_pay", "CARD"],
    ["", "CARD"],
    [null, "CARD"],
    [undefined, "CARD"],
  ] as const)("%s → %s", (channel, method) => {
    expect(methodFromChannel(channel)).toBe(method);
  });
});

describe("metadataOf", () => {
  it.each([
    [metadata, metadata],
    ["", null],
    [0, null],
    [null, null],
    [undefined, null],
    [JSON.stringify(metadata), metadata],
    ["{not json", null],
    [[1, 2], null],
  ])("%j → %j", (value, expected) => {
    expect(metadataOf({ metadata: value })).toEqual(expected);
  });
});

describe("charge events", () => {
  it("chargeSuccessEvent builds Paystack's payload, which the schemas accept", () => {
    const paidAt = new Date("2026-12-01T10:00:00.000Z");
    const event = chargeSuccessEvent({ ...charge, paidAt });
    expect(event.event).toBe("charge.success");
    expect(event.data).toMatchObject({
      id: charge.id,
      domain: "test",
      status: "success",
      reference: charge.reference,
      amount: 312_375,
      currency: "GHS",
      channel: "mobile_money",
      paid_at: "2026-12-01T10:00:00.000Z",
      paidAt: "2026-12-01T10:00:00.000Z",
      metadata,
      customer: { email: "guest@example.com" },
    });
    expect(Number.isInteger(event.data.amount)).toBe(true);

    const envelope = webhookEnvelopeSchema.parse(JSON.parse(JSON.stringify(event)));
    const data = chargeEventDataSchema.parse(envelope.data);
    expect(data).toMatchObject({
      id: String(charge.id),
      reference: charge.reference,
      amount: 312_375,
      currency: "GHS",
      paid_at: "2026-12-01T10:00:00.000Z",
    });
    expect(metadataOf(data)).toEqual(metadata);
  });

  it("chargeFailedEvent has status failed and no paid_at", () => {
    const event = chargeFailedEvent({ ...charge, metadata: "" });
    expect(event.event).toBe("charge.failed");
    expect(event.data).toMatchObject({ status: "failed", paid_at: null, amount: 312_375 });
    const data = chargeEventDataSchema.parse(event.data);
    expect(data.gateway_response).toBe("Declined");
    expect(metadataOf(data)).toBeNull();
  });

  it("reads string amounts and ids, and metadata 0", () => {
    const data = chargeEventDataSchema.parse({
      id: "4100000001",
      reference: "BK-7K3M9QXA",
      amount: "312375",
      currency: "GHS",
      channel: "card",
      paid_at: null,
      metadata: 0,
      unknown_field: { kept: true },
    });
    expect(data.amount).toBe(312_375);
    expect(data.id).toBe("4100000001");
    expect(metadataOf(data)).toBeNull();
  });

  it.each([
    ["a missing reference", { reference: undefined }],
    ["a fractional amount", { amount: 100.5 }],
    ["a negative amount", { amount: -1 }],
    ["a non-numeric amount", { amount: "12abc" }],
    ["a missing currency", { currency: undefined }],
    ["metadata that is an array", { metadata: [1] }],
  ])("rejects %s", (_case, change) => {
    const data = { ...chargeSuccessEvent({ ...charge, paidAt: new Date() }).data, ...change };
    expect(chargeEventDataSchema.safeParse(data).success).toBe(false);
  });

  it("refuses fractional pesewas in the builders", () => {
    expect(() => chargeSuccessEvent({ ...charge, amountPesewas: 1.5, paidAt: new Date() })).toThrow(
      RangeError,
    );
  });
});

describe("refund events", () => {
  it.each(["pending", "processing", "processed", "failed"] as const)(
    "refund.%s is built and accepted",
    (status) => {
      const event = refundEvent(status, {
        id: 9001,
        transactionReference: "BK-7K3M9QXA",
        amountPesewas: 286_875,
      });
      expect(event.event).toBe(`refund.${status}`);
      expect(isRefundEvent(event.event)).toBe(true);
      expect(event.data).toMatchObject({ status, amount: 286_875, currency: "GHS" });
      const data = refundEventDataSchema.parse(event.data);
      expect(data).toMatchObject({
        id: "9001",
        status,
        amount: 286_875,
        transaction_reference: "BK-7K3M9QXA",
      });
    },
  );

  it("reads a string amount and a reference given only in the transaction object", () => {
    const data = refundEventDataSchema.parse({
      id: "rf_1",
      status: "processed",
      amount: "286875",
      currency: "GHS",
      transaction: { id: 4100000001, reference: "BK-7K3M9QXA" },
    });
    expect(data.amount).toBe(286_875);
    expect(data.transaction_reference).toBe("BK-7K3M9QXA");
  });

  it("rejects a refund event that names no transaction", () => {
    const result = refundEventDataSchema.safeParse({
      id: 1,
      status: "processed",
      amount: 100,
      currency: "GHS",
    });
    expect(result.success).toBe(false);
  });

  it("isRefundEvent knows only refund events", () => {
    expect(isRefundEvent("charge.success")).toBe(false);
    expect(isRefundEvent("refund.needs-attention")).toBe(false);
  });
});

describe("transfer events", () => {
  const transfer = {
    reference: "po-7k3m9qxa-000001",
    transferCode: "TRF_1ptvuv321ahaa7q",
    amountPesewas: 250_000,
    recipientCode: "RCP_gx2wn530m0i3w3m",
  };

  it.each(["success", "failed", "reversed"] as const)(
    "transfer.%s is built and read back",
    (outcome) => {
      const event = transferEvent(outcome, transfer);
      expect(event.event).toBe(`transfer.${outcome}`);
      expect(isTransferEvent(event.event)).toBe(true);
      const envelope = webhookEnvelopeSchema.parse(JSON.parse(JSON.stringify(event)));
      expect(parseTransferEventData(envelope.data)).toEqual({
        id: String(event.data.id),
        reference: transfer.reference,
        transferCode: transfer.transferCode,
        amountPesewas: 250_000,
        currency: "GHS",
        status: outcome,
        reason: "Payout",
        recipientCode: transfer.recipientCode,
      });
    },
  );

  it("gives one transfer the same id, and keeps the reason it was made with", () => {
    const at = new Date("2026-12-02T10:00:00.000Z");
    const first = transferEvent("success", { ...transfer, reason: "Akwaaba payout", at });
    expect(transferEvent("success", { ...transfer, reason: "Akwaaba payout", at })).toEqual(first);
    expect(first.data).toMatchObject({
      reason: "Akwaaba payout",
      transferred_at: "2026-12-02T10:00:00.000Z",
      reversed_at: null,
    });
    expect(Number.isSafeInteger(first.data.id)).toBe(true);
  });

  it("reads Paystack's payload with string amounts and ids and no recipient", () => {
    const data = parseTransferEventData({
      id: "37272792",
      amount: "250000",
      currency: "GHS",
      reference: transfer.reference,
      transfer_code: transfer.transferCode,
      status: "reversed",
      reason: null,
      integration: 463433,
      createdAt: "2026-12-02T10:00:00.000Z",
    });
    expect(data).toMatchObject({
      id: "37272792",
      amountPesewas: 250_000,
      status: "reversed",
      reason: null,
      recipientCode: null,
    });
  });

  it.each([
    ["a missing transfer_code", { transfer_code: undefined }],
    ["a missing reference", { reference: undefined }],
    ["a fractional amount", { amount: 10.5 }],
    ["an unknown status", { status: "teleported" }],
  ])("rejects %s", (_case, change) => {
    const data = { ...transferEvent("success", transfer).data, ...change };
    expect(() => parseTransferEventData(data)).toThrow();
  });

  it("isTransferEvent knows only transfer events", () => {
    expect(isTransferEvent("refund.processed")).toBe(false);
    expect(isTransferEvent("transfer.otp")).toBe(false);
  });

  it("refuses fractional pesewas in the builder", () => {
    expect(() => transferEvent("success", { ...transfer, amountPesewas: 0.5 })).toThrow(RangeError);
  });
});

describe("webhookEnvelopeSchema", () => {
  it.each([
    [{ event: "charge.success", data: {} }, true],
    [{ event: "transfer.success", data: { id: 1 }, extra: 1 }, true],
    [{ event: "", data: {} }, false],
    [{ event: "charge.success" }, false],
    [{ event: "charge.success", data: "x" }, false],
    [[], false],
  ])("%j → %s", (value, valid) => {
    expect(webhookEnvelopeSchema.safeParse(value).success).toBe(valid);
  });
});
