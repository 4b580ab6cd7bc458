// A listing's taken nights as the admin calendar says them: kinds, runs of nights, and the
// API's range errors in words.

import type { ApiError } from "@/components/api-client";
import { BLOCK_REASON_LABELS } from "@/components/format/labels";
import { nightsOfRange } from "@/components/night-range";
import { dateRange, shortDate, weekdayDate } from "@/lib/date-format";
import { addDays, daysBetween, isIsoDate, MAX_STAY_NIGHTS } from "@/lib/dates";
import { BLOCK_REASONS, type BlockReason } from "@/lib/enums";
import type { CalendarNight } from "@/lib/server/admin/calendar/listing-calendar";
import { plural, sentence } from "@/lib/words";

export type { CalendarNight };

export type NightKind = CalendarNight["kind"];

export const NIGHT_KINDS: Record<NightKind, { label: string; short: string; meaning: string }> = {
  booked: { label: "Booked", short: "BKD", meaning: "paid stay" },
  held: { label: "Held", short: "HELD", meaning: "awaiting payment" },
  blocked: { label: "Blocked", short: "BLK", meaning: "by hand" },
  imported: { label: "Imported", short: "IMP", meaning: "sold on another channel" },
};

export function reasonLabel(reason: string | null): string {
  return (BLOCK_REASONS as readonly string[]).includes(reason ?? "")
    ? BLOCK_REASON_LABELS[reason as BlockReason]
    : (reason ?? "");
}

/**
 * What a night holds, in words: "free", "booked by BK-…", "blocked (maintenance)", "taken on
 * Airbnb", and a conflict when another channel claims a booking's night too.
 */
export function describeNight(night: CalendarNight | undefined): string {
  if (!night) return "free";
  if (night.kind === "blocked") {
    return `blocked${night.reason ? ` (${reasonLabel(night.reason).toLowerCase()})` : ""}`;
  }
  if (night.kind === "imported") return `taken on ${night.feedName ?? "another channel"}`;
  const occupant = `${night.kind}${night.bookingReference ? ` by ${night.bookingReference}` : ""}`;
  return night.claimedBy.length > 0
    ? `${occupant}, conflict: also taken on ${night.claimedBy.join(" and ")}`
    : occupant;
}

export interface Run extends Omit<CalendarNight, "night"> {
  first: string;
  last: string;
}

/** Consecutive nights with the same occupant, for the list under the calendar. */
export function runsOf(nights: CalendarNight[]): Run[] {
  const runs: Run[] = [];
  for (const { night, ...occupant } of [...nights].sort((a, b) => a.night.localeCompare(b.night))) {
    const last = runs.at(-1);
    if (
      last &&
      addDays(last.last, 1) === night &&
      last.kind === occupant.kind &&
      last.reason === occupant.reason &&
      last.note === occupant.note &&
      last.bookingReference === occupant.bookingReference &&
      last.feedName === occupant.feedName &&
      last.claimedBy.join() === occupant.claimedBy.join()
    ) {
      last.last = night;
    } else {
      runs.push({ ...occupant, first: night, last: night });
    }
  }
  return runs;
}

/** Nights from the first to the last, both included: "Fri 12 – Sat 13 Jun 2026 (2 nights)". */
export function nightsText(first: string, last: string): string {
  return `${dateRange(first, last)} (${plural(daysBetween(first, last) + 1, "night")})`;
}

/** The nights of [from, to): "2 nights: Thu 24 – Fri 25 Dec 2026". */
export function countedNights(from: string, to: string): string {
  const nights = nightsOfRange(from, to);
  if (!nights) return plural(0, "night");
  return `${plural(nights.count, "night")}: ${dateRange(nights.first, nights.last)}`;
}

/**
 * What the Block button will do, in words, for the range picked as the guest's calendar picks
 * a stay ([start, end), components/night-range.ts); without an end, the first night alone:
 * "Block 2 nights: Thu 24 – Fri 25 Dec 2026 (free again from Sat 26 Dec)."
 */
export function blockSummary(start: string, end: string): string | null {
  if (!isIsoDate(start)) return null;
  const nights = nightsOfRange(start, end === "" ? addDays(start, 1) : end);
  if (!nights || !isIsoDate(nights.last)) return null;
  const free = addDays(nights.last, 1);
  const freeText =
    free.slice(0, 4) === nights.last.slice(0, 4) ? shortDate(free) : weekdayDate(free);
  return `Block ${countedNights(nights.first, free)} (free again from ${freeText}).`;
}

const RANGE_MESSAGES: Record<string, string> = {
  date: "Enter a date.",
  not_in_past: "Nights in the past cannot be blocked or unblocked.",
  date_after: "Choose a day after the first night.",
  max_nights: `Choose at most ${MAX_STAY_NIGHTS} nights at a time.`,
  required: "Enter a date.",
};

export interface RangeErrors {
  start?: string;
  end?: string;
  note?: string;
}

/** The field errors of a refused block or unblock, and the problem to show above them. */
export function rangeRefusal(
  error: ApiError,
  fallback: string,
): { errors: RangeErrors; problem: string | null } {
  const errors: RangeErrors = {};
  for (const [field, issue] of error.fieldIssues()) {
    const message = RANGE_MESSAGES[issue.constraint] ?? sentence(issue.message ?? "Check this.");
    if (field === "from") errors.start = message;
    else if (field === "to") errors.end = message;
    else if (field === "note") errors.note = "Use at most 500 characters.";
  }
  if (error.code === "DATES_UNAVAILABLE") {
    return {
      errors,
      problem:
        "Some of these nights are already booked, held or blocked. Pick free nights only, or unblock first.",
    };
  }
  return {
    errors,
    problem: Object.keys(errors).length === 0 ? `${fallback} ${sentence(error.message)}` : null,
  };
}
