import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type PaystackStub,
  paystackFailures,
  slowly,
  startPaystackStub,
} from "@/tests/stubs/paystack-stub";
import { PaymentProviderError } from "./payment-provider";
import { PayoutAccountRejected, type TransferInput } from "./payout-provider";
import { PaystackTransfers } from "./paystack-transfers";

let stub: PaystackStub;
let client: PaystackTransfers;
let counter = 0;

function transferInput(overrides: Partial<TransferInput> = {}): TransferInput {
  counter++;
  return {
    amountPesewas: 250_000,
    recipientCode: "RCP_stubhost0001",
    reference: `po-test-${String(counter).padStart(6, "0")}`,
    reason: "Akwaaba payout",
    ...overrides,
  };
}

async function failure<E extends Error>(
  promise: Promise<unknown>,
  kind: new (...args: never[]) => E,
) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}

beforeAll(async () => {
  stub = await startPaystackStub();
  client = new PaystackTransfers({ baseUrl: stub.url, secretKey: stub.secretKey, timeoutMs: 2000 });
});

afterEach(() => {
  for (const route of ["banks", "resolve", "recipient", "transfer", "verifyTransfer"] as const) {
    stub.respond(route, null);
  }
  stub.setQuirks({});
  stub.requests.length = 0;
});

afterAll(async () => {
  await stub.close();
});

describe("listBanks", () => {
  it("asks for Ghana's banks of one type in GHS, with Bearer auth", async () => {
    const banks = await client.listBanks("mobile_money");
    const [sent] = stub.requests;
    expect(sent?.method).toBe("GET");
    const url = new URL(sent?.path ?? "", "http://stub");
    expect(url.pathname).toBe("/bank");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      country: "ghana",
      type: "mobile_money",
      currency: "GHS",
    });
    expect(sent?.headers.authorization).toBe(`Bearer ${stub.secretKey}`);
    expect(banks).toEqual([
      { name: "MTN", code: "MTN", type: "mobile_money" },
      { name: "Vodafone", code: "VOD", type: "mobile_money" },
      { name: "AirtelTigo", code: "ATL", type: "mobile_money" },
    ]);
  });

  it("leaves out inactive, deleted and other-type entries", async () => {
    stub.respond("banks", () => ({
      status: 200,
      body: {
        status: true,
        data: [
          { name: "GCB Bank", code: "040100", type: "ghipss", active: true, is_deleted: false },
          { name: "Closed Bank", code: "999100", type: "ghipss", active: false },
          { name: "Gone Bank", code: "998100", type: "ghipss", is_deleted: true },
          { name: "MTN", code: "MTN", type: "mobile_money" },
        ],
      },
    }));
    expect(await client.listBanks("ghipss")).toEqual([
      { name: "GCB Bank", code: "040100", type: "ghipss" },
    ]);
  });
});

describe("resolveAccount", () => {
  it("answers the account's name", async () => {
    const result = await client.resolveAccount({ accountNumber: "0241234567", bankCode: "MTN" });
    expect(result).toEqual({ accountName: "KOFI STUB MENSAH" });
    const url = new URL(stub.requests[0]?.path ?? "", "http://stub");
    expect(url.pathname).toBe("/bank/resolve");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      account_number: "0241234567",
      bank_code: "MTN",
    });
  });

  it("answers null when Paystack cannot resolve this bank's accounts (422)", async () => {
    stub.respond("resolve", paystackFailures.resolveUnsupported);
    expect(
      await client.resolveAccount({ accountNumber: "1441000012345", bankCode: "040100" }),
    ).toBeNull();
  });

  it("answers null for a 400 about the account too", async () => {
    stub.respond("resolve", () => paystackFailures.refused("Could not resolve account name"));
    expect(await client.resolveAccount({ accountNumber: "12", bankCode: "MTN" })).toBeNull();
  });

  it("still fails on a 401 or a 5xx, which are not about the account", async () => {
    stub.respond("resolve", () => paystackFailures.refused("Invalid key", 401));
    const unauthorized = await failure(
      client.resolveAccount({ accountNumber: "0241234567", bankCode: "MTN" }),
      PaymentProviderError,
    );
    expect(unauthorized.status).toBe(401);
    stub.respond("resolve", paystackFailures.serverError);
    const down = await failure(
      client.resolveAccount({ accountNumber: "0241234567", bankCode: "MTN" }),
      PaymentProviderError,
    );
    expect(down.status).toBe(500);
  });
});

describe("createRecipient", () => {
  it("posts Paystack's body in GHS and answers the recipient code", async () => {
    const result = await client.createRecipient({
      type: "mobile_money",
      name: "Ama Host",
      accountNumber: "0241234567",
      bankCode: "MTN",
    });
    expect(result.recipientCode).toMatch(/^RCP_/);
    expect(stub.requests[0]?.path).toBe("/transferrecipient");
    expect(stub.requests[0]?.body).toEqual({
      type: "mobile_money",
      name: "Ama Host",
      account_number: "0241234567",
      bank_code: "MTN",
      currency: "GHS",
    });
  });

  it("throws PayoutAccountRejected with Paystack's message for an account it refuses", async () => {
    const error = await failure(
      client.createRecipient({
        type: "ghipss",
        name: "Ama Host",
        accountNumber: "not-a-number",
        bankCode: "040100",
      }),
      PayoutAccountRejected,
    );
    expect(error.message).toBe("Account number is invalid");
  });

  it("throws PaymentProviderError, not a rejection, when Paystack is down", async () => {
    stub.respond("recipient", paystackFailures.serverError);
    const error = await failure(
      client.createRecipient({
        type: "mobile_money",
        name: "Ama Host",
        accountNumber: "0241234567",
        bankCode: "MTN",
      }),
      PaymentProviderError,
    );
    expect(error.failure).toBe("http");
  });
});

describe("transfer", () => {
  it("posts a balance transfer in integer pesewas and answers the code and status", async () => {
    const input = transferInput();
    const result = await client.transfer(input);
    expect(result).toEqual({ transferCode: expect.stringMatching(/^TRF_/), status: "pending" });
    expect(stub.requests[0]?.path).toBe("/transfer");
    expect(stub.requests[0]?.body).toEqual({
      source: "balance",
      amount: 250_000,
      recipient: "RCP_stubhost0001",
      reference: input.reference,
      reason: "Akwaaba payout",
      currency: "GHS",
    });
  });

  it("answers the first transfer again for a repeated reference", async () => {
    const input = transferInput();
    const first = await client.transfer(input);
    const again = await client.transfer(input);
    expect(again.transferCode).toBe(first.transferCode);
    expect(stub.requests.filter((request) => request.path === "/transfer")).toHaveLength(2);
  });

  it("maps a 'duplicate reference' refusal to the existing transfer through verify", async () => {
    const input = transferInput();
    const first = await client.transfer(input);
    stub.setQuirks({ refuseDuplicateTransfers: true });
    const made = stub.transfers.get(input.reference);
    if (made) made.status = "success";
    const again = await client.transfer(input);
    expect(again).toEqual({ transferCode: first.transferCode, status: "success" });
    expect(stub.requests.at(-1)?.path).toBe(`/transfer/verify/${input.reference}`);
  });

  it("refuses a reused reference that names another amount", async () => {
    const input = transferInput();
    await client.transfer(input);
    stub.setQuirks({ refuseDuplicateTransfers: true });
    const error = await failure(
      client.transfer({ ...input, amountPesewas: 1 }),
      PaymentProviderError,
    );
    expect(error.failure).toBe("invalid_response");
  });

  it("a retry after a timeout finds the transfer the slow call made", async () => {
    const input = transferInput();
    const quick = new PaystackTransfers({
      baseUrl: stub.url,
      secretKey: stub.secretKey,
      timeoutMs: 100,
    });
    stub.respond("transfer", slowly(300));
    const error = await failure(quick.transfer(input), PaymentProviderError);
    expect(error.failure).toBe("timeout");
    await expect.poll(() => stub.transfers.has(input.reference)).toBe(true);
    stub.respond("transfer", null);
    const retried = await quick.transfer(input);
    expect(retried.transferCode).toBe(stub.transfers.get(input.reference)?.transferCode);
  });

  it("a 5xx is an http failure", async () => {
    stub.respond("transfer", paystackFailures.serverError);
    const error = await failure(client.transfer(transferInput()), PaymentProviderError);
    expect(error.failure).toBe("http");
    expect(error.status).toBe(500);
  });

  it("no answer is a timeout", async () => {
    stub.respond("transfer", paystackFailures.hang);
    const quick = new PaystackTransfers({
      baseUrl: stub.url,
      secretKey: stub.secretKey,
      timeoutMs: 150,
    });
    const error = await failure(quick.transfer(transferInput()), PaymentProviderError);
    expect(error.failure).toBe("timeout");
  });

  it("a status Paystack does not document is an invalid_response", async () => {
    stub.respond("transfer", () => ({
      status: 200,
      body: { status: true, data: { transfer_code: "TRF_x", status: "teleported" } },
    }));
    const error = await failure(client.transfer(transferInput()), PaymentProviderError);
    expect(error.failure).toBe("invalid_response");
  });

  it.each([
    ["a fractional amount", { amountPesewas: 10.5 }],
    ["a zero amount", { amountPesewas: 0 }],
    ["an uppercase reference", { reference: "PO-TEST-000001" }],
    ["a reference with a space", { reference: "po test 000001" }],
  ])("refuses %s without calling Paystack", async (_case, change) => {
    await expect(client.transfer(transferInput(change))).rejects.toThrow(RangeError);
    expect(stub.requests).toHaveLength(0);
  });
});
