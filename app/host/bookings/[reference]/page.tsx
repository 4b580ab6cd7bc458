import type { Metadata } from "next";
import { cache } from "react";
import { findOrNull, loadOrNotFound } from "@/app/load-or-not-found";
import { BookingCancelForm } from "@/components/admin/booking-actions";
import {
  BookingHeader,
  CancelledFact,
  SpecialRequests,
  WhenFacts,
} from "@/components/admin/booking-facts";
import { Fact, Panel } from "@/components/admin/ui";
import { tableLink } from "@/components/link-styles";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { requireHostPage } from "@/lib/api/session";
import { BOOKING_TRANSITIONS, canUserCancel } from "@/lib/booking-transitions";
import { formatDateTime } from "@/lib/date-format";
import { todayUtc } from "@/lib/dates";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting } from "@/lib/outing-words";
import { cancellationTerms } from "@/lib/server/bookings/cancellation-terms";
import { getHostBooking, type HostBooking } from "@/lib/server/host/host-bookings";

export const dynamic = "force-dynamic";

interface PageProps {
  params: Promise<{ reference: string }>;
}

const loadBooking = cache(async (reference: string): Promise<HostBooking | null> => {
  const host = await requireHostPage(`/host/bookings/${reference}`);
  const wanted = decodeURIComponent(reference).toUpperCase();
  // Another host's booking is not found here, as a stranger's trip is not.
  return findOrNull(() => getHostBooking(getDb(), { hostId: host.id, reference: wanted }), {
    valid: /^[A-Z0-9-]{3,40}$/.test(wanted),
    missing: ["NOT_FOUND", "FORBIDDEN"],
  });
});

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const booking = await loadBooking((await params).reference);
  return { title: booking ? `Booking ${booking.reference}` : "Booking not found" };
}

/** What the guest paid, refunded whole if the host cancels now; null when it cannot be. */
async function hostRefund(booking: HostBooking, hostId: string) {
  const open = canUserCancel({
    status: booking.status,
    checkIn: booking.checkIn,
    today: todayUtc(),
    transition: BOOKING_TRANSITIONS.hostCancel,
  });
  if (!open.ok) return null;
  const terms = await cancellationTerms(getDb(), {
    reference: booking.reference,
    canceller: { kind: "host", userId: hostId },
  });
  return {
    paidTotal: terms.payment ? terms.refund.amount : null,
    policy: { amount: "0.00", fraction: 0, daysBeforeCheckIn: terms.refund.daysBeforeCheckIn },
  };
}

export default async function HostBookingPage({ params }: PageProps) {
  const { reference } = await params;
  const host = await requireHostPage(`/host/bookings/${reference}`);
  const booking = await loadOrNotFound(() => loadBooking(reference));
  const outing = soldByStart(booking.listing.type)
    ? bookedOuting(booking, booking.listing.durationHours)
    : null;
  const choices = await hostRefund(booking, host.id);
  const contact = booking.guest.contact;

  return (
    <>
      <BookingHeader
        booking={booking}
        outing={outing}
        listPath="/host/bookings"
        listingHref={`/listings/${booking.listing.slug}`}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <Panel title={outing ? "Booking and guest" : "Stay and guest"}>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <WhenFacts outing={outing} booking={booking} />
            {contact ? (
              <>
                <Fact label="Guest name">{contact.name}</Fact>
                <Fact label="Guest e-mail">
                  <a href={`mailto:${contact.email}`} className={tableLink}>
                    {contact.email}
                  </a>
                </Fact>
                <Fact label="Guest phone">
                  <a href={`tel:${contact.phone}`} className={tableLink}>
                    {contact.phone}
                  </a>
                </Fact>
              </>
            ) : (
              <Fact label="Guest">
                {booking.guest.firstName}
                <span className="block text-sm font-normal text-ink-600">
                  The guest's contact appears here once the booking is confirmed.
                </span>
              </Fact>
            )}
            <Fact label="Booked">{formatDateTime(booking.createdAt)}</Fact>
            {booking.confirmedAt ? (
              <Fact label="Confirmed">{formatDateTime(booking.confirmedAt)}</Fact>
            ) : null}
            <CancelledFact at={booking.cancelledAt} reason={booking.cancelReason} />
          </dl>
          <SpecialRequests text={booking.specialRequests} />
        </Panel>
        <Panel title="Your earnings" className="lg:self-start">
          <p className="text-2xl font-semibold tabular-nums text-ink-900">
            {formatGhs(booking.subtotal)}
          </p>
          <p className="mt-1 text-sm text-ink-600">
            The booking's price before the guest's service fee and taxes, which Akwaaba keeps.
          </p>
        </Panel>
        {choices || booking.status === "CANCELLED" ? (
          <Panel
            id="cancel"
            title={choices ? "Cancel booking" : "Cancellation"}
            description={
              choices
                ? `Frees the ${outing ? "spots" : "nights"} and e-mails the guest. Cancel only when you truly cannot host: the guest relies on this booking.`
                : undefined
            }
          >
            <BookingCancelForm
              reference={booking.reference}
              byStart={outing !== null}
              choices={choices}
              cancelled={
                booking.status === "CANCELLED"
                  ? {
                      at: formatDateTime(booking.cancelledAt),
                      reason: booking.cancelReason,
                      refunded: Number(booking.refunded),
                    }
                  : null
              }
              asHost
            />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
