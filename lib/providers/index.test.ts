import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/lib/platform/config";
import { mailer, paymentProvider, payoutProvider, resetProvidersForTests, webhookSecret } from ".";
import { PaystackClient } from "./paystack";
import { PaystackTransfers } from "./paystack-transfers";
import { SANDBOX_SECRET_KEY, SandboxProvider } from "./sandbox";
import { SandboxTransfers } from "./sandbox-transfers";

const saved = {
  PAYSTACK_SECRET_KEY: process.env.PAYSTACK_SECRET_KEY,
  RESEND_API_KEY: process.env.RESEND_API_KEY,
};

function setEnv(values: Partial<Record<keyof typeof saved, string | undefined>>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
  resetProvidersForTests();
}

afterEach(() => setEnv(saved));

describe("paymentProvider", () => {
  it("is the sandbox without a Paystack key, signing with the published dev key", () => {
    setEnv({ PAYSTACK_SECRET_KEY: undefined });
    expect(paymentProvider()).toBeInstanceOf(SandboxProvider);
    expect(paymentProvider()).toBe(paymentProvider());
    expect(webhookSecret()).toBe(SANDBOX_SECRET_KEY);
  });

  it("is Paystack with a key, and the key signs webhooks", () => {
    setEnv({ PAYSTACK_SECRET_KEY: "sk_test_live_like" });
    expect(paymentProvider()).toBeInstanceOf(PaystackClient);
    expect(paymentProvider().name).toBe("paystack");
    expect(webhookSecret()).toBe("sk_test_live_like");
  });

  it("is chosen again after a reset", () => {
    setEnv({ PAYSTACK_SECRET_KEY: undefined });
    const sandbox = paymentProvider();
    setEnv({ PAYSTACK_SECRET_KEY: "sk_test_live_like" });
    expect(paymentProvider()).not.toBe(sandbox);
  });
});

describe("payoutProvider", () => {
  it("is the sandbox without a Paystack key, kept for the process", () => {
    setEnv({ PAYSTACK_SECRET_KEY: undefined });
    expect(payoutProvider()).toBeInstanceOf(SandboxTransfers);
    expect(payoutProvider()).toBe(payoutProvider());
  });

  it("is Paystack Transfers with a key, and chosen again after a reset", () => {
    setEnv({ PAYSTACK_SECRET_KEY: undefined });
    const sandbox = payoutProvider();
    setEnv({ PAYSTACK_SECRET_KEY: "sk_test_live_like" });
    expect(payoutProvider()).not.toBe(sandbox);
    expect(payoutProvider()).toBeInstanceOf(PaystackTransfers);
    expect(payoutProvider().name).toBe("paystack");
  });
});

describe("mailer", () => {
  it("is null without RESEND_API_KEY, so mail stays in the outbox", () => {
    setEnv({ RESEND_API_KEY: undefined });
    expect(mailer()).toBeNull();
  });

  it("is a Resend mailer with a key", () => {
    setEnv({ RESEND_API_KEY: "re_test_key" });
    expect(mailer()).not.toBeNull();
    expect(mailer()).toBe(mailer());
  });
});
