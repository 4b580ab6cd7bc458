import { describe, expect, it } from "vitest";
import {
  ACTIVE_BOOKING,
  allows,
  BOOKED_STATUSES,
  BOOKING_ADMIN_TRANSITIONS,
  BOOKING_TRANSITIONS,
  canUserCancel,
  checkAdminBookingTransition,
  guardedStatuses,
  isLiveHold,
  OPEN_REFUND_STATUSES,
  PAID_PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  PAYOUT_TRANSITIONS,
  REFUND_TRANSITIONS,
  statusLeft,
  type Transition,
} from "./booking-transitions";
import {
  BOOKING_STATUSES,
  type BookingStatus,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  type PaymentStatus,
  REFUND_STATUSES,
} from "./enums";

function allPairs<S extends string>(statuses: readonly S[], allowed: readonly string[]) {
  return statuses.flatMap((from) =>
    statuses.map((to) => [from, to, allowed.includes(`${from}>${to}`)] as [S, S, boolean]),
  );
}

/** Every (name, from, to, allowed) of a table of transitions, against the pairs written out. */
function everyPairOf<S extends string>(
  statuses: readonly S[],
  expected: Record<string, readonly string[]>,
) {
  return Object.entries(expected).flatMap(([name, allowed]) =>
    allPairs(statuses, allowed).map(([from, to, ok]) => [name, from, to, ok] as const),
  );
}

function moves<S extends string>(transition: Transition<S>, from: S, to: S): boolean {
  return allows(transition, from) && transition.to === to;
}

// The allowed pairs of each transition, written out independently of the tables under test.
const BOOKING_EXPECTED: Record<keyof typeof BOOKING_TRANSITIONS, readonly string[]> = {
  guestCancel: ["PENDING>CANCELLED", "CONFIRMED>CANCELLED"],
  hostCancel: ["PENDING>CANCELLED", "CONFIRMED>CANCELLED"],
  adminConfirm: ["PENDING>CONFIRMED"],
  adminComplete: ["CONFIRMED>COMPLETED"],
  adminNoShow: ["CONFIRMED>NO_SHOW"],
  adminCancel: ["PENDING>CANCELLED", "CONFIRMED>CANCELLED"],
  paymentConfirm: ["PENDING>CONFIRMED"],
  latePaymentConfirm: ["CANCELLED>CONFIRMED"],
  holdExpiry: ["PENDING>CANCELLED"],
  checkoutAbandon: ["PENDING>CANCELLED"],
  providerRefund: [
    "PENDING>CANCELLED",
    "CONFIRMED>CANCELLED",
    "COMPLETED>CANCELLED",
    "NO_SHOW>CANCELLED",
  ],
  stayCompletion: ["CONFIRMED>COMPLETED"],
};
const PAYMENT_EXPECTED: Record<keyof typeof PAYMENT_TRANSITIONS, readonly string[]> = {
  chargeSuccess: ["PENDING>COMPLETED", "PROCESSING>COMPLETED", "FAILED>COMPLETED"],
  chargeFailure: ["PENDING>FAILED", "PROCESSING>FAILED"],
  supersede: ["PENDING>FAILED", "PROCESSING>FAILED"],
  checkoutFailure: ["PENDING>FAILED", "PROCESSING>FAILED"],
  bookingCancelled: ["PENDING>FAILED", "PROCESSING>FAILED"],
  refund: [
    "PENDING>REFUNDED",
    "PROCESSING>REFUNDED",
    "COMPLETED>REFUNDED",
    "FAILED>REFUNDED",
    "REFUNDED>REFUNDED",
  ],
};
const REFUND_EXPECTED: Record<keyof typeof REFUND_TRANSITIONS, readonly string[]> = {
  claim: ["PENDING>PROCESSING"],
  claimReturn: ["PROCESSING>PENDING"],
  providerProcessing: ["PENDING>PROCESSING", "PROCESSING>PROCESSING", "FAILED>PROCESSING"],
  providerProcessed: ["PENDING>PROCESSED", "PROCESSING>PROCESSED", "FAILED>PROCESSED"],
  providerFailure: ["PENDING>FAILED", "PROCESSING>FAILED", "FAILED>FAILED"],
};

const PAYOUT_EXPECTED: Record<keyof typeof PAYOUT_TRANSITIONS, readonly string[]> = {
  transferAccepted: ["PENDING>PROCESSING"],
  transferSuccess: ["PENDING>PAID", "PROCESSING>PAID"],
  transferFailure: ["PENDING>FAILED", "PROCESSING>FAILED"],
  transferReversal: ["PROCESSING>REVERSED", "PAID>REVERSED"],
};

describe("every transition, every pair", () => {
  it.each(everyPairOf(BOOKING_STATUSES, BOOKING_EXPECTED))(
    "booking %s: %s → %s allowed: %s",
    (name, from, to, ok) => {
      const transition = BOOKING_TRANSITIONS[name as keyof typeof BOOKING_TRANSITIONS];
      expect(moves(transition, from, to)).toBe(ok);
    },
  );

  it.each(everyPairOf(PAYMENT_STATUSES, PAYMENT_EXPECTED))(
    "payment %s: %s → %s allowed: %s",
    (name, from, to, ok) => {
      const transition = PAYMENT_TRANSITIONS[name as keyof typeof PAYMENT_TRANSITIONS];
      expect(moves(transition, from, to)).toBe(ok);
    },
  );

  it.each(everyPairOf(REFUND_STATUSES, REFUND_EXPECTED))(
    "refund %s: %s → %s allowed: %s",
    (name, from, to, ok) => {
      const transition = REFUND_TRANSITIONS[name as keyof typeof REFUND_TRANSITIONS];
      expect(moves(transition, from, to)).toBe(ok);
    },
  );

  it.each(everyPairOf(PAYOUT_STATUSES, PAYOUT_EXPECTED))(
    "payout %s: %s → %s allowed: %s",
    (name, from, to, ok) => {
      const transition = PAYOUT_TRANSITIONS[name as keyof typeof PAYOUT_TRANSITIONS];
      expect(moves(transition, from, to)).toBe(ok);
    },
  );

  it.each([
    ["booking", Object.keys(BOOKING_TRANSITIONS), Object.keys(BOOKING_EXPECTED)],
    ["payout", Object.keys(PAYOUT_TRANSITIONS), Object.keys(PAYOUT_EXPECTED)],
    ["payment", Object.keys(PAYMENT_TRANSITIONS), Object.keys(PAYMENT_EXPECTED)],
    ["refund", Object.keys(REFUND_TRANSITIONS), Object.keys(REFUND_EXPECTED)],
  ])("the %s transitions are the ones written out", (_kind, names, expected) => {
    expect(names).toEqual(expected);
  });
});

describe("statusLeft and guardedStatuses", () => {
  const { guestCancel, holdExpiry } = BOOKING_TRANSITIONS;

  it("a loaded status the transition leaves is the only one its compare-and-set accepts", () => {
    expect(statusLeft(guestCancel, "CONFIRMED")).toBe("CONFIRMED");
    expect(guardedStatuses(guestCancel, "CONFIRMED")).toEqual(["CONFIRMED"]);
  });

  it("without a loaded status, the compare-and-set accepts every status the transition leaves", () => {
    expect(guardedStatuses(guestCancel)).toEqual(["PENDING", "CONFIRMED"]);
    expect(guardedStatuses(holdExpiry)).toEqual(["PENDING"]);
  });

  it("a transition that leaves one status leaves that one", () => {
    expect(statusLeft(holdExpiry)).toBe("PENDING");
  });

  it.each<[string, () => unknown]>([
    ["a loaded status it does not leave", () => statusLeft(holdExpiry, "CONFIRMED")],
    ["no loaded status when it leaves several", () => statusLeft(guestCancel)],
    ["a guard on a status it does not leave", () => guardedStatuses(guestCancel, "COMPLETED")],
  ])("refuses %s", (_case, call) => {
    expect(call).toThrow(/no transition to/);
  });
});

describe("BOOKING_ADMIN_TRANSITIONS, every pair", () => {
  const BOOKING_ADMIN_ALLOWED = [
    "PENDING>CONFIRMED",
    "PENDING>CANCELLED",
    "CONFIRMED>COMPLETED",
    "CONFIRMED>NO_SHOW",
    "CONFIRMED>CANCELLED",
  ];

  it("covers every status", () => {
    expect(Object.keys(BOOKING_ADMIN_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it("offers the changes in the page's order", () => {
    expect(BOOKING_ADMIN_TRANSITIONS.PENDING).toEqual(["CONFIRMED", "CANCELLED"]);
    expect(BOOKING_ADMIN_TRANSITIONS.CONFIRMED).toEqual(["COMPLETED", "NO_SHOW", "CANCELLED"]);
  });

  it.each(allPairs(BOOKING_STATUSES, BOOKING_ADMIN_ALLOWED))(
    "%s → %s allowed: %s",
    (from, to, ok) => {
      expect(BOOKING_ADMIN_TRANSITIONS[from].includes(to)).toBe(ok);
      // With both date conditions met, the check agrees with the table.
      const result = checkAdminBookingTransition({
        from,
        to,
        checkIn: "2026-03-10",
        checkOut: "2026-03-13",
        today: "2026-03-20",
      });
      expect(result.ok).toBe(ok);
      // The check names the admin's transition, whose compare-and-set the writer uses.
      if (result.ok) expect(moves(result.transition, from, to)).toBe(true);
      if (result.ok) expect(result.transition.by).toBe("admin");
    },
  );
});

describe("checkAdminBookingTransition date conditions", () => {
  const checkIn = "2026-03-10";
  const checkOut = "2026-03-13";

  it.each<[BookingStatus, BookingStatus, string, boolean]>([
    ["CONFIRMED", "COMPLETED", "2026-03-09", false],
    ["CONFIRMED", "COMPLETED", "2026-03-12", false],
    ["CONFIRMED", "COMPLETED", "2026-03-13", true],
    ["CONFIRMED", "COMPLETED", "2026-04-01", true],
    ["CONFIRMED", "NO_SHOW", "2026-03-01", false],
    ["CONFIRMED", "NO_SHOW", "2026-03-09", false],
    ["CONFIRMED", "NO_SHOW", "2026-03-10", true],
    ["CONFIRMED", "NO_SHOW", "2026-03-11", true],
    ["CONFIRMED", "CANCELLED", "2026-03-01", true],
    ["CONFIRMED", "CANCELLED", "2026-03-20", true],
    ["PENDING", "CONFIRMED", "2026-03-01", true],
    ["PENDING", "CANCELLED", "2026-03-11", true],
    ["PENDING", "COMPLETED", "2026-03-20", false],
    ["PENDING", "NO_SHOW", "2026-03-20", false],
  ])("%s → %s on %s: %s", (from, to, today, ok) => {
    expect(checkAdminBookingTransition({ from, to, checkIn, checkOut, today }).ok).toBe(ok);
  });

  it.each(BOOKING_STATUSES.map((s) => [s]))("%s → itself is refused with a reason", (status) => {
    const result = checkAdminBookingTransition({
      from: status,
      to: status,
      checkIn,
      checkOut,
      today: "2026-03-20",
    });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("already") });
  });

  it("gives a reason for a date condition", () => {
    const result = checkAdminBookingTransition({
      from: "CONFIRMED",
      to: "COMPLETED",
      checkIn,
      checkOut,
      today: "2026-03-11",
    });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("2026-03-13") });
  });
});

describe("canUserCancel", () => {
  const checkIn = "2026-03-10";

  it.each<[BookingStatus, string, ReturnType<typeof canUserCancel>]>([
    ["PENDING", "2026-03-09", { ok: true }],
    ["CONFIRMED", "2026-03-09", { ok: true }],
    ["CONFIRMED", "2025-12-31", { ok: true }],
    ["PENDING", "2026-03-10", { ok: false, code: "CANNOT_CANCEL" }],
    ["CONFIRMED", "2026-03-10", { ok: false, code: "CANNOT_CANCEL" }],
    ["CONFIRMED", "2026-03-11", { ok: false, code: "CANNOT_CANCEL" }],
    ["CANCELLED", "2026-03-01", { ok: false, code: "ALREADY_CANCELLED" }],
    ["CANCELLED", "2026-03-11", { ok: false, code: "ALREADY_CANCELLED" }],
    ["COMPLETED", "2026-03-01", { ok: false, code: "CANNOT_CANCEL" }],
    ["COMPLETED", "2026-03-20", { ok: false, code: "CANNOT_CANCEL" }],
    ["NO_SHOW", "2026-03-01", { ok: false, code: "CANNOT_CANCEL" }],
    ["NO_SHOW", "2026-03-11", { ok: false, code: "CANNOT_CANCEL" }],
  ])("%s booking on %s", (status, today, expected) => {
    expect(canUserCancel({ status, checkIn, today })).toEqual(expected);
  });

  it.each(BOOKING_STATUSES.map((s) => [s]))(
    "agrees with guestCancel before the check-in day: %s",
    (status) => {
      const check = canUserCancel({ status, checkIn, today: "2026-03-01" });
      expect(check.ok).toBe(allows(BOOKING_TRANSITIONS.guestCancel, status));
    },
  );

  it.each(BOOKING_STATUSES.map((s) => [s]))(
    "agrees with hostCancel, given it, before the check-in day: %s",
    (status) => {
      const { hostCancel: transition } = BOOKING_TRANSITIONS;
      expect(canUserCancel({ status, checkIn, today: "2026-03-01", transition }).ok).toBe(
        allows(transition, status),
      );
      expect(canUserCancel({ status, checkIn, today: checkIn, transition }).ok).toBe(false);
    },
  );
});

describe("active bookings", () => {
  const now = new Date("2026-03-10T12:00:00.000Z");

  it("are the held PENDING ones and the CONFIRMED ones", () => {
    expect(ACTIVE_BOOKING).toEqual({ held: "PENDING", confirmed: "CONFIRMED" });
  });

  it.each<[BookingStatus, string | null, boolean]>([
    ["PENDING", "2026-03-10T12:00:00.001Z", true],
    ["PENDING", "2026-03-10T12:30:00.000Z", true],
    ["PENDING", "2026-03-10T12:00:00.000Z", false],
    ["PENDING", "2026-03-10T11:59:59.999Z", false],
    ["PENDING", null, false],
    ["CONFIRMED", null, false],
    ["CONFIRMED", "2026-03-10T12:30:00.000Z", false],
    ["CANCELLED", "2026-03-10T12:30:00.000Z", false],
    ["CANCELLED", null, false],
    ["COMPLETED", null, false],
    ["NO_SHOW", null, false],
  ])("a %s booking with hold until %s is a live hold: %s", (status, hold, expected) => {
    expect(isLiveHold(status, hold === null ? null : new Date(hold), now)).toBe(expected);
  });
});

describe("status sets", () => {
  it.each<[string, readonly string[], readonly string[]]>([
    ["booked stays", BOOKED_STATUSES, ["CONFIRMED", "COMPLETED"]],
    ["paid payments", PAID_PAYMENT_STATUSES, ["COMPLETED", "REFUNDED"]],
    ["open refunds", OPEN_REFUND_STATUSES, ["PENDING", "PROCESSING"]],
  ])("%s", (_name, statuses, expected) => {
    expect(statuses).toEqual(expected);
  });

  it("a paid payment is one a success no longer changes", () => {
    const unpaid = PAYMENT_STATUSES.filter((status) => !PAID_PAYMENT_STATUSES.includes(status));
    expect<readonly PaymentStatus[]>(PAYMENT_TRANSITIONS.chargeSuccess.from).toEqual(unpaid);
  });

  it("the provider's refund events answer open refunds (and a failed one they name)", () => {
    const answerable = REFUND_TRANSITIONS.providerProcessed.from;
    expect(OPEN_REFUND_STATUSES.every((status) => answerable.includes(status))).toBe(true);
    expect(answerable.includes("PROCESSED")).toBe(false);
  });
});
