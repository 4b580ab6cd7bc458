"use client";

import { type ReactNode, useId, useState } from "react";
import { hrefWith } from "@/components/catalog/listing-query";
import type { Quote } from "@/components/catalog/stay-quote";
import { useStayQuote } from "@/components/catalog/use-stay-quote";
import { useReplaceAddress } from "@/components/use-replace-address";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { type Field, type Stay, stayErrors, validStay } from "./booking-fields";
import { BookingLayout } from "./booking-layout";
import { UnavailableDates } from "./booking-problem";
import { OrderSummary } from "./order-summary";
import { TripFields } from "./trip-fields";
import { useBookingSubmission } from "./use-booking-submission";

export type { Stay };

/** The listing as the booking form shows it. */
export interface BookingFormListing {
  id: string;
  slug: string;
  title: string;
  type: ListingType;
  place: string;
  maxGuests: number;
  priceGHS: string;
  priceUnit: PriceUnit;
  checkInTime: string;
  checkOutTime: string;
  /** The summary card's photo, rendered on the server (no image code in the browser), or null. */
  photo: ReactNode;
}

interface BookingFormProps {
  listing: BookingFormListing;
  /** Today (UTC): the first possible check-in. */
  today: string;
  /** The last possible check-out. */
  lastDay: string;
  /** The listing's taken nights up to lastDay. */
  unavailableNights: string[];
  initial: Stay;
  /** The server's quote for the initial dates, when they were valid. */
  initialQuote: Quote | null;
  guest: { name: string; email: string };
}

/**
 * The booking review of a stay: dates and guests (editable; the price follows from the
 * server), the guest's details, special requests, then POST /api/bookings and off to the
 * checkout.
 */
export function BookingForm({
  listing,
  today,
  lastDay,
  unavailableNights,
  initial,
  initialQuote,
  guest,
}: BookingFormProps) {
  const id = useId();
  const [taken] = useState<ReadonlySet<string>>(() => new Set(unavailableNights));
  const [stay, setStay] = useState<Stay>(initial);

  const dates = validStay(stay, today);
  const { quote, checking, recheck } = useStayQuote(listing.slug, dates, initialQuote);
  const listingHref = hrefWith(`/listings/${listing.slug}`, {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children || undefined,
  });
  // A reload or a shared link shows the same stay.
  useReplaceAddress({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
  });

  const submission = useBookingSubmission({
    listing,
    listingHref,
    tripErrors: stayErrors(stay, today, listing.maxGuests),
    missing: [
      ...(stay.checkIn ? [] : (["checkIn"] as const)),
      ...(stay.checkOut ? [] : (["checkOut"] as const)),
    ],
    blocked:
      quote?.status === "unavailable"
        ? {
            title: "Those dates are no longer available.",
            body: <UnavailableDates nights={quote.nights} listingHref={listingHref} />,
          }
        : null,
    trip: {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: stay.adults,
      children: stay.children,
    },
    onTaken: recheck,
  });

  function update(changes: Partial<Stay>) {
    setStay((previous) => ({ ...previous, ...changes }));
    const changed: Field[] = [];
    if ("checkIn" in changes || "checkOut" in changes) changed.push("checkIn", "checkOut");
    if ("adults" in changes || "children" in changes) changed.push("guests");
    submission.changed(changed);
  }

  return (
    <BookingLayout
      id={id}
      type={listing.type}
      submission={submission}
      guest={guest}
      trip={
        <TripFields
          id={`${id}-trip`}
          inputId={submission.inputId}
          listing={listing}
          today={today}
          lastDay={lastDay}
          taken={taken}
          stay={stay}
          valid={dates !== null}
          quote={quote}
          errors={submission.errors}
          listingHref={listingHref}
          onChange={update}
        />
      }
      summary={
        <OrderSummary
          listing={listing}
          pricing={quote?.status === "ready" ? quote.pricing : null}
          checking={checking}
          failed={quote?.status === "error"}
          noPrice={
            quote?.status === "unavailable"
              ? "No price: these dates are not available."
              : "Choose your dates to see the price."
          }
          submitting={submission.submitting}
          onRecheck={recheck}
        />
      }
    />
  );
}
