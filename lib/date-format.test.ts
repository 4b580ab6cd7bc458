import { describe, expect, it } from "vitest";
import {
  dateRange,
  formatDate,
  formatDateTime,
  formatMonth,
  longDate,
  shortDate,
  stayDates,
  stayRange,
  weekdayDate,
  weekdayName,
} from "./date-format";

describe("dateRange", () => {
  it.each<[string, string, string, string]>([
    ["in one month", "2026-12-14", "2026-12-17", "Mon 14 – Thu 17 Dec 2026"],
    ["across months", "2026-11-30", "2026-12-03", "Mon 30 Nov – Thu 3 Dec 2026"],
    ["across years", "2026-12-30", "2027-01-02", "Wed 30 Dec 2026 – Sat 2 Jan 2027"],
    ["one day", "2026-12-14", "2026-12-14", "Mon 14 Dec 2026"],
    ["September, as Sep", "2026-09-01", "2026-09-03", "Tue 1 – Thu 3 Sep 2026"],
    ["a leap day", "2028-02-28", "2028-03-01", "Mon 28 Feb – Wed 1 Mar 2028"],
    ["not dates", "soon", "later", "soon – later"],
  ])("%s", (_, from, to, expected) => {
    expect(dateRange(from, to)).toBe(expected);
    expect(dateRange(from, to)).not.toContain(",");
  });

  it.each<[string, string, string]>([
    ["2026-12-14", "2026-12-17", "14 – 17 Dec 2026"],
    ["2026-11-30", "2026-12-03", "30 Nov – 3 Dec 2026"],
    ["2026-12-30", "2027-01-02", "30 Dec 2026 – 2 Jan 2027"],
  ])("without weekdays: %s – %s", (from, to, expected) => {
    expect(dateRange(from, to, { weekdays: false })).toBe(expected);
  });

  it("writes a stay from check-in to check-out, long and short", () => {
    expect(stayDates("2026-12-14", "2026-12-17")).toBe("Mon 14 – Thu 17 Dec 2026");
    expect(stayRange("2026-12-14", "2026-12-17")).toBe("14 – 17 Dec 2026");
  });
});

describe("single dates", () => {
  it.each<[string, (value: string) => string, string, string]>([
    ["formatDate", formatDate, "2026-06-12", "12 Jun 2026"],
    ["formatDate of a timestamp, in UTC", formatDate, "2026-06-12T23:30:00-02:00", "13 Jun 2026"],
    ["formatDateTime", formatDateTime, "2026-06-12T14:05:09Z", "12 Jun 2026, 14:05 UTC"],
    ["formatMonth", formatMonth, "2026-09", "Sep 2026"],
    ["longDate", longDate, "2026-10-14", "Wednesday 14 October 2026"],
    ["shortDate", shortDate, "2026-10-14", "Wed 14 Oct"],
    ["weekdayDate", weekdayDate, "2026-10-14", "Wed 14 Oct 2026"],
    ["weekdayDate", weekdayDate, "2028-02-29", "Tue 29 Feb 2028"],
    ["a value that is no date", formatDate, "tomorrow", "tomorrow"],
  ])("%s", (_, format, value, expected) => {
    expect(format(value)).toBe(expected);
  });

  it("says the zone as asked, and a dash for nothing", () => {
    expect(formatDateTime(new Date("2026-01-02T03:04:00Z"), "GMT")).toBe("2 Jan 2026, 03:04 GMT");
    expect(formatDate(null)).toBe("—");
    expect(formatMonth("2026-03", true)).toBe("March 2026");
  });

  it("names weekdays short and long", () => {
    const monday = new Date("2026-12-14T00:00:00Z");
    expect([weekdayName(monday, "short"), weekdayName(monday, "long")]).toEqual(["Mon", "Monday"]);
  });
});
