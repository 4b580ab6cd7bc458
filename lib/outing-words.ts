// An activity or experience booked by start, in the words the pages and e-mails share:
// "Mon 14 Dec 2026, 09:00 · 2 people · 3 hours" (a stay keeps its dates and nights).

import { dateRange, weekdayDate } from "./date-format";
import { addDays } from "./dates";
import { durationWords, peopleWords } from "./words";

/** When it starts: "Mon 14 Dec 2026, 09:00", or "Mon 14 Dec 2026, any time" without a start. */
export function outingWhen(date: string, startTime: string | null): string {
  return `${weekdayDate(date)}, ${startTime ?? "any time"}`;
}

/** The days it covers: "Mon 14 Dec 2026", or "Mon 14 – Wed 16 Dec 2026" for several. */
export function outingDates(checkIn: string, days: number): string {
  return days > 1 ? dateRange(checkIn, addDays(checkIn, days - 1)) : weekdayDate(checkIn);
}

export interface BookedOuting {
  checkIn: string;
  startTime: string | null;
  participants: number;
  /** Days it lasts (a booking's `nights`). */
  days: number;
  durationHours: number | null;
}

/**
 * The booking in one line: when, who, how long; an outing of several days says its dates:
 * "Mon 14 – Wed 16 Dec 2026, 07:00 · 2 people · 3 days".
 */
export function outingLine({
  checkIn,
  startTime,
  participants,
  days,
  durationHours,
}: BookedOuting): string {
  const when = `${outingDates(checkIn, days)}, ${startTime ?? "any time"}`;
  return [when, peopleWords(participants), durationWords(days, durationHours)].join(" · ");
}

/** A booking as an outing: its party is its adults and children, its days its `nights`. */
export function bookedOuting(
  booking: {
    checkIn: string;
    startTime: string | null;
    adults: number;
    children: number;
    nights: number;
  },
  durationHours: number | null,
): BookedOuting {
  return {
    checkIn: booking.checkIn,
    startTime: booking.startTime,
    participants: booking.adults + booking.children,
    days: booking.nights,
    durationHours,
  };
}
