import { describe, expect, it } from "vitest";
import type { BookingStatus, PaymentStatus } from "./enums";
import {
  type CheckoutState,
  checkoutState,
  EXPIRED_HOLD_REASON,
  type HoldState,
  holdState,
} from "./hold-state";

const now = new Date("2026-05-12T10:00:00Z");
const later = new Date("2026-05-12T10:20:00Z");
const earlier = new Date("2026-05-12T09:59:59Z");

describe("holdState", () => {
  it.each<[BookingStatus, Date | null, string | null, HoldState]>([
    ["PENDING", later, null, "HELD"],
    ["PENDING", now, null, "LAPSED"], // the hold ends at its expiry, not a moment after
    ["PENDING", earlier, null, "LAPSED"], // not released by the job yet
    ["PENDING", null, null, "LAPSED"],
    ["CANCELLED", null, EXPIRED_HOLD_REASON, "LAPSED"], // released by the job
    ["CANCELLED", null, "Our plans changed", "NONE"],
    ["CANCELLED", null, "Payment arrived after the hold expired and the dates were taken", "NONE"],
    ["CONFIRMED", null, null, "NONE"],
    ["COMPLETED", null, null, "NONE"],
    ["NO_SHOW", null, null, "NONE"],
  ])("%s, hold until %s, reason %s → %s", (status, holdExpiresAt, cancelReason, expected) => {
    expect(holdState({ status, holdExpiresAt, cancelReason }, now)).toBe(expected);
  });
});

describe("checkoutState", () => {
  it.each<[HoldState, PaymentStatus, string | null, CheckoutState]>([
    ["HELD", "PENDING", null, "OPEN"],
    ["HELD", "PROCESSING", null, "OPEN"],
    ["HELD", "FAILED", "Declined by the customer", "CLOSED"],
    ["HELD", "FAILED", "Superseded by a new payment attempt", "CLOSED"],
    ["HELD", "COMPLETED", null, "CLOSED"],
    ["LAPSED", "PENDING", null, "LATE"],
    ["LAPSED", "PROCESSING", null, "LATE"],
    ["LAPSED", "FAILED", EXPIRED_HOLD_REASON, "LATE"],
    ["LAPSED", "FAILED", "Superseded by a new payment attempt", "CLOSED"],
    ["LAPSED", "FAILED", "Declined by the customer", "CLOSED"],
    ["LAPSED", "COMPLETED", null, "CLOSED"],
    ["NONE", "PENDING", null, "OPEN"], // an admin confirmed it by hand: a payment still settles it
    ["NONE", "COMPLETED", null, "CLOSED"],
    ["NONE", "REFUNDED", null, "CLOSED"],
    ["NONE", "FAILED", EXPIRED_HOLD_REASON, "CLOSED"],
  ])("hold %s, payment %s (%s) → %s", (hold, status, failureReason, expected) => {
    expect(checkoutState(hold, { status, failureReason })).toBe(expected);
  });
});
