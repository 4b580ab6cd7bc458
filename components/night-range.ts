// How both calendars turn clicks into a range of nights, the guest's convention: the first
// click is the first night (a check-in), the second the day the place is free again (a
// check-out), which is not a night. Clicking the 24th then the 26th means the nights of the
// 24th and the 25th. decisions.md, "Journeys (issue 16)".

import { addDays, daysBetween } from "@/lib/dates";

/** [start, end): `end` is the day after the last night, null until it is picked. */
export interface PickedRange {
  start: string | null;
  end: string | null;
}

export const NO_RANGE: PickedRange = { start: null, end: null };

/**
 * The range after a click on `day`: with a start waiting, a later day that `canEnd` allows
 * ends the range; anything else starts a new one.
 */
export function pickDay(
  range: PickedRange,
  day: string,
  canEnd: (day: string) => boolean = () => true,
): PickedRange {
  if (range.start !== null && range.end === null && day > range.start && canEnd(day)) {
    return { start: range.start, end: day };
  }
  return { start: day, end: null };
}

/** The nights a complete range covers: its first and last night and how many. */
export function nightsOfRange(
  start: string,
  end: string,
): { first: string; last: string; count: number } | null {
  const count = daysBetween(start, end);
  return count > 0 ? { first: start, last: addDays(end, -1), count } : null;
}
