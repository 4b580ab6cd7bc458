import { weekdayDate } from "@/lib/date-format";
import { plural } from "@/lib/words";
import type { RenderedEmail } from "./booking-confirmed";
import { greeting, oneLine, typedText } from "./format";
import { button, type DetailRow, detailsTable, emailDocument, heading, paragraph } from "./layout";

export const CALENDAR_CONFLICT_TEMPLATE = "calendar-conflict";

/** The outbox key: one message per feed and booking it clashes with, however often it syncs. */
export function calendarConflictKey(feedId: string, bookingId: string): string {
  return `${CALENDAR_CONFLICT_TEMPLATE}/${feedId}/${bookingId}`;
}

export interface CalendarConflictData {
  hostName: string;
  feedName: string;
  listingTitle: string;
  reference: string;
  /** The nights both claim, in order. */
  nights: readonly string[];
  /** The listing's calendar in the host's editor. */
  calendarUrl: string;
}

/** Another channel says nights are taken that one of our bookings holds: the host must act. */
export function renderCalendarConflict(data: CalendarConflictData): RenderedEmail {
  const feed = typedText(data.feedName, 60);
  const subject = oneLine(`Calendar conflict: ${feed} and booking ${data.reference}`);
  const first = data.nights[0] ?? "";
  const last = data.nights.at(-1) ?? first;
  const when =
    first === last ? weekdayDate(first) : `${weekdayDate(first)} to ${weekdayDate(last)}`;
  const count = data.nights.length;
  const lead = `${feed}'s calendar says ${plural(count, "night")} of ${data.listingTitle} ${count === 1 ? "is" : "are"} taken that booking ${data.reference} already holds here. Nothing was changed on Akwaaba: the guest's booking stands. Check the other channel and cancel the stay there, or contact the guest.`;
  const rows: DetailRow[] = [
    { label: "Listing", value: data.listingTitle },
    { label: "Booking", value: data.reference },
    { label: "Calendar", value: feed },
    { label: "Nights", value: when },
  ];
  const html = emailDocument({
    title: subject,
    preheader: lead,
    body: [
      heading("Two channels sold the same nights"),
      paragraph(greeting(data.hostName)),
      paragraph(lead),
      detailsTable("Conflict", rows),
      button("Open the calendar", data.calendarUrl),
      paragraph(`If the button does not work, open this address: ${data.calendarUrl}`),
    ].join("\n"),
  });
  const text = [
    "Two channels sold the same nights",
    "",
    greeting(data.hostName),
    "",
    lead,
    "",
    ...rows.map((row) => `${row.label}: ${row.value}`),
    "",
    `Open the calendar: ${data.calendarUrl}`,
  ].join("\n");
  return { subject, html, text };
}
