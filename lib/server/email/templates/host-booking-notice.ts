import { soldByStart } from "@/lib/activity-starts";
import { weekdayDate } from "@/lib/date-format";
import type { ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting, outingLine } from "@/lib/outing-words";
import { guestWords, plural } from "@/lib/words";
import type { RenderedEmail } from "./booking-confirmed";
import { greeting, oneLine, typedText } from "./format";
import { button, type DetailRow, detailsTable, emailDocument, heading, paragraph } from "./layout";

/** What a host hears about a booking of their listing: a new one, or one cancelled. */
export type HostNoticeKind = "confirmed" | "cancelled";

export const HOST_NOTICE_TEMPLATE: Record<HostNoticeKind, string> = {
  confirmed: "host-booking-confirmed",
  cancelled: "host-booking-cancelled",
};

/** The outbox key, also Resend's idempotency key: one notice of each kind per booking. */
export function hostNoticeKey(kind: HostNoticeKind, bookingId: string): string {
  return `${HOST_NOTICE_TEMPLATE[kind]}/${bookingId}`;
}

export interface HostNoticeData {
  kind: HostNoticeKind;
  hostName: string;
  reference: string;
  /** The guest's first name only: a host reads the contact on the booking's page. */
  guestFirstName: string;
  listingTitle: string;
  type: ListingType;
  checkIn: string;
  checkOut: string;
  startTime: string | null;
  nights: number;
  adults: number;
  children: number;
  durationHours: number | null;
  /** The host's part of the price (the subtotal), GHS decimal string. */
  subtotal: string;
  reason: string | null;
  appUrl: string;
}

export function hostBookingUrl(appUrl: string, reference: string): string {
  return `${appUrl.replace(/\/+$/, "")}/host/bookings/${encodeURIComponent(reference)}`;
}

export function renderHostNotice(data: HostNoticeData): RenderedEmail {
  const confirmed = data.kind === "confirmed";
  const guest = typedText(data.guestFirstName, 40) || "A guest";
  const subject = oneLine(
    `${confirmed ? "New booking" : "Booking cancelled"}: ${data.listingTitle} (${data.reference})`,
  );
  const lead = confirmed
    ? `${guest} booked ${data.listingTitle} and paid. The guest's contact details are on the booking's page.`
    : `The booking of ${data.listingTitle} by ${guest} has been cancelled; its dates are free again.`;
  const rows: DetailRow[] = [
    { label: "Reference", value: data.reference },
    { label: "Listing", value: data.listingTitle },
    soldByStart(data.type)
      ? { label: "When", value: outingLine(bookedOuting(data, data.durationHours)) }
      : {
          label: "Dates",
          value: `${weekdayDate(data.checkIn)} to ${weekdayDate(data.checkOut)} (${plural(data.nights, "night")})`,
        },
    { label: "Guests", value: guestWords(data.adults, data.children) },
  ];
  const reason = data.reason ? typedText(data.reason, 300) : "";
  if (!confirmed && reason) rows.push({ label: "Reason", value: reason });
  if (confirmed)
    rows.push({ label: "Your earnings", value: formatGhs(data.subtotal), strong: true });
  const link = hostBookingUrl(data.appUrl, data.reference);
  const title = confirmed ? "You have a new booking" : "A booking was cancelled";

  const html = emailDocument({
    title: subject,
    preheader: lead,
    body: [
      heading(title),
      paragraph(greeting(data.hostName)),
      paragraph(lead),
      detailsTable("Booking", rows),
      button("Open the booking", link),
      paragraph(`If the button does not work, open this address: ${link}`),
    ].join("\n"),
  });
  const text = [
    title,
    "",
    greeting(data.hostName),
    "",
    lead,
    "",
    ...rows.map((row) => `${row.label}: ${row.value}`),
    "",
    `Open the booking: ${link}`,
  ].join("\n");
  return { subject, html, text };
}
