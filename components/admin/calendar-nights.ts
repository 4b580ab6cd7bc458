// A listing's taken nights as the admin calendar says them: kinds, runs of nights, and the
// API's range errors in words.

import type { ApiError } from "@/components/api-client";
import { formatDate } from "@/components/format/dates";
import { BLOCK_REASON_LABELS } from "@/components/format/labels";
import { plural, sentence } from "@/components/format/words";
import { addDays, daysBetween, MAX_STAY_NIGHTS } from "@/lib/dates";
import { BLOCK_REASONS, type BlockReason } from "@/lib/enums";
import type { CalendarNight } from "@/lib/server/admin/calendar/listing-calendar";

export type { CalendarNight };

export type NightKind = CalendarNight["kind"];

export const NIGHT_KINDS: Record<NightKind, { label: string; short: string; meaning: string }> = {
  booked: { label: "Booked", short: "BKD", meaning: "paid stay" },
  held: { label: "Held", short: "HELD", meaning: "awaiting payment" },
  blocked: { label: "Blocked", short: "BLK", meaning: "by an admin" },
};

export function reasonLabel(reason: string | null): string {
  return (BLOCK_REASONS as readonly string[]).includes(reason ?? "")
    ? BLOCK_REASON_LABELS[reason as BlockReason]
    : (reason ?? "");
}

/** What a night holds, in words: "free", "booked by BK-…", "blocked (maintenance)". */
export function describeNight(night: CalendarNight | undefined): string {
  if (!night) return "free";
  if (night.kind === "blocked") {
    return `blocked${night.reason ? ` (${reasonLabel(night.reason).toLowerCase()})` : ""}`;
  }
  return `${night.kind}${night.bookingReference ? ` by ${night.bookingReference}` : ""}`;
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
      last.bookingReference === occupant.bookingReference
    ) {
      last.last = night;
    } else {
      runs.push({ ...occupant, first: night, last: night });
    }
  }
  return runs;
}

/** "12 Jun 2026 – 13 Jun 2026 (2 nights)". */
export function nightsText(first: string, last: string): string {
  const range = first === last ? formatDate(first) : `${formatDate(first)} – ${formatDate(last)}`;
  return `${range} (${plural(daysBetween(first, last) + 1, "night")})`;
}

const RANGE_MESSAGES: Record<string, string> = {
  date: "Enter a date.",
  not_in_past: "Nights in the past cannot be blocked or unblocked.",
  date_after: "The last night must be on or after the first night.",
  max_nights: `Choose at most ${MAX_STAY_NIGHTS} nights at a time.`,
  required: "Enter a date.",
};

export interface RangeErrors {
  first?: string;
  last?: string;
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
    if (field === "from") errors.first = message;
    else if (field === "to") errors.last = message;
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
