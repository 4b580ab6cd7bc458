import { describe, expect, it } from "vitest";
import { ApiError } from "../api-client";
import {
  apiFieldErrors,
  fieldLabel,
  normalizePhone,
  type Outing,
  outingErrors,
  type Stay,
  stayErrors,
  validStay,
} from "./booking-fields";

const stay = (checkIn: string, checkOut: string, adults = 2, children = 0): Stay => ({
  checkIn,
  checkOut,
  adults,
  children,
});
const TODAY = "2026-06-10";

describe("stayErrors", () => {
  it.each<[string, Stay, number, Record<string, string>]>([
    ["a good stay", stay("2026-06-12", "2026-06-15"), 4, {}],
    [
      "no dates",
      stay("", "", 2),
      4,
      { checkIn: "Choose a check-in date.", checkOut: "Choose a check-out date." },
    ],
    [
      "in the past",
      stay("2026-06-01", "2026-06-03"),
      4,
      { checkIn: "Check-in can’t be in the past." },
    ],
    [
      "reversed",
      stay("2026-06-12", "2026-06-12"),
      4,
      { checkOut: "Check-out must be after check-in." },
    ],
    [
      "over a year",
      stay("2026-06-12", "2027-06-13"),
      4,
      { checkOut: "A stay can be at most 365 nights." },
    ],
    [
      "children count as guests",
      stay("2026-06-12", "2026-06-15", 2, 1),
      2,
      { guests: "This listing welcomes at most 2 guests, children included." },
    ],
  ])("%s", (_, value, maxGuests, expected) => {
    expect(stayErrors(value, TODAY, maxGuests)).toEqual(expected);
  });
});

describe("validStay", () => {
  it.each<[Stay, boolean]>([
    [stay("2026-06-12", "2026-06-15"), true],
    [stay("2026-06-12", ""), false],
    [stay("2026-06-1", "2026-06-15"), false],
    [stay("2026-06-09", "2026-06-15"), false],
  ])("%j: %s", (value, valid) => {
    expect(validStay(value, TODAY) !== null).toBe(valid);
  });
});

describe("apiFieldErrors", () => {
  it("puts the party's errors on the guests control, and the rest on their fields", () => {
    const error = new ApiError(400, "VALIDATION_ERROR", "Invalid request", {
      issues: [
        {
          field: "adults",
          constraint: "max_guests",
          message: "This listing welcomes at most 4 guests",
        },
        { field: "children", constraint: "max", message: "Too many children" },
        { field: "guestPhone", constraint: "required" },
        { field: "unknown", constraint: "required" },
      ],
    });
    expect(apiFieldErrors(error)).toEqual({
      guests: "This listing welcomes at most 4 guests.",
      guestPhone: "Enter a phone number starting with +233.",
    });
  });

  it.each<[string, string, string]>([
    ["required", "must be one of 09:00, 14:00", "Choose a start time."],
    ["start_time", "must be one of 09:00, 14:00", "Choose one of the start times shown."],
    ["past", "that start has already begun", "That start has already begun: choose a later one."],
    ["other", "must be a time of day HH:MM", "Must be a time of day HH:MM."],
  ])("puts a start time's %s issue on the start times", (constraint, message, expected) => {
    const error = new ApiError(400, "VALIDATION_ERROR", "Invalid request", {
      issues: [{ field: "startTime", constraint, message }],
    });
    expect(apiFieldErrors(error)).toEqual({ startTime: expected });
  });
});

describe("outingErrors", () => {
  const outing = (checkIn: string, startTime: string | null, adults = 2, children = 0): Outing => ({
    checkIn,
    startTime,
    adults,
    children,
  });
  const timed = { hasStartTimes: true, room: true };
  it.each<[string, Outing, { hasStartTimes: boolean; room: boolean | null }, object]>([
    ["a good outing", outing("2026-12-14", "09:00"), timed, {}],
    ["no date", outing("", null), timed, { checkIn: "Choose a date." }],
    ["no start", outing("2026-12-14", null), timed, { startTime: "Choose a start time." }],
    [
      "no start needed without start times",
      outing("2026-12-14", null),
      { hasStartTimes: false, room: true },
      {},
    ],
    ["spots not known yet", outing("2026-12-14", "09:00"), { hasStartTimes: true, room: null }, {}],
    [
      "the start is too full for the party",
      outing("2026-12-14", "09:00", 2, 1),
      { hasStartTimes: true, room: false },
      { startTime: "09:00 has too few spots left for 3 people: choose another start." },
    ],
    [
      "the day is too full, without start times",
      outing("2026-12-14", null),
      { hasStartTimes: false, room: false },
      { startTime: "Too few spots are left that day for 2 people: choose another date." },
    ],
    [
      "children count towards the spots",
      outing("2026-12-14", "09:00", 2, 2),
      timed,
      { guests: "This listing welcomes at most 3 people a start, children included." },
    ],
  ])("%s", (_, value, starts, expected) => {
    expect(outingErrors(value, 3, starts)).toEqual(expected);
  });
});

describe("fieldLabel", () => {
  it.each<[Parameters<typeof fieldLabel>[0], Parameters<typeof fieldLabel>[1], string]>([
    ["checkIn", "ACCOMMODATION", "Check-in"],
    ["checkIn", "ACTIVITY", "Date"],
    ["checkIn", "EXPERIENCE", "Date"],
    ["startTime", "ACTIVITY", "Start time"],
    ["guests", "ACTIVITY", "Guests"],
  ])("%s of an %s: %s", (field, type, expected) => {
    expect(fieldLabel(field, type)).toBe(expected);
  });
});

describe("normalizePhone", () => {
  it.each<[string, string]>([
    ["024 123 4567", "+233241234567"],
    ["233-24-123-4567", "+233241234567"],
    ["00233241234567", "+233241234567"],
    ["+233 24 123 4567", "+233241234567"],
    ["12345", "12345"],
  ])("%s → %s", (typed, expected) => {
    expect(normalizePhone(typed)).toBe(expected);
  });
});
