import { describe, expect, it } from "vitest";
import { ApiError } from "../api-client";
import {
  blockSummary,
  type CalendarNight,
  countedNights,
  describeNight,
  nightsText,
  rangeRefusal,
  runsOf,
} from "./calendar-nights";

const night = (
  date: string,
  kind: CalendarNight["kind"],
  extra: Partial<CalendarNight> = {},
): CalendarNight => ({
  night: date,
  kind,
  reason: null,
  note: null,
  bookingReference: null,
  feedName: null,
  claimedBy: [],
  ...extra,
});

describe("runsOf", () => {
  it("joins consecutive nights of one occupant, in date order", () => {
    const runs = runsOf([
      night("2026-06-12", "blocked", { reason: "MAINTENANCE" }),
      night("2026-06-10", "booked", { bookingReference: "BK-AAAAAAAA" }),
      night("2026-06-11", "booked", { bookingReference: "BK-AAAAAAAA" }),
      night("2026-06-13", "blocked", { reason: "MAINTENANCE" }),
      night("2026-06-14", "blocked", { reason: "OTHER" }),
      night("2026-06-16", "blocked", { reason: "OTHER" }),
      night("2026-06-17", "imported", { feedName: "Airbnb" }),
      night("2026-06-18", "imported", { feedName: "Airbnb" }),
      night("2026-06-19", "imported", { feedName: "Booking.com" }),
    ]);
    expect(runs.map((run) => `${run.kind} ${run.first}…${run.last}`)).toEqual([
      "booked 2026-06-10…2026-06-11",
      "blocked 2026-06-12…2026-06-13",
      "blocked 2026-06-14…2026-06-14",
      "blocked 2026-06-16…2026-06-16",
      "imported 2026-06-17…2026-06-18",
      "imported 2026-06-19…2026-06-19",
    ]);
  });
});

describe("describeNight", () => {
  it.each<[CalendarNight | undefined, string]>([
    [undefined, "free"],
    [night("2026-06-10", "blocked", { reason: "OWNER_STAY" }), "blocked (owner stay)"],
    [night("2026-06-10", "blocked"), "blocked"],
    [night("2026-06-10", "held", { bookingReference: "BK-AAAAAAAA" }), "held by BK-AAAAAAAA"],
    [night("2026-06-10", "booked"), "booked"],
    [night("2026-06-10", "imported", { feedName: "Airbnb" }), "taken on Airbnb"],
    [
      night("2026-06-10", "booked", {
        bookingReference: "BK-AAAAAAAA",
        claimedBy: ["Airbnb", "Booking.com"],
      }),
      "booked by BK-AAAAAAAA, conflict: also taken on Airbnb and Booking.com",
    ],
  ])("%j: %s", (value, expected) => {
    expect(describeNight(value)).toBe(expected);
  });
});

describe("nightsText", () => {
  it.each<[string, string, string]>([
    ["2026-06-10", "2026-06-10", "Wed 10 Jun 2026 (1 night)"],
    ["2026-06-10", "2026-06-11", "Wed 10 – Thu 11 Jun 2026 (2 nights)"],
  ])("%s…%s", (first, last, expected) => {
    expect(nightsText(first, last)).toBe(expected);
  });
});

describe("blockSummary: the guest's convention, the day it is free again is not a night", () => {
  it.each<[string, string, string, string | null]>([
    [
      "24 then 26",
      "2026-12-24",
      "2026-12-26",
      "Block 2 nights: Thu 24 – Fri 25 Dec 2026 (free again from Sat 26 Dec).",
    ],
    [
      "the first night alone",
      "2026-12-24",
      "",
      "Block 1 night: Thu 24 Dec 2026 (free again from Fri 25 Dec).",
    ],
    [
      "into the new year",
      "2026-12-30",
      "2027-01-01",
      "Block 2 nights: Wed 30 – Thu 31 Dec 2026 (free again from Fri 1 Jan 2027).",
    ],
    ["an end before the start", "2026-12-24", "2026-12-24", null],
    ["nothing picked", "", "", null],
  ])("%s", (_, start, end, expected) => {
    expect(blockSummary(start, end)).toBe(expected);
  });

  it("counts the nights of [from, to)", () => {
    expect(countedNights("2026-11-30", "2026-12-02")).toBe("2 nights: Mon 30 Nov – Tue 1 Dec 2026");
  });
});

describe("rangeRefusal", () => {
  const refusal = (code: string, details?: unknown) =>
    rangeRefusal(
      ApiError.parse(400, { error: { code, message: "nope", details } }),
      "Not blocked.",
    );
  it.each<[string, ReturnType<typeof refusal>, ReturnType<typeof refusal>]>([
    [
      "taken nights",
      refusal("DATES_UNAVAILABLE"),
      {
        errors: {},
        problem:
          "Some of these nights are already booked, held or blocked. Pick free nights only, or unblock first.",
      },
    ],
    [
      "a field the form shows",
      refusal("VALIDATION_ERROR", { field: "from", constraint: "not_in_past" }),
      { errors: { start: "Nights in the past cannot be blocked or unblocked." }, problem: null },
    ],
    ["anything else", refusal("INTERNAL_ERROR"), { errors: {}, problem: "Not blocked. Nope." }],
  ])("%s", (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
