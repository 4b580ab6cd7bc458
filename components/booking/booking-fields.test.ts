import { describe, expect, it } from "vitest";
import { ApiError } from "../api-client";
import { apiFieldErrors, normalizePhone, type Stay, stayErrors, validStay } from "./booking-fields";

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
