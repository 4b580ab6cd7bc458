import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFeed, feedEvents, type OccupiedNight } from "./calendar-feed";

const night = (date: string, kind: OccupiedNight["kind"], reference: string | null = null) => ({
  night: date,
  kind,
  bookingReference: reference,
});

describe("feedEvents", () => {
  it.each([
    ["nothing", [], []],
    [
      "one booking of three nights",
      [
        night("2026-12-04", "booked", "BK-AAAA2222"),
        night("2026-12-05", "booked", "BK-AAAA2222"),
        night("2026-12-06", "booked", "BK-AAAA2222"),
      ],
      [["2026-12-04", "2026-12-07", "Reserved"]],
    ],
    [
      "two bookings back to back, a hold, a block",
      [
        night("2026-12-05", "booked", "BK-BBBB3333"),
        night("2026-12-04", "booked", "BK-AAAA2222"),
        night("2026-12-06", "held", "BK-CCCC4444"),
        night("2026-12-08", "blocked"),
        night("2026-12-09", "blocked"),
      ],
      [
        ["2026-12-04", "2026-12-05", "Reserved"],
        ["2026-12-05", "2026-12-06", "Reserved"],
        ["2026-12-06", "2026-12-07", "Reserved"],
        ["2026-12-08", "2026-12-10", "Not available"],
      ],
    ],
    [
      "blocks with a free night between",
      [night("2026-12-30", "blocked"), night("2027-01-01", "blocked")],
      [
        ["2026-12-30", "2026-12-31", "Not available"],
        ["2027-01-01", "2027-01-02", "Not available"],
      ],
    ],
  ] as const)("%s", (_, nights, expected) => {
    const events = feedEvents("listing1", nights);
    expect(events.map((event) => [event.start, event.end, event.summary])).toEqual(expected);
  });

  it("keeps a booking's UID whatever else changes, and gives others their own", () => {
    const before = feedEvents("listing1", [night("2026-12-04", "held", "BK-AAAA2222")]);
    const after = feedEvents("listing1", [
      night("2026-12-01", "blocked"),
      night("2026-12-04", "booked", "BK-AAAA2222"),
    ]);
    expect(after[1]?.uid).toBe(before[0]?.uid);
    expect(after[0]?.uid).not.toBe(before[0]?.uid);
    expect(feedEvents("listing2", [night("2026-12-04", "held", "BK-AAAA2222")])[0]?.uid).not.toBe(
      before[0]?.uid,
    );
    expect(before[0]?.uid).not.toContain("BK-");
  });
});

describe("calendarFeed", () => {
  const events = feedEvents("listing1", [
    night("2026-12-31", "booked", "BK-AAAA2222"),
    night("2027-01-01", "booked", "BK-AAAA2222"),
    night("2027-01-05", "blocked"),
  ]);
  const stamp = new Date("2026-11-20T10:00:00.000Z");
  const text = calendarFeed({ name: "Akwaaba · Labadi Beach Villa", events, stamp });

  it("writes all-day events (DTSTART;VALUE=DATE) with exclusive ends and CRLF lines", () => {
    expect(text).toContain("DTSTART;VALUE=DATE:20261231\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20270102\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:20270105\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20270106\r\n");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });

  it("is the same text for the same nights and stamp", () => {
    expect(calendarFeed({ name: "Akwaaba · Labadi Beach Villa", events, stamp })).toBe(text);
  });

  it("round-trips through the iCalendar parser the import uses (ical.js)", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const parsed = calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
        summary: event.summary,
      };
    });
    expect(parsed).toEqual(
      events.map((event) => ({
        uid: event.uid,
        start: event.start,
        end: event.end,
        allDay: true,
        summary: event.summary,
      })),
    );
  });
});
