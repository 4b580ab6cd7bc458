import { describe, expect, it } from "vitest";
import { type MailDelivery, mailDelivery, mayReadOutboxMessage } from "./email-delivery";
import type { EmailStatus, Role } from "./enums";

describe("mailDelivery", () => {
  it.each<[EmailStatus, boolean, MailDelivery]>([
    ["SENT", true, "SENT"],
    ["PENDING", true, "QUEUED"],
    ["FAILED", true, "FAILED"],
    ["PENDING", false, "OUTBOX"],
    ["FAILED", false, "FAILED"],
    ["SENT", false, "SENT"], // sent before the key was removed
  ])("%s with a provider: %s → %s", (status, provider, expected) => {
    expect(mailDelivery(status, provider)).toBe(expected);
  });
});

describe("mayReadOutboxMessage", () => {
  it.each<[string, boolean, Role, string, string | null, boolean]>([
    ["the booking's guest", false, "USER", "u1", "u1", true],
    ["a host who made the booking", false, "HOST", "u1", "u1", true],
    ["another user", false, "USER", "u2", "u1", false],
    ["a host who did not make it", false, "HOST", "u2", "u1", false],
    ["an admin", false, "ADMIN", "a1", "u1", true],
    ["a super admin", false, "SUPER_ADMIN", "a1", "u1", true],
    ["a user, a message about no booking", false, "USER", "u1", null, false],
    ["an admin, a message about no booking", false, "ADMIN", "a1", null, true],
    ["the guest, with a provider configured", true, "USER", "u1", "u1", false],
    ["an admin, with a provider configured", true, "SUPER_ADMIN", "a1", "u1", false],
  ])("%s → %s", (_who, providerConfigured, role, userId, bookingOwnerId, expected) => {
    expect(
      mayReadOutboxMessage({ providerConfigured, reader: { userId, role }, bookingOwnerId }),
    ).toBe(expected);
  });
});
