// What an activity or experience sells: a date and a start time, for a party, out of spots
// that every booking of that start shares (docs/decisions.md, "Activities by start").
// Accommodations keep their exclusive nights.

import { addDays } from "./dates";
import type { ListingType } from "./enums";

/** Activities and experiences are sold by date and start; accommodations by the night. */
export function soldByStart(type: ListingType): boolean {
  return type !== "ACCOMMODATION";
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_START_TIMES = 12;
export const MAX_DURATION_DAYS = 30;
export const MAX_DURATION_HOURS = 12;

/**
 * How a start is keyed in the database: its time, or "" when the listing has no start times
 * (any time that day), since a key column cannot be null.
 */
export const ANY_TIME = "";

export function startKey(startTime: string | null | undefined): string {
  return startTime ?? ANY_TIME;
}

/** A listing's start times as stored: unique and in the order of the day. */
export function normalizeStartTimes(startTimes: readonly string[]): string[] {
  return [...new Set(startTimes)].sort();
}

/** What a listing sold by start offers: its start times (none: any time) and its length. */
export interface StartTerms {
  startTimes: readonly string[];
  durationDays: number;
}

export interface StartRequest {
  checkIn: string;
  checkOut?: string;
  startTime?: string | null;
}

export type StartChoice =
  | { ok: true; checkOut: string; startTime: string | null }
  | { ok: false; field: "checkOut" | "startTime"; constraint: string; message: string };

/**
 * The booking's end and start time from what the guest asked for: the end follows from the
 * length (a check-out sent must match it), the start time is one of the listing's, and none
 * is asked for when the listing has none.
 */
export function chooseStart(terms: StartTerms, request: StartRequest, now: Date): StartChoice {
  const checkOut = addDays(request.checkIn, terms.durationDays);
  if (request.checkOut !== undefined && request.checkOut !== checkOut) {
    return {
      ok: false,
      field: "checkOut",
      constraint: "duration",
      message: `must be ${checkOut}: this lasts ${terms.durationDays} day${terms.durationDays === 1 ? "" : "s"} (or leave it out)`,
    };
  }
  const startTime = request.startTime ?? null;
  if (terms.startTimes.length === 0) {
    if (startTime === null) return { ok: true, checkOut, startTime };
    return {
      ok: false,
      field: "startTime",
      constraint: "start_time",
      message: "this listing has no start times: it can be joined at any time that day",
    };
  }
  if (startTime === null || !terms.startTimes.includes(startTime)) {
    return {
      ok: false,
      field: "startTime",
      constraint: startTime === null ? "required" : "start_time",
      message: `must be one of ${terms.startTimes.join(", ")}`,
    };
  }
  return startHasPassed(request.checkIn, startTime, now)
    ? { ok: false, field: "startTime", constraint: "past", message: "that start has already begun" }
    : { ok: true, checkOut, startTime };
}

/** The spots a start still has for new bookings: none on a closed date. */
export function spotsLeft(capacity: number, taken: number, closed: boolean): number {
  return closed ? 0 : Math.max(0, capacity - taken);
}

/**
 * Whether a start can no longer be joined: its time has come on its day (Ghana keeps UTC all
 * year, so the clock is UTC); a listing joined at any time is open until the day ends.
 */
export function startHasPassed(date: string, startTime: string | null, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  if (date !== today) return date < today;
  return startTime !== null && startTime <= now.toISOString().slice(11, 16);
}

/** One start of an activity or experience and what it still has for new bookings. */
export interface Slot {
  date: string;
  /** null: any time that day. */
  startTime: string | null;
  spotsLeft: number;
}

export interface StartsOfDatesParams {
  dates: readonly string[];
  startTimes: readonly string[];
  capacity: number;
  /** Spots held or confirmed, by `${date} ${startKey}`. */
  taken: ReadonlyMap<string, number>;
  /** Dates an admin closed. */
  closed: ReadonlySet<string>;
  now: Date;
}

export const takenKey = (date: string, startTime: string | null) =>
  `${date} ${startKey(startTime)}`;

/** Every start on the dates with its spots left, leaving out starts that have passed. */
export function startsOfDates({
  dates,
  startTimes,
  capacity,
  taken,
  closed,
  now,
}: StartsOfDatesParams): Slot[] {
  const times: Array<string | null> = startTimes.length > 0 ? [...startTimes] : [null];
  return dates.flatMap((date) =>
    times
      .filter((startTime) => !startHasPassed(date, startTime, now))
      .map((startTime) => ({
        date,
        startTime,
        spotsLeft: spotsLeft(capacity, taken.get(takenKey(date, startTime)) ?? 0, closed.has(date)),
      })),
  );
}

/** What a listing says about when and how long it is sold. */
export interface SaleTerms {
  type: ListingType;
  startTimes: readonly string[];
  durationDays: number;
  durationHours: number | null;
}

export interface TermsProblem {
  field: "startTimes" | "durationDays" | "durationHours";
  constraint: string;
  message: string;
}

/**
 * Start times and a length belong to activities and experiences (a stay is sold by the
 * night from its check-in time); hours describe a one-day one.
 */
export function saleTermsProblem(terms: SaleTerms): TermsProblem | null {
  if (!soldByStart(terms.type)) {
    if (terms.startTimes.length > 0) {
      return {
        field: "startTimes",
        constraint: "not_applicable",
        message: "only activities and experiences have start times",
      };
    }
    if (terms.durationDays !== 1 || terms.durationHours !== null) {
      return {
        field: terms.durationDays !== 1 ? "durationDays" : "durationHours",
        constraint: "not_applicable",
        message: "only activities and experiences have a length; a stay lasts its nights",
      };
    }
  }
  if (terms.durationHours !== null && terms.durationDays !== 1) {
    return {
      field: "durationHours",
      constraint: "one_day",
      message: "hours describe a one-day activity; set durationDays to 1 or leave hours out",
    };
  }
  return null;
}
