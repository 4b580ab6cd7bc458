import { afterAll, beforeAll } from "vitest";
import { resetConfigForTests } from "@/lib/platform/config";
import { resetProvidersForTests } from "@/lib/providers";
import { type PaystackStub, startPaystackStub } from "../stubs/paystack-stub";

/**
 * Runs the file in Paystack mode against a local Paystack stub (no network): the app's
 * provider, verify calls and webhook signatures all use the stub's secret key.
 */
export function setupPaystackStub(): { stub: () => PaystackStub } {
  let stub: PaystackStub | undefined;
  const saved = { key: process.env.PAYSTACK_SECRET_KEY, url: process.env.PAYSTACK_BASE_URL };
  beforeAll(async () => {
    stub = await startPaystackStub();
    process.env.PAYSTACK_SECRET_KEY = stub.secretKey;
    process.env.PAYSTACK_BASE_URL = stub.url;
    resetConfigForTests();
    resetProvidersForTests();
  });
  afterAll(async () => {
    await stub?.close();
    for (const [name, value] of [
      ["PAYSTACK_SECRET_KEY", saved.key],
      ["PAYSTACK_BASE_URL", saved.url],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfigForTests();
    resetProvidersForTests();
  });
  return {
    stub: () => {
      if (!stub) throw new Error("Paystack stub not started");
      return stub;
    },
  };
}
