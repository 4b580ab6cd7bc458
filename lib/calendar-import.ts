import ICAL from "ical.js";
import { addDays } from "./dates";

// What another channel's iCalendar feed (Airbnb's, Booking.com's, a calendar app's) says is
// taken: the nights its events cover, as Accra (UTC) sees them. All-day events cover
// [DTSTART, DTEND); a timed event covers the nights from its start's date to its end's, and
// at least the night of its start, since a night wrongly left free is a double booking.
// Recurring events are expanded over the window only, cancelled ones and cancelled
// occurrences ignored, moved occurrences taken where they moved to.

export class CalendarParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CalendarParseError";
  }
}

export interface ImportedNight {
  night: string;
  /** The event's UID, as the feed names it. */
  uid: string;
}

export interface NightsOfFeedOptions {
  /** The window of nights wanted, [from, to), ISO dates. */
  from: string;
  to: string;
  /** Occurrences of one recurring event walked at most (a rule from long ago, daily). */
  maxSteps?: number;
}

type Time = ICAL.Time;

const pad = (value: number) => String(value).padStart(2, "0");

/** The calendar date of a time in Accra (UTC); a date is its own. */
function dateOf(time: Time): string {
  const utc = time.isDate ? time : time.convertToZone(ICAL.Timezone.utcTimezone);
  return `${utc.year}-${pad(utc.month)}-${pad(utc.day)}`;
}

function nightsOf(start: Time, end: Time): string[] {
  const first = dateOf(start);
  const last = dateOf(end);
  const nights: string[] = [];
  for (let night = first; night < last; night = addDays(night, 1)) nights.push(night);
  return nights.length > 0 ? nights : [first];
}

const cancelled = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

function parse(text: string): ICAL.Component {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new CalendarParseError(
      `Not an iCalendar feed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (root.name !== "vcalendar")
    throw new CalendarParseError("Not an iCalendar feed: no VCALENDAR");
  return root;
}

/** Every night of [from, to) the feed's events take, each once, in order. */
export function nightsOfFeed(
  text: string,
  { from, to, maxSteps = 20_000 }: NightsOfFeedOptions,
): ImportedNight[] {
  const root = parse(text);
  const vevents = root.getAllSubcomponents("vevent");
  const moved = vevents.filter((vevent) => vevent.hasProperty("recurrence-id"));
  const taken = new Map<string, ImportedNight>();
  const take = (uid: string, start: Time, end: Time) => {
    for (const night of nightsOf(start, end)) {
      if (night >= from && night < to && !taken.has(night)) taken.set(night, { night, uid });
    }
  };
  for (const vevent of vevents) {
    if (vevent.hasProperty("recurrence-id") || cancelled(vevent)) continue;
    const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
    const event = new ICAL.Event(vevent, {
      exceptions: moved.filter((one) => one.getFirstPropertyValue("uid") === uid),
    });
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      take(uid, event.startDate, event.endDate ?? event.startDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let step = 0, next = occurrences.next(); next && step < maxSteps; step++) {
      const occurrence = event.getOccurrenceDetails(next);
      if (dateOf(occurrence.startDate) >= to) break;
      if (!cancelled(occurrence.item.component)) {
        take(uid, occurrence.startDate, occurrence.endDate);
      }
      next = occurrences.next();
    }
  }
  return [...taken.values()].sort((a, b) => a.night.localeCompare(b.night));
}
