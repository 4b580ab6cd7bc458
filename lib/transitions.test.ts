import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus, LISTING_STATUSES } from "./enums";
import {
  BOOKING_ADMIN_TRANSITIONS,
  canTransitionListing,
  canUserCancel,
  checkAdminBookingTransition,
  LISTING_TRANSITIONS,
} from "./transitions";

function allPairs<S extends string>(statuses: readonly S[], allowed: readonly string[]) {
  return statuses.flatMap((from) =>
    statuses.map((to) => [from, to, allowed.includes(`${from}>${to}`)] as [S, S, boolean]),
  );
}

// The allowed pairs, written out independently of the tables under test.
const BOOKING_ALLOWED = [
  "PENDING>CONFIRMED",
  "PENDING>CANCELLED",
  "CONFIRMED>COMPLETED",
  "CONFIRMED>NO_SHOW",
  "CONFIRMED>CANCELLED",
];
const LISTING_ALLOWED = [
  "DRAFT>PENDING_REVIEW",
  "DRAFT>PUBLISHED",
  "DRAFT>ARCHIVED",
  "PENDING_REVIEW>DRAFT",
  "PENDING_REVIEW>PUBLISHED",
  "PENDING_REVIEW>ARCHIVED",
  "PUBLISHED>DRAFT",
  "PUBLISHED>ARCHIVED",
  "ARCHIVED>DRAFT",
];

describe("tables cover every status", () => {
  it.each([
    ["booking", Object.keys(BOOKING_ADMIN_TRANSITIONS), BOOKING_STATUSES],
    ["listing", Object.keys(LISTING_TRANSITIONS), LISTING_STATUSES],
  ])("%s", (_name, keys, statuses) => {
    expect([...keys].sort()).toEqual([...statuses].sort());
  });
});

describe("BOOKING_ADMIN_TRANSITIONS, every pair", () => {
  it.each(allPairs(BOOKING_STATUSES, BOOKING_ALLOWED))("%s → %s allowed: %s", (from, to, ok) => {
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
  });
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
});

describe("LISTING_TRANSITIONS, every pair", () => {
  it.each(allPairs(LISTING_STATUSES, LISTING_ALLOWED))("%s → %s allowed: %s", (from, to, ok) => {
    expect(canTransitionListing(from, to)).toBe(ok);
    expect(LISTING_TRANSITIONS[from].includes(to)).toBe(ok);
  });
});
