import Link from "next/link";
import { Fact, PageHeader } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { BOOKING_STATUS } from "@/components/format/labels";
import { outingFacts } from "@/components/format/outing-facts";
import { tableLink } from "@/components/link-styles";
import { formatDate, formatDateTime, stayDates } from "@/lib/date-format";
import type { BookingStatus } from "@/lib/enums";
import { type BookedOuting, outingLine } from "@/lib/outing-words";
import { guestWords, plural } from "@/lib/words";

// What a booking's page shows (the admin's, the host's): its header, when and who, its
// cancellation, the guest's special requests.

interface WhenFactsProps {
  /** An activity's or experience's start; null for a stay. */
  outing: BookedOuting | null;
  booking: { checkIn: string; checkOut: string; adults: number; children: number };
}

/** An outing's date, start, length and party, or a stay's check-in, check-out and guests. */
export function WhenFacts({ outing, booking }: WhenFactsProps) {
  if (outing) {
    return outingFacts(outing, booking).map((fact) => (
      <Fact key={fact.label} label={fact.label}>
        {fact.value}
        {fact.detail ? (
          <span className="block text-sm font-normal text-ink-600">{fact.detail}</span>
        ) : null}
      </Fact>
    ));
  }
  return (
    <>
      <Fact label="Check-in">{formatDate(booking.checkIn)}</Fact>
      <Fact label="Check-out">{formatDate(booking.checkOut)}</Fact>
      <Fact label="Guests">{guestWords(booking.adults, booking.children)}</Fact>
    </>
  );
}

export function CancelledFact({ at, reason }: { at: Date | null; reason: string | null }) {
  if (!at) return null;
  return (
    <Fact label="Cancelled">
      {formatDateTime(at)}
      {reason ? <span className="block text-sm font-normal text-ink-600">{reason}</span> : null}
    </Fact>
  );
}

export function SpecialRequests({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="mt-4 rounded-xl bg-sand-50 px-4 py-3 text-sm">
      <p className="font-semibold text-ink-900">Special requests</p>
      <p className="mt-0.5 whitespace-pre-line text-ink-700">{text}</p>
    </div>
  );
}

interface BookingHeaderProps {
  booking: {
    reference: string;
    status: BookingStatus;
    checkIn: string;
    checkOut: string;
    nights: number;
    listing: { title: string };
  };
  outing: BookedOuting | null;
  /** The list the booking belongs to, for the breadcrumb. */
  listPath: string;
  /** Where the listing's name links. */
  listingHref: string;
}

/** A booking page's header: reference, status, listing and when. */
export function BookingHeader({ booking, outing, listPath, listingHref }: BookingHeaderProps) {
  return (
    <PageHeader
      title={
        <>
          Booking <span className="whitespace-nowrap">{booking.reference}</span>
        </>
      }
      trail={[{ href: listPath, label: "Bookings" }, { label: booking.reference }]}
    >
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
        <Badge tone={BOOKING_STATUS[booking.status].tone}>
          {BOOKING_STATUS[booking.status].label}
        </Badge>
        <Link href={listingHref} className={tableLink}>
          {booking.listing.title}
        </Link>
        <span>
          {outing
            ? outingLine(outing)
            : `${stayDates(booking.checkIn, booking.checkOut)} · ${plural(booking.nights, "night")}`}
        </span>
      </p>
    </PageHeader>
  );
}
