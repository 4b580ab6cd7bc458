import { createHash } from "node:crypto";
import ical from "ical-generator";
import { addDays } from "./dates";

// A listing's availability as an iCalendar feed (RFC 5545), the way Airbnb and Booking.com
// exchange it: every occupied night in all-day events, consecutive nights of one booking (or
// of one run of blocks) as one event, with stable UIDs and no guest's personal data.

export type OccupiedKind = "booked" | "held" | "blocked";

export interface OccupiedNight {
  night: string;
  kind: OccupiedKind;
  /** The booking occupying it; null for a block. */
  bookingReference: string | null;
}

export interface FeedEvent {
  uid: string;
  /** The first night, an ISO date. */
  start: string;
  /** The day after the last night (DTEND of an all-day event is exclusive). */
  end: string;
  summary: string;
}

const SUMMARY: Record<OccupiedKind, string> = {
  booked: "Reserved",
  held: "Reserved",
  blocked: "Not available",
};

/** Opaque and stable: the same booking (or run of blocks) keeps its UID between fetches. */
function uidOf(listingId: string, occupant: string): string {
  const digest = createHash("sha256").update(`${listingId}:${occupant}`).digest("hex");
  return `${digest.slice(0, 32)}@akwaaba.gh`;
}

/** The nights, in order, as events: a run ends where the occupant changes or a night is free. */
export function feedEvents(listingId: string, nights: readonly OccupiedNight[]): FeedEvent[] {
  const sorted = [...nights].sort((a, b) => a.night.localeCompare(b.night));
  const events: FeedEvent[] = [];
  let run: { occupant: string; kind: OccupiedKind; start: string; end: string } | null = null;
  const close = () => {
    if (!run) return;
    const occupant = run.kind === "blocked" ? `block:${run.start}` : run.occupant;
    events.push({
      uid: uidOf(listingId, occupant),
      start: run.start,
      end: run.end,
      summary: SUMMARY[run.kind],
    });
  };
  for (const { night, kind, bookingReference } of sorted) {
    const occupant = bookingReference ?? "block";
    if (run && run.occupant === occupant && run.end === night) {
      run.end = addDays(night, 1);
      continue;
    }
    close();
    run = { occupant, kind, start: night, end: addDays(night, 1) };
  }
  close();
  return events;
}

export interface CalendarFeedParams {
  /** The calendar's name, e.g. "Akwaaba · Labadi Beach Villa". */
  name: string;
  events: readonly FeedEvent[];
  /** DTSTAMP of every event: the feed's last change, so an unchanged feed is byte-identical. */
  stamp: Date;
}

export function calendarFeed({ name, events, stamp }: CalendarFeedParams): string {
  const calendar = ical({
    name,
    prodId: { company: "Akwaaba", product: "Calendar", language: "EN" },
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: new Date(`${event.start}T00:00:00.000Z`),
      end: new Date(`${event.end}T00:00:00.000Z`),
      allDay: true,
      summary: event.summary,
      stamp,
    });
  }
  return calendar.toString();
}
