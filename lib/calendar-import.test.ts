import { describe, expect, it } from "vitest";
import { calendarFeed, feedEvents } from "./calendar-feed";
import { CalendarParseError, nightsOfFeed } from "./calendar-import";

// Feeds shaped like the channels' own exports, written from RFC 5545 and their published
// samples (CRLF lines, as they send them).
const feed = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR"].join("\r\n");

const event = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"];

const WINDOW = { from: "2026-12-01", to: "2027-03-01" };
const nights = (text: string, window = WINDOW) =>
  nightsOfFeed(text, window).map((night) => night.night);

const AIRBNB = feed(
  "PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
  "CALSCALE:GREGORIAN",
  ...event(
    "DTEND;VALUE=DATE:20261207",
    "DTSTART;VALUE=DATE:20261204",
    "UID:1418fb94e984-2a8e3b0ab1fc1e1d1a8a6e2c6a4ac1b2@airbnb.com",
    "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC\\nPhone Number (Last 4 Digits): 1234",
    "SUMMARY:Reserved",
  ),
  ...event(
    "DTEND;VALUE=DATE:20261226",
    "DTSTART;VALUE=DATE:20261224",
    "UID:7f3c8a2d0e1b-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e@airbnb.com",
    "SUMMARY:Airbnb (Not available)",
  ),
);

const BOOKING = feed(
  "PRODID:-//admin.booking.com//EN",
  "METHOD:PUBLISH",
  ...event(
    "UID:a6b1c2d3e4f5@booking.com",
    "DTSTAMP:20261120T101500Z",
    "DTSTART;VALUE=DATE:20270110",
    "DTEND;VALUE=DATE:20270112",
    "SUMMARY:CLOSED - Not available",
  ),
);

describe("nightsOfFeed", () => {
  it("reads Airbnb's all-day reservations and blocks, DTEND exclusive", () => {
    expect(nights(AIRBNB)).toEqual([
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-24",
      "2026-12-25",
    ]);
    expect(nightsOfFeed(AIRBNB, WINDOW)[0]?.uid).toContain("@airbnb.com");
  });

  it("reads Booking.com's closed dates", () => {
    expect(nights(BOOKING)).toEqual(["2027-01-10", "2027-01-11"]);
  });

  it("keeps only the window's nights", () => {
    expect(nights(AIRBNB, { from: "2026-12-05", to: "2026-12-25" })).toEqual([
      "2026-12-05",
      "2026-12-06",
      "2026-12-24",
    ]);
  });

  it("takes a timed event's nights in Accra's time, by the feed's own VTIMEZONE", () => {
    const shifted = feed(
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
      // 20:00 in New York on the 4th is 01:00 on the 5th in Accra.
      ...event(
        "UID:tz-1",
        "DTSTART;TZID=America/New_York:20261204T200000",
        "DTEND;TZID=America/New_York:20261207T100000",
      ),
    );
    expect(nights(shifted)).toEqual(["2026-12-05", "2026-12-06"]);
    const utc = feed(...event("UID:utc-1", "DTSTART:20261204T140000Z", "DTEND:20261207T110000Z"));
    expect(nights(utc)).toEqual(["2026-12-04", "2026-12-05", "2026-12-06"]);
  });

  it("takes the night of a timed event that starts and ends the same day", () => {
    const sameDay = feed(...event("UID:d", "DTSTART:20261210T090000Z", "DTEND:20261210T170000Z"));
    expect(nights(sameDay)).toEqual(["2026-12-10"]);
  });

  it("expands a recurring event over the window only, skipping cancelled and moved occurrences", () => {
    const weekly = feed(
      ...event(
        "UID:weekly",
        "DTSTART;VALUE=DATE:20261205",
        "DTEND;VALUE=DATE:20261206",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;VALUE=DATE:20261212",
      ),
      ...event(
        "UID:weekly",
        "RECURRENCE-ID;VALUE=DATE:20261219",
        "DTSTART;VALUE=DATE:20261220",
        "DTEND;VALUE=DATE:20261221",
      ),
      ...event(
        "UID:weekly",
        "RECURRENCE-ID;VALUE=DATE:20261226",
        "STATUS:CANCELLED",
        "DTSTART;VALUE=DATE:20261226",
        "DTEND;VALUE=DATE:20261227",
      ),
    );
    expect(nights(weekly)).toEqual(["2026-12-05", "2026-12-20"]);
  });

  it("bounds a rule without an end, and one that began long ago", () => {
    const forever = feed(
      ...event(
        "UID:forever",
        "DTSTART;VALUE=DATE:20160101",
        "DTEND;VALUE=DATE:20160102",
        "RRULE:FREQ=DAILY",
      ),
    );
    const window = { from: "2026-12-01", to: "2026-12-04" };
    expect(nights(forever, window)).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"]);
  });

  it("ignores a cancelled event", () => {
    const gone = feed(
      ...event(
        "UID:gone",
        "STATUS:CANCELLED",
        "DTSTART;VALUE=DATE:20261204",
        "DTEND;VALUE=DATE:20261206",
      ),
    );
    expect(nights(gone)).toEqual([]);
  });

  it.each([
    ["not a calendar", "<html><body>Bad gateway</body></html>"],
    [
      "a cut-off calendar",
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026",
    ],
    ["another component", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ama\r\nEND:VCARD"],
  ])("refuses %s with a CalendarParseError", (_, text) => {
    expect(() => nightsOfFeed(text, WINDOW)).toThrow(CalendarParseError);
  });

  it("reads our own export back as the nights it was made of", () => {
    const ours = [
      { night: "2026-12-04", kind: "booked" as const, bookingReference: "BK-AAAA2222" },
      { night: "2026-12-05", kind: "booked" as const, bookingReference: "BK-AAAA2222" },
      { night: "2026-12-09", kind: "blocked" as const, bookingReference: null },
    ];
    const text = calendarFeed({
      name: "Akwaaba · Test",
      events: feedEvents("listing1", ours),
      stamp: new Date("2026-11-20T10:00:00.000Z"),
    });
    expect(nights(text)).toEqual(ours.map((one) => one.night));
  });
});
