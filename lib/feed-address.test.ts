import { describe, expect, it } from "vitest";
import { channelName, checkFeedAddress, isPublicAddress } from "./feed-address";

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["41.66.200.1", true],
    ["2001:4860:4860::8888", true],
    ["127.0.0.1", false],
    ["127.1.2.3", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["172.32.0.1", true],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["::1", false],
    ["::", false],
    ["fd00::1", false],
    ["fe80::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:8.8.8.8", true],
    ["[::1]", false],
    ["not-an-ip", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("checkFeedAddress", () => {
  it.each([
    ["https://www.airbnb.com/calendar/ical/123.ics?s=abc", true],
    ["http://admin.booking.com/hotel/hoteladmin/ical.html?t=abc", true],
    ["https://8.8.8.8/feed.ics", true],
    ["ftp://example.com/feed.ics", false],
    ["file:///etc/passwd", false],
    ["javascript:alert(1)", false],
    ["not an address", false],
    ["http://localhost:3000/api/calendars/x.ics", false],
    ["http://localhost.:3000/api/calendars/x.ics", false],
    ["http://printer.local./feed.ics", false],
    ["http://printer.local/feed.ics", false],
    ["http://127.0.0.1/feed.ics", false],
    ["http://[::1]:8080/feed.ics", false],
    ["http://169.254.169.254/latest/meta-data/", false],
    ["http://10.0.0.5/feed.ics", false],
    ["https://user:secret@example.com/feed.ics", false],
  ])("%s → %s", (address, ok) => {
    expect(checkFeedAddress(address).ok).toBe(ok);
  });

  it("lets the tests' stub through by its host and port, and only it", () => {
    const rules = { allowedHosts: ["127.0.0.1:4567"] };
    expect(checkFeedAddress("http://127.0.0.1:4567/airbnb.ics", rules).ok).toBe(true);
    expect(checkFeedAddress("http://127.0.0.1:4568/airbnb.ics", rules).ok).toBe(false);
  });

  it("says why it refuses", () => {
    expect(checkFeedAddress("http://10.0.0.5/feed.ics")).toEqual({
      ok: false,
      reason: "a private or local address",
    });
  });
});

describe("channelName", () => {
  it.each([
    ["https://www.airbnb.com/calendar/ical/123.ics?s=abc", "Airbnb"],
    ["https://www.airbnb.co.uk/calendar/ical/123.ics", "Airbnb"],
    ["https://admin.booking.com/hotel/hoteladmin/ical.html?t=x", "Booking.com"],
    ["https://www.vrbo.com/icalendar/abc.ics", "Vrbo"],
    ["https://calendar.google.com/calendar/ical/x/basic.ics", "Google Calendar"],
    ["https://www.lodgify.com/ical/1.ics", "lodgify.com"],
    ["https://notairbnb.example/feed.ics", "notairbnb.example"],
    ["https://booking.com.evil.example/feed.ics", "booking.com.evil.example"],
  ])("%s is %s", (address, name) => {
    expect(channelName(new URL(address))).toBe(name);
  });
});
