import { afterEach, describe, expect, it, vi } from "vitest";
import { PayoutAccountRejected } from "./payout-provider";
import { parseTransferEventData, webhookEnvelopeSchema } from "./paystack-events";
import { isValidSignature } from "./paystack-signature";
import { SANDBOX_SECRET_KEY } from "./sandbox";
import { SandboxTransfers } from "./sandbox-transfers";

interface Delivery {
  url: string;
  body: string;
  signature: string;
}

function fakeFetch(deliveries: Delivery[]): typeof fetch {
  return async (url, init) => {
    const headers = new Headers(init?.headers);
    deliveries.push({
      url: String(url),
      body: String(init?.body),
      signature: headers.get("x-paystack-signature") ?? "",
    });
    return new Response(JSON.stringify({ received: true }), { status: 200 });
  };
}

function sandbox(deliveries: Delivery[] = []) {
  return new SandboxTransfers({
    appUrl: "http://localhost:3000/",
    transferDelayMs: 20,
    fetch: fakeFetch(deliveries),
  });
}

const transferInput = {
  amountPesewas: 250_000,
  recipientCode: "RCP_sandbox_0011223344556677",
  reference: "po-sandbox-000001",
  reason: "Akwaaba payout",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("SandboxTransfers", () => {
  it("lists Ghana's wallets and a few banks by type", async () => {
    const provider = sandbox();
    expect(provider.name).toBe("sandbox");
    expect((await provider.listBanks("mobile_money")).map((bank) => bank.code)).toEqual([
      "MTN",
      "VOD",
      "ATL",
    ]);
    const banks = await provider.listBanks("ghipss");
    expect(banks.length).toBeGreaterThan(0);
    expect(banks.every((bank) => bank.type === "ghipss")).toBe(true);
  });

  it("resolves a wallet to a made-up name and cannot verify a bank account", async () => {
    const provider = sandbox();
    expect(await provider.resolveAccount({ accountNumber: "0241234567", bankCode: "MTN" })).toEqual(
      { accountName: "Sandbox Account 4567" },
    );
    expect(
      await provider.resolveAccount({ accountNumber: "1441000012345", bankCode: "040100" }),
    ).toBeNull();
  });

  it("creates recipients, and rejects an unknown bank or a malformed number", async () => {
    const provider = sandbox();
    const { recipientCode } = await provider.createRecipient({
      type: "mobile_money",
      name: "Ama Host",
      accountNumber: "0241234567",
      bankCode: "MTN",
    });
    expect(recipientCode).toMatch(/^RCP_sandbox_[0-9a-f]+$/);
    await expect(
      provider.createRecipient({
        type: "ghipss",
        name: "Ama Host",
        accountNumber: "0241234567",
        bankCode: "MTN",
      }),
    ).rejects.toBeInstanceOf(PayoutAccountRejected);
    await expect(
      provider.createRecipient({
        type: "mobile_money",
        name: "Ama Host",
        accountNumber: "024-123",
        bankCode: "MTN",
      }),
    ).rejects.toBeInstanceOf(PayoutAccountRejected);
  });

  it("answers a transfer as pending, then delivers one signed transfer.success", async () => {
    const deliveries: Delivery[] = [];
    const provider = sandbox(deliveries);
    const result = await provider.transfer(transferInput);
    expect(result).toEqual({
      transferCode: expect.stringMatching(/^TRF_sandbox_[0-9a-f]+$/),
      status: "pending",
    });
    expect(deliveries).toHaveLength(0);

    await vi.waitFor(() => expect(deliveries).toHaveLength(1));
    const [delivery] = deliveries;
    expect(delivery?.url).toBe("http://localhost:3000/api/webhooks/paystack");
    expect(
      isValidSignature(delivery?.body ?? "", delivery?.signature ?? "", SANDBOX_SECRET_KEY),
    ).toBe(true);
    const envelope = webhookEnvelopeSchema.parse(JSON.parse(delivery?.body ?? ""));
    expect(envelope.event).toBe("transfer.success");
    expect(parseTransferEventData(envelope.data)).toMatchObject({
      reference: transferInput.reference,
      transferCode: result.transferCode,
      amountPesewas: 250_000,
      currency: "GHS",
      status: "success",
      reason: "Akwaaba payout",
      recipientCode: transferInput.recipientCode,
    });
  });

  it("answers a repeated reference with the same transfer and sends one event", async () => {
    vi.useFakeTimers();
    const deliveries: Delivery[] = [];
    const provider = sandbox(deliveries);
    const first = await provider.transfer(transferInput);
    const again = await provider.transfer(transferInput);
    expect(again.transferCode).toBe(first.transferCode);

    await vi.advanceTimersByTimeAsync(100);
    expect(deliveries).toHaveLength(1);
    expect(await provider.transfer(transferInput)).toEqual({
      transferCode: first.transferCode,
      status: "success",
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(deliveries).toHaveLength(1);
  });

  it("refuses what Paystack would, before anything is sent", async () => {
    const provider = sandbox();
    await expect(provider.transfer({ ...transferInput, amountPesewas: 1.5 })).rejects.toThrow(
      RangeError,
    );
    await expect(provider.transfer({ ...transferInput, reference: "PO-1" })).rejects.toThrow(
      RangeError,
    );
  });
});
