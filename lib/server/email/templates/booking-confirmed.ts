import { soldByStart } from "@/lib/activity-starts";
import { weekdayDate } from "@/lib/date-format";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting, outingLine, outingWhen } from "@/lib/outing-words";
import { guestWords, unitsWords } from "@/lib/words";
import { greeting, oneLine, tripUrl } from "./format";
import {
  button,
  type DetailRow,
  detailsTable,
  emailDocument,
  heading,
  paragraph,
  subheading,
} from "./layout";

export const BOOKING_CONFIRMED_TEMPLATE = "booking-confirmed";

/** The outbox key, also Resend's idempotency key: one confirmation per booking. */
export function bookingConfirmedKey(bookingId: string): string {
  return `${BOOKING_CONFIRMED_TEMPLATE}/${bookingId}`;
}

/** Everything the confirmation shows. Money as decimal strings in GHS, dates as ISO dates. */
export interface BookingEmailData {
  reference: string;
  guestName: string;
  listingTitle: string;
  /** The listing's street address; may be empty. */
  address: string;
  /** Activities and experiences are told by their start, stays by their nights. */
  type: ListingType;
  checkIn: string;
  checkOut: string;
  /** An activity's start, HH:MM; null for a stay or any time that day. */
  startTime: string | null;
  /** Nights of a stay; days of an activity or experience. */
  nights: number;
  adults: number;
  children: number;
  /** A stay's times, HH:MM. */
  checkInTime: string;
  checkOutTime: string;
  /** Hours of a one-day activity, if it says. */
  durationHours: number | null;
  priceUnit: PriceUnit;
  /** The unit price. */
  pricePerNight: string;
  subtotal: string;
  serviceFee: string;
  taxes: string;
  total: string;
  appUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function renderBookingConfirmed(data: BookingEmailData): RenderedEmail {
  const subject = oneLine(`Booking confirmed: ${data.listingTitle} (${data.reference})`);
  const link = tripUrl(data.appUrl, data.reference);
  const outing = soldByStart(data.type);
  const words = outing
    ? {
        booked: `You are booked on ${data.listingTitle}.`,
        details: "Your booking",
        caption: "Booking details",
        when: `${data.listingTitle}, ${outingWhen(data.checkIn, data.startTime)}`,
        farewell: "Akwaaba, and have a wonderful time!",
      }
    : {
        booked: `Your stay at ${data.listingTitle} is booked.`,
        details: "Your stay",
        caption: "Stay details",
        when: `${data.listingTitle}, ${weekdayDate(data.checkIn)} to ${weekdayDate(data.checkOut)}`,
        farewell: "Akwaaba, and enjoy your stay!",
      };
  const booked: DetailRow[] = outing
    ? [
        { label: "Reference", value: data.reference },
        { label: "When", value: outingLine(bookedOuting(data, data.durationHours)) },
      ]
    : [
        { label: "Reference", value: data.reference },
        { label: "Check-in", value: `${weekdayDate(data.checkIn)}, from ${data.checkInTime}` },
        { label: "Check-out", value: `${weekdayDate(data.checkOut)}, by ${data.checkOutTime}` },
        { label: "Nights", value: String(data.nights) },
        { label: "Guests", value: guestWords(data.adults, data.children) },
      ];
  if (data.address.trim()) booked.push({ label: "Address", value: data.address.trim() });
  const units = unitsWords({
    type: data.type,
    unit: data.priceUnit,
    nights: data.nights,
    participants: data.adults + data.children,
  });
  const price: DetailRow[] = [
    { label: `${formatGhs(data.pricePerNight)} × ${units}`, value: formatGhs(data.subtotal) },
    { label: "Service fee", value: formatGhs(data.serviceFee) },
    { label: "Taxes", value: formatGhs(data.taxes) },
    { label: "Total paid", value: formatGhs(data.total), strong: true },
  ];

  const html = emailDocument({
    title: subject,
    preheader: `${words.when}. Reference ${data.reference}.`,
    body: [
      heading("Your booking is confirmed"),
      paragraph(greeting(data.guestName)),
      paragraph(`Thank you for your payment. ${words.booked}`),
      subheading(words.details),
      detailsTable(words.caption, booked),
      subheading("Price"),
      detailsTable("Price breakdown", price),
      button("View your trip", link),
      paragraph(`If the button does not work, open this address: ${link}`),
      paragraph(words.farewell),
    ].join("\n"),
  });

  const text = [
    "Your booking is confirmed",
    "",
    greeting(data.guestName),
    "",
    `Thank you for your payment. ${words.booked}`,
    "",
    words.details.toUpperCase(),
    ...booked.map((row) => `${row.label}: ${row.value}`),
    "",
    "PRICE",
    ...price.map((row) => `${row.label}: ${row.value}`),
    "",
    `View your trip: ${link}`,
    "",
    words.farewell,
  ].join("\n");

  return { subject, html, text };
}
