import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { cache } from "react";
import { loadOrNotFound } from "@/app/load-or-not-found";
import { Badge } from "@/components/badge";
import { CancelBookingDialog } from "@/components/booking/cancel-booking-dialog";
import { LapsedHold, PendingPayment } from "@/components/booking/pending-payment";
import { hrefWith } from "@/components/catalog/listing-query";
import { PriceBreakdown } from "@/components/catalog/price-breakdown";
import { guestBookingBadge } from "@/components/format/holds";
import {
  GUEST_BOOKING_STATUS,
  GUEST_PAYMENT_STATUS,
  LISTING_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  REFUND_STATUS,
} from "@/components/format/labels";
import { outingFacts } from "@/components/format/outing-facts";
import { textLink } from "@/components/link-styles";
import { Photo } from "@/components/photo";
import { TripReview } from "@/components/reviews/trip-review";
import { getDb } from "@/db/client";
import { soldByStart } from "@/lib/activity-starts";
import { requirePageUser } from "@/lib/api/session";
import { formatDateTime, longDate } from "@/lib/date-format";
import { holdState } from "@/lib/hold-state";
import { formatGhs } from "@/lib/money-format";
import { bookedOuting, outingLine } from "@/lib/outing-words";
import { config } from "@/lib/platform/config";
import { mailer } from "@/lib/providers";
import { isBookingReference } from "@/lib/references";
import { cancellationPreview } from "@/lib/server/bookings/cancellation-preview";
import { getOwnBooking } from "@/lib/server/bookings/get-booking";
import { bookingMail } from "@/lib/server/email/outbox-message";
import { bookingReview } from "@/lib/server/reviews/booking-review";
import { guestWords, plural } from "@/lib/words";

export const dynamic = "force-dynamic";

interface TripPageProps {
  params: Promise<{ reference: string }>;
}

/** The signed-in user's booking; someone else's or an unknown one is the not-found page. */
const loadTrip = cache(async (reference: string) => {
  const user = await requirePageUser(`/trips/${encodeURIComponent(reference)}`);
  const booking = await loadOrNotFound(
    () => getOwnBooking(getDb(), { userId: user.id, reference, appUrl: config().appUrl }),
    { valid: isBookingReference(reference), missing: ["NOT_FOUND", "FORBIDDEN"] },
  );
  return { user, booking };
});

export async function generateMetadata({ params }: TripPageProps): Promise<Metadata> {
  const { booking } = await loadTrip((await params).reference);
  return {
    title: `Trip ${booking.reference} · ${booking.listing.title}`,
    robots: { index: false },
  };
}

export default async function TripPage({ params }: TripPageProps) {
  const reference = (await params).reference;
  const { user, booking } = await loadTrip(reference);
  const { listing } = booking;
  const [cancellation, cancellationMail, review] = await Promise.all([
    cancellationPreview(getDb(), { userId: user.id, reference: booking.reference }),
    booking.status === "CANCELLED"
      ? bookingMail(getDb(), {
          bookingId: booking.id,
          kind: "cancelled",
          providerConfigured: mailer() !== null,
        })
      : null,
    // Only a completed stay is ever reviewed.
    booking.status === "COMPLETED" ? bookingReview(getDb(), { booking }) : null,
  ]);
  const now = Date.now();
  // Lapsed reads the same before and after the job has released the hold.
  const hold = holdState(booking, new Date(now));
  const status = guestBookingBadge(hold, GUEST_BOOKING_STATUS[booking.status]);
  const cover = listing.images.find((image) => image.isPrimary) ?? listing.images[0];
  // The address often names the town already; add the city and region only when it does not.
  const place = [listing.address, listing.city, listing.region]
    .filter(Boolean)
    .filter(
      (part, index, parts) => !parts.slice(0, index).some((earlier) => earlier.includes(part)),
    )
    .join(", ");
  // An activity or experience is told by its start, its party and its length, never by nights.
  const outing = soldByStart(listing.type) ? bookedOuting(booking, listing.durationHours) : null;
  const listingHref = hrefWith(`/listings/${listing.slug}`, {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    adults: booking.adults,
    children: booking.children || undefined,
  });

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-4 sm:px-6 sm:pt-8 lg:px-8">
      <Link
        href="/trips"
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-forest-700 hover:text-forest-900 hover:underline"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 fill-none stroke-current"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m12 5-5 5 5 5" />
        </svg>
        All trips
      </Link>

      <header className="mt-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge tone={status.tone} size="md">
            {status.label}
          </Badge>
          <p className="text-sm text-ink-600">
            Booking{" "}
            <span className="font-mono font-semibold text-ink-900">{booking.reference}</span> · made{" "}
            {formatDateTime(booking.createdAt, "GMT")}
          </p>
        </div>
        <h1 className="mt-3 font-display text-3xl leading-tight font-bold tracking-tight text-forest-900 sm:text-4xl">
          {listing.title}
        </h1>
        <p className="mt-1.5 text-ink-600">
          {[listing.city, listing.region].filter(Boolean).join(", ")}
        </p>
        {outing ? <p className="mt-1 font-semibold text-ink-900">{outingLine(outing)}</p> : null}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-12">
        <div className="flex min-w-0 flex-col gap-6">
          {hold === "HELD" && booking.holdExpiresAt ? (
            <PendingPayment
              bookingId={booking.id}
              total={formatGhs(booking.total)}
              holdExpiresAt={booking.holdExpiresAt.toISOString()}
              serverNow={now}
              listingHref={listingHref}
            />
          ) : hold === "LAPSED" ? (
            <LapsedHold listingHref={listingHref} />
          ) : null}

          {booking.status === "CANCELLED" && hold === "NONE" ? (
            <section
              aria-labelledby="cancelled-title"
              className="rounded-2xl border border-clay-500/30 bg-clay-100 p-5 sm:p-6"
            >
              <h2
                id="cancelled-title"
                tabIndex={-1}
                className="font-display text-xl font-bold text-clay-700 focus:outline-none"
              >
                This booking is cancelled
              </h2>
              <p className="mt-1 text-ink-900">
                {booking.cancelledAt ? (
                  <>Cancelled {formatDateTime(booking.cancelledAt, "GMT")}. </>
                ) : null}
                {booking.cancelReason ? (
                  <>
                    Reason: <q>{booking.cancelReason}</q>
                  </>
                ) : null}
              </p>
            </section>
          ) : null}

          {booking.status === "CONFIRMED" ? (
            <section
              aria-labelledby="confirmed-title"
              className="rounded-2xl border border-forest-200 bg-forest-50 p-5 sm:p-6"
            >
              <h2 id="confirmed-title" className="font-display text-xl font-bold text-forest-900">
                You’re all set
              </h2>
              <p className="mt-1 text-ink-700">
                Your booking was confirmed
                {booking.confirmedAt ? ` on ${formatDateTime(booking.confirmedAt, "GMT")}` : ""}.
                Show the reference{" "}
                <span className="font-mono font-semibold">{booking.reference}</span> when you
                arrive.
              </p>
            </section>
          ) : null}

          {review ? <TripReview reference={booking.reference} review={review} /> : null}

          <Panel
            title={outing ? `Your ${LISTING_TYPE_LABELS[listing.type].toLowerCase()}` : "Your stay"}
            id="stay-title"
          >
            <dl className="divide-y divide-sand-200">
              {outing ? (
                outingFacts(outing, booking).map((fact) => (
                  <Row key={fact.label} label={fact.label}>
                    {fact.value}
                    {fact.detail ? (
                      <span className="block text-sm text-ink-600">{fact.detail}</span>
                    ) : null}
                  </Row>
                ))
              ) : (
                <>
                  <Row label="Check-in">
                    {longDate(booking.checkIn)}
                    <span className="block text-sm text-ink-600">from {listing.checkInTime}</span>
                  </Row>
                  <Row label="Check-out">
                    {longDate(booking.checkOut)}
                    <span className="block text-sm text-ink-600">by {listing.checkOutTime}</span>
                  </Row>
                  <Row label="Length">{plural(booking.nights, "night")}</Row>
                  <Row label="Guests">{guestWords(booking.adults, booking.children)}</Row>
                </>
              )}
              <Row label="Address">
                {place || "Shared with you by the host before arrival"}
                <Link
                  href={`/listings/${listing.slug}`}
                  className={`${textLink} mt-1 block text-sm`}
                >
                  View the listing
                </Link>
              </Row>
            </dl>
          </Panel>

          <Panel title="Lead guest" id="guest-title">
            <dl className="divide-y divide-sand-200">
              <Row label="Name">{booking.guestName}</Row>
              <Row label="E-mail">
                <span className="break-all">{booking.guestEmail}</span>
              </Row>
              <Row label="Phone">{booking.guestPhone}</Row>
              {booking.specialRequests ? (
                <Row label="Special requests">
                  <span className="whitespace-pre-line">{booking.specialRequests}</span>
                </Row>
              ) : null}
            </dl>
          </Panel>

          <Panel title="Payments" id="payments-title">
            {booking.payments.length > 0 ? (
              <ul className="divide-y divide-sand-200" aria-label="Payment attempts">
                {booking.payments.map((payment) => {
                  const state = GUEST_PAYMENT_STATUS[payment.status];
                  return (
                    <li
                      key={payment.id}
                      className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0"
                    >
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold text-ink-900">
                            {formatGhs(payment.amount)}
                          </span>
                          <Badge tone={state.tone}>{state.label}</Badge>
                        </p>
                        <p className="mt-1 text-sm text-ink-600">
                          {payment.method
                            ? PAYMENT_METHOD_LABELS[payment.method]
                            : payment.status === "FAILED"
                              ? "Not completed"
                              : "Awaiting payment"}
                          {" · "}
                          {payment.paidAt
                            ? `paid ${formatDateTime(payment.paidAt, "GMT")}`
                            : `started ${formatDateTime(payment.createdAt, "GMT")}`}
                        </p>
                      </div>
                      <p className="font-mono text-xs text-ink-600">{payment.reference}</p>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-ink-600">No payment has been started for this booking.</p>
            )}
          </Panel>

          {booking.refunds.length > 0 ? (
            <Panel title="Refunds" id="refunds-title">
              <ul className="divide-y divide-sand-200" aria-label="Refunds">
                {booking.refunds.map((refund) => {
                  const state = REFUND_STATUS[refund.status];
                  return (
                    <li key={refund.id} className="py-4 first:pt-0 last:pb-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-ink-900">
                          {formatGhs(refund.amount)}
                        </span>
                        <Badge tone={state.tone}>{state.label}</Badge>
                      </p>
                      <p className="mt-1 text-sm text-ink-600">
                        Requested {formatDateTime(refund.createdAt, "GMT")}
                        {refund.processedAt
                          ? ` · refunded ${formatDateTime(refund.processedAt, "GMT")}`
                          : " · usually arrives within 5 to 10 working days"}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </Panel>
          ) : null}
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24">
          <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card">
            <div className="relative aspect-[16/10] bg-sand-200">
              {cover ? (
                <Photo
                  src={cover.url}
                  alt={cover.alt || listing.title}
                  sizes="(min-width: 1024px) 24rem, 100vw"
                  loading="eager"
                  className="object-cover"
                />
              ) : (
                <div className="kente-weave size-full" />
              )}
            </div>
            <section aria-labelledby="price-title" className="p-5 sm:p-6">
              <h2
                id="price-title"
                className="mb-3 text-sm font-bold tracking-wide text-ink-900 uppercase"
              >
                Price details
              </h2>
              <PriceBreakdown
                type={listing.type}
                party={{ unit: listing.priceUnit, participants: booking.adults + booking.children }}
                pricing={{
                  nights: booking.nights,
                  pricePerNight: booking.pricePerNight,
                  subtotal: booking.subtotal,
                  serviceFee: booking.serviceFee,
                  taxes: booking.taxes,
                  total: booking.total,
                }}
              />
            </section>
          </div>

          {/* Always rendered, so its dialog outlives the panel when the booking is cancelled. */}
          <CancelBookingDialog
            reference={booking.reference}
            type={listing.type}
            cancellable={cancellation.cancellable}
            title="Need to cancel?"
            cancellationMail={cancellationMail}
            afterCancelFocusId="cancelled-title"
          >
            {outing
              ? "Cancel 7 or more days before the day it starts for a full refund of the price and taxes, 3 to 6 days before for half."
              : "Cancel 7 or more days before check-in for a full refund of the stay and taxes, 3 to 6 days before for half."}{" "}
            The service fee is not refunded.
          </CancelBookingDialog>
        </aside>
      </div>
    </div>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="mb-4 font-display text-xl font-bold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}
