// What the site's two calendars (react-day-picker) share: dates as ISO strings in UTC (Ghana
// keeps UTC, and the server's render must match the browser's), weeks from Monday, and the
// site's words for months and weekdays.

import type { DayPickerProps } from "react-day-picker";
import { formatMonth, weekdayName } from "@/lib/date-format";

/** "2026-06-12" → that day at midnight UTC. */
export function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** A calendar's day (midnight in UTC) → "2026-06-12". */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const monthTitle = (month: Date) => formatMonth(isoDay(month).slice(0, 7), true);

export const calendarSettings = {
  timeZone: "UTC",
  weekStartsOn: 1,
  lang: "en-GB",
  formatters: {
    formatCaption: monthTitle,
    formatWeekdayName: (weekday: Date) => weekdayName(weekday, "short"),
  },
} satisfies Partial<DayPickerProps>;

/** The grid's and the weekdays' accessible names. */
export const calendarLabels = {
  labelGrid: monthTitle,
  labelWeekday: (weekday: Date) => weekdayName(weekday, "long"),
} satisfies DayPickerProps["labels"];
