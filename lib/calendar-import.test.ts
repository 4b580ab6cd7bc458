import { describe, expect, it } from "vitest";
import { airbnbFeed, bookingComFeed, timedFeedInZone } from "@/tests/stubs/channel-feeds";
import { calendarFeed, feedEvents } from "./calendar-feed";
import { CalendarParseError, nightsOfFeed } from "./calendar-import";

// Feeds the channels' exports do not show, written from RFC 5545 (CRLF lines, as they send them).
const feed = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", ...lines, "END:VCALENDAR"].join("\r\n");

const event = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"];

const WINDOW = { from: "2026-12-01", to: "2027-03-01" };
const nights = (text: string, window = WINDOW) =>
  nightsOfFeed(text, window).map((night) => night.night);

const AIRBNB = airbnbFeed([
  { start: "2026-12-04", end: "2026-12-07" },
  { start: "2026-12-24", end: "2026-12-26", summary: "Airbnb (Not available)" },
]);

const BOOKING = bookingComFeed([{ start: "2027-01-10", end: "2027-01-12" }]);

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
    // 20:00 in New York on the 4th is 01:00 on the 5th in Accra.
    const shifted = timedFeedInZone("America/New_York", [
      { start: "2026-12-04T20:00:00", end: "2026-12-07T10:00:00" },
    ]);
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
