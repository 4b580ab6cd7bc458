import Big from "big.js";
import { soldByStart } from "@/lib/activity-starts";
import { weekdayDate } from "@/lib/date-format";
import type { ListingType } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting, outingLine } from "@/lib/outing-words";
import { plural } from "@/lib/words";
import type { RenderedEmail } from "./booking-confirmed";
import { greeting, oneLine, tripUrl, typedText } from "./format";
import { button, type DetailRow, detailsTable, emailDocument, heading, paragraph } from "./layout";

export const BOOKING_CANCELLED_TEMPLATE = "booking-cancelled";

/** The outbox key, also Resend's idempotency key: one cancellation notice per booking. */
export function bookingCancelledKey(bookingId: string): string {
  return `${BOOKING_CANCELLED_TEMPLATE}/${bookingId}`;
}

export interface BookingCancelledData {
  reference: string;
  guestName: string;
  listingTitle: string;
  /** Activities and experiences are told by their start, stays by their dates. */
  type: ListingType;
  checkIn: string;
  checkOut: string;
  /** An activity's start, HH:MM; null for a stay or any time that day. */
  startTime: string | null;
  /** Nights of a stay; days of an activity or experience. */
  nights: number;
  adults: number;
  children: number;
  /** Hours of a one-day activity, if it says. */
  durationHours: number | null;
  /** The reason given at cancellation, if any. */
  reason: string | null;
  /** `amount` is a decimal string in GHS; `eligible` false (or a zero amount) means no refund. */
  refund: { eligible: boolean; amount: string };
  /** The listing's host cancelled, not the guest or the platform. */
  byHost?: boolean;
  appUrl: string;
}

export function renderBookingCancelled(data: BookingCancelledData): RenderedEmail {
  const subject = oneLine(`Booking cancelled: ${data.listingTitle} (${data.reference})`);
  const link = tripUrl(data.appUrl, data.reference);
  const refunding = data.refund.eligible && new Big(data.refund.amount).gt(0);
  const refundLine = refunding
    ? `A refund of ${formatGhs(data.refund.amount)} is on its way to the account you paid with. It usually arrives within 5 to 10 working days.`
    : "No refund is due for this booking.";
  const rows: DetailRow[] = [
    { label: "Reference", value: data.reference },
    { label: "Listing", value: data.listingTitle },
    soldByStart(data.type)
      ? { label: "When", value: outingLine(bookedOuting(data, data.durationHours)) }
      : {
          label: "Dates",
          value: `${weekdayDate(data.checkIn)} to ${weekdayDate(data.checkOut)} (${plural(data.nights, "night")})`,
        },
  ];
  const cancelled = data.byHost
    ? `We are sorry: your host had to cancel your booking at ${data.listingTitle}, so everything you paid is refunded.`
    : `Your booking at ${data.listingTitle} has been cancelled.`;
  const reason = data.reason ? typedText(data.reason, 300) : "";
  if (reason) rows.push({ label: "Reason", value: reason });
  rows.push({
    label: "Refund",
    value: refunding ? `${formatGhs(data.refund.amount)}, on its way` : "None",
    strong: true,
  });

  const html = emailDocument({
    title: subject,
    preheader: `Your booking ${data.reference} at ${data.listingTitle} has been cancelled.`,
    body: [
      heading("Your booking has been cancelled"),
      paragraph(greeting(data.guestName)),
      paragraph(cancelled),
      detailsTable("Cancelled booking", rows),
      paragraph(refundLine),
      button("View the booking", link),
      paragraph(`If the button does not work, open this address: ${link}`),
      paragraph("We hope to welcome you another time."),
    ].join("\n"),
  });

  const text = [
    "Your booking has been cancelled",
    "",
    greeting(data.guestName),
    "",
    cancelled,
    "",
    ...rows.map((row) => `${row.label}: ${row.value}`),
    "",
    refundLine,
    "",
    `View the booking: ${link}`,
    "",
    "We hope to welcome you another time.",
  ].join("\n");

  return { subject, html, text };
}
