import { describe, expect, it } from "vitest";
import {
  availableFrom,
  balancesOf,
  LEDGER_MOVES,
  lastReleasableCheckIn,
  payoutRetryDelayMs,
  refundedSubtotalPart,
} from "./host-ledger";

describe("balancesOf", () => {
  it.each([
    ["nothing", [], { pending: "0.00", available: "0.00", in_flight: "0.00", paid: "0.00" }],
    [
      "an earning",
      [{ fromState: "outside", toState: "pending", amount: "1500.00" }],
      { pending: "1500.00", available: "0.00", in_flight: "0.00", paid: "0.00" },
    ],
    [
      "an earning, half refunded, released, paid out",
      [
        { fromState: "outside", toState: "pending", amount: "1500.00" },
        { fromState: "pending", toState: "outside", amount: "750.00" },
        { fromState: "pending", toState: "available", amount: "750.00" },
        { fromState: "available", toState: "in_flight", amount: "750.00" },
        { fromState: "in_flight", toState: "paid", amount: "750.00" },
      ],
      { pending: "0.00", available: "0.00", in_flight: "0.00", paid: "750.00" },
    ],
    [
      "a payout that failed comes back",
      [
        { fromState: "outside", toState: "pending", amount: "0.10" },
        { fromState: "pending", toState: "available", amount: "0.10" },
        { fromState: "available", toState: "in_flight", amount: "0.10" },
        { fromState: "in_flight", toState: "available", amount: "0.10" },
      ],
      { pending: "0.00", available: "0.10", in_flight: "0.00", paid: "0.00" },
    ],
    [
      "a refund after the payout leaves available below zero",
      [
        { fromState: "outside", toState: "pending", amount: "300.00" },
        { fromState: "pending", toState: "available", amount: "300.00" },
        { fromState: "available", toState: "in_flight", amount: "300.00" },
        { fromState: "in_flight", toState: "paid", amount: "300.00" },
        { fromState: "available", toState: "outside", amount: "100.00" },
      ],
      { pending: "0.00", available: "-100.00", in_flight: "0.00", paid: "300.00" },
    ],
  ] as const)("%s", (_, entries, expected) => {
    const balances = balancesOf(entries);
    expect(balances).toMatchObject(expected);
    const held = ["pending", "available", "in_flight", "paid"] as const;
    const sum = held.reduce((total, state) => total + Number(balances[state]) * 100, 0);
    expect(Math.round(sum)).toBe(
      Math.round((Number(balances.credited) - Number(balances.debited)) * 100),
    );
  });

  it("sums tenths exactly", () => {
    const entries = Array.from({ length: 10 }, () => ({
      fromState: "outside" as const,
      toState: "pending" as const,
      amount: "0.10",
    }));
    expect(balancesOf(entries).pending).toBe("1.00");
  });
});

describe("LEDGER_MOVES", () => {
  it("never moves money into or out of the same state, and only a credit starts outside", () => {
    for (const [kind, moves] of Object.entries(LEDGER_MOVES)) {
      for (const [from, to] of moves) {
        expect(from).not.toBe(to);
        expect(from === "outside").toBe(kind === "EARNING");
      }
    }
  });
});

describe("refundedSubtotalPart", () => {
  // A stay of GH₵ 1,500: taxes 187.50, service fee 150, total 1,837.50.
  const stay = { subtotal: "1500.00", taxes: "187.50", stillHeld: "1500.00" };
  it.each([
    ["the policy's 100 %", "1687.50", "1500.00"],
    ["the policy's 50 %", "843.75", "750.00"],
    ["a full refund, fee included", "1837.50", "1500.00"],
    ["a small dashboard refund", "10.00", "8.89"],
    ["nothing", "0.00", "0.00"],
  ])("%s", (_, refund, expected) => {
    expect(refundedSubtotalPart({ ...stay, refund })).toBe(expected);
  });

  it("takes no more than the booking still holds for the host", () => {
    expect(refundedSubtotalPart({ ...stay, refund: "1687.50", stillHeld: "600.00" })).toBe(
      "600.00",
    );
    expect(refundedSubtotalPart({ ...stay, refund: "1687.50", stillHeld: "0.00" })).toBe("0.00");
  });

  it("is nothing for a booking without price", () => {
    expect(
      refundedSubtotalPart({ refund: "5.00", subtotal: "0.00", taxes: "0.00", stillHeld: "0" }),
    ).toBe("0.00");
  });
});

describe("availableFrom and lastReleasableCheckIn", () => {
  it.each([
    ["2026-12-04", 24, "2026-12-05T00:00:00.000Z"],
    ["2026-12-04", 0, "2026-12-04T00:00:00.000Z"],
    ["2026-12-31", 36, "2027-01-01T12:00:00.000Z"],
  ])("%s + %i h → %s", (checkIn, hours, expected) => {
    expect(availableFrom(checkIn, hours).toISOString()).toBe(expected);
  });

  it.each([
    ["2026-12-05T00:00:00.000Z", 24, "2026-12-04"],
    ["2026-12-04T23:59:59.999Z", 24, "2026-12-03"],
    ["2026-12-04T09:00:00.000Z", 0, "2026-12-04"],
  ])("at %s with %i h, check-ins up to %s", (now, hours, expected) => {
    expect(lastReleasableCheckIn(new Date(now), hours)).toBe(expected);
    expect(availableFrom(expected, hours).getTime()).toBeLessThanOrEqual(Date.parse(now));
  });
});

describe("payoutRetryDelayMs", () => {
  it.each([
    [0, 0],
    [1, 15 * 60_000],
    [2, 30 * 60_000],
    [4, 120 * 60_000],
    [20, 24 * 3_600_000],
  ])("%i failures in a row → %i ms", (failures, expected) => {
    expect(payoutRetryDelayMs(failures)).toBe(expected);
  });
});
