import { weekdayDate } from "@/lib/date-format";
import { formatGhs } from "@/lib/money-format";
import { guestWords, plural } from "@/lib/words";
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
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  /** HH:MM */
  checkInTime: string;
  checkOutTime: string;
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
  const stay: DetailRow[] = [
    { label: "Reference", value: data.reference },
    { label: "Check-in", value: `${weekdayDate(data.checkIn)}, from ${data.checkInTime}` },
    { label: "Check-out", value: `${weekdayDate(data.checkOut)}, by ${data.checkOutTime}` },
    { label: "Nights", value: String(data.nights) },
    { label: "Guests", value: guestWords(data.adults, data.children) },
  ];
  if (data.address.trim()) stay.push({ label: "Address", value: data.address.trim() });
  const price: DetailRow[] = [
    {
      label: `${formatGhs(data.pricePerNight)} × ${plural(data.nights, "night")}`,
      value: formatGhs(data.subtotal),
    },
    { label: "Service fee", value: formatGhs(data.serviceFee) },
    { label: "Taxes", value: formatGhs(data.taxes) },
    { label: "Total paid", value: formatGhs(data.total), strong: true },
  ];

  const html = emailDocument({
    title: subject,
    preheader: `${data.listingTitle}, ${weekdayDate(data.checkIn)} to ${weekdayDate(data.checkOut)}. Reference ${data.reference}.`,
    body: [
      heading("Your booking is confirmed"),
      paragraph(greeting(data.guestName)),
      paragraph(`Thank you for your payment. Your stay at ${data.listingTitle} is booked.`),
      subheading("Your stay"),
      detailsTable("Stay details", stay),
      subheading("Price"),
      detailsTable("Price breakdown", price),
      button("View your trip", link),
      paragraph(`If the button does not work, open this address: ${link}`),
      paragraph("Akwaaba, and enjoy your stay!"),
    ].join("\n"),
  });

  const text = [
    "Your booking is confirmed",
    "",
    greeting(data.guestName),
    "",
    `Thank you for your payment. Your stay at ${data.listingTitle} is booked.`,
    "",
    "YOUR STAY",
    ...stay.map((row) => `${row.label}: ${row.value}`),
    "",
    "PRICE",
    ...price.map((row) => `${row.label}: ${row.value}`),
    "",
    `View your trip: ${link}`,
    "",
    "Akwaaba, and enjoy your stay!",
  ].join("\n");

  return { subject, html, text };
}
