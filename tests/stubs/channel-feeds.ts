// Feed texts shaped like the channels' own exports, written from RFC 5545 and their published
// samples: CRLF lines, long lines folded at 75 octets, text values escaped.
import { createHash } from "node:crypto";

export interface AllDayEvent {
  /** The first night, YYYY-MM-DD. */
  start: string;
  /** The day after the last night (DTEND of an all-day event is exclusive). */
  end: string;
  summary?: string;
  uid?: string;
}

export interface TimedEvent {
  /** The zone's local time, YYYY-MM-DDTHH:MM:SS. */
  start: string;
  end: string;
  summary?: string;
  uid?: string;
}

const STAMP = "DTSTAMP:20261120T101500Z";

const ZONES = {
  "America/New_York": [
    "BEGIN:VTIMEZONE",
    "TZID:America/New_York",
    "BEGIN:STANDARD",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
  ],
};

export type FeedZone = keyof typeof ZONES;

/** RFC 5545 3.1: a line longer than 75 octets goes on in lines that start with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/** RFC 5545 3.3.11. */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\n/g, "\\n");
}

const date = (iso: string) => iso.replaceAll("-", "");
const dateTime = (iso: string) => iso.replace(/[-:]/g, "");
const digest = (seed: string) => createHash("sha256").update(seed).digest("hex");

function calendar(head: string[], events: string[][]): string {
  const lines = ["BEGIN:VCALENDAR", ...head, ...events.flat(), "END:VCALENDAR"];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

function vevent(...lines: string[]): string[] {
  return ["BEGIN:VEVENT", ...lines, "END:VEVENT"];
}

function airbnbDescription(hash: string): string {
  const code = `HM${hash.slice(0, 8).toUpperCase()}`;
  const phone = String(Number.parseInt(hash.slice(8, 12), 16) % 10_000).padStart(4, "0");
  return `Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\nPhone Number (Last 4 Digits): ${phone}`;
}

export function airbnbFeed(events: readonly AllDayEvent[]): string {
  return calendar(
    ["PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN", "CALSCALE:GREGORIAN", "VERSION:2.0"],
    events.map(({ start, end, summary = "Reserved", uid }, index) => {
      const hash = digest(`airbnb:${index}:${start}:${end}`);
      return vevent(
        STAMP,
        `DTSTART;VALUE=DATE:${date(start)}`,
        `DTEND;VALUE=DATE:${date(end)}`,
        `SUMMARY:${text(summary)}`,
        `UID:${uid ?? `${hash.slice(0, 12)}-${hash.slice(12, 44)}@airbnb.com`}`,
        ...(summary === "Reserved" ? [`DESCRIPTION:${text(airbnbDescription(hash))}`] : []),
      );
    }),
  );
}

export function bookingComFeed(events: readonly AllDayEvent[]): string {
  return calendar(
    ["VERSION:2.0", "PRODID:-//admin.booking.com//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"],
    events.map(({ start, end, summary = "CLOSED - Not available", uid }, index) =>
      vevent(
        `UID:${uid ?? `${digest(`booking:${index}:${start}:${end}`).slice(0, 32)}@booking.com`}`,
        STAMP,
        `DTSTART;VALUE=DATE:${date(start)}`,
        `DTEND;VALUE=DATE:${date(end)}`,
        `SUMMARY:${text(summary)}`,
      ),
    ),
  );
}

/** Timed events in one zone, the zone's rules in the feed's own VTIMEZONE. */
export function timedFeedInZone(zone: FeedZone, events: readonly TimedEvent[]): string {
  return calendar(
    ["VERSION:2.0", "PRODID:-//Akwaaba tests//Timed feed//EN", ...ZONES[zone]],
    events.map(({ start, end, summary = "Busy", uid }, index) =>
      vevent(
        `UID:${uid ?? `${digest(`timed:${index}:${start}:${end}`).slice(0, 32)}@calendar.test`}`,
        STAMP,
        `DTSTART;TZID=${zone}:${dateTime(start)}`,
        `DTEND;TZID=${zone}:${dateTime(end)}`,
        `SUMMARY:${text(summary)}`,
      ),
    ),
  );
}
