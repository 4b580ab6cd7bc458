"use client";

import { type FormEvent, useId, useState } from "react";
import { api } from "@/components/api-client";
import { hrefWith } from "@/components/catalog/listing-query";
import type { Quote } from "@/components/catalog/stay-quote";
import { useStayQuote } from "@/components/catalog/use-stay-quote";
import { ErrorSummary } from "@/components/error-summary";
import { UntilHydrated } from "@/components/until-hydrated";
import { useReplaceAddress } from "@/components/use-replace-address";
import type { ListingType, PriceUnit } from "@/lib/enums";
import {
  FIELD_LABELS,
  FIELD_ORDER,
  type Field,
  type FieldErrors,
  normalizePhone,
  type Stay,
  stayErrors,
  validStay,
} from "./booking-fields";
import { bookingRefusal, CHECK_FIELDS, type Problem, UnavailableDates } from "./booking-problem";
import { CancellationPolicy } from "./cancellation-policy";
import { GuestDetails } from "./guest-details";
import { OrderSummary } from "./order-summary";
import { TripFields } from "./trip-fields";

export type { Stay };

interface BookingFormProps {
  listing: {
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
    image: { url: string; alt: string } | null;
  };
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

function without(errors: FieldErrors, fields: Field[]): FieldErrors {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/**
 * The booking review: dates and guests (editable; the price follows from the server), the
 * guest's details, special requests, then POST /api/bookings and off to the checkout.
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
  const [touched, setTouched] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);

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

  const clientErrors = stayErrors(stay, today, listing.maxGuests);
  // Missing dates are only called out once the guest tries to book.
  const shownClientErrors = touched
    ? clientErrors
    : without(clientErrors, [
        ...(stay.checkIn ? [] : (["checkIn"] as const)),
        ...(stay.checkOut ? [] : (["checkOut"] as const)),
      ]);
  const errors: FieldErrors = { ...shownClientErrors, ...apiErrors };
  const inputId = (field: Field) => `${id}-${field}`;

  function update(changes: Partial<Stay>) {
    setStay((previous) => ({ ...previous, ...changes }));
    const changed: Field[] = [];
    if ("checkIn" in changes || "checkOut" in changes) changed.push("checkIn", "checkOut");
    if ("adults" in changes || "children" in changes) changed.push("guests");
    setApiErrors((previous) => without(previous, changed));
    setProblem(null);
  }

  function clearApiError(field: Field) {
    if (apiErrors[field]) setApiErrors((previous) => without(previous, [field]));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched(true);
    if (Object.keys(clientErrors).length > 0) {
      setApiErrors({});
      setProblem(CHECK_FIELDS);
      return;
    }
    if (quote?.status === "unavailable") {
      setProblem({
        title: "Those dates are no longer available.",
        body: <UnavailableDates nights={quote.nights} listingHref={listingHref} />,
      });
      return;
    }
    const data = new FormData(event.currentTarget);
    const text = (name: Field) => String(data.get(name) ?? "").trim();
    const specialRequests = text("specialRequests");
    setSubmitting(true);
    setProblem(null);
    setApiErrors({});
    const result = await api.post<{ booking: { reference: string }; paymentUrl: string }>(
      "/api/bookings",
      {
        listingId: listing.id,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: stay.adults,
        children: stay.children,
        guestName: text("guestName"),
        guestEmail: text("guestEmail"),
        guestPhone: normalizePhone(text("guestPhone")),
        ...(specialRequests ? { specialRequests } : {}),
      },
    );
    if (result.ok) {
      window.location.assign(result.data.paymentUrl);
      return; // Stay busy while the checkout loads.
    }
    setSubmitting(false);
    if (result.error.code === "DATES_UNAVAILABLE") recheck();
    const refusal = bookingRefusal(result.error, listingHref);
    setApiErrors(refusal.fieldErrors);
    setProblem(refusal.problem);
  }

  const erroredFields = FIELD_ORDER.filter((field) => errors[field]);

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-12"
    >
      <UntilHydrated>
        <div className="flex min-w-0 flex-col gap-8">
          {problem ? (
            <ErrorSummary
              focusOn={problem}
              title={problem.title}
              body={problem.body}
              fields={
                problem.listFields
                  ? erroredFields.map((field) => ({
                      id: inputId(field),
                      text: `${FIELD_LABELS[field]}: ${errors[field]}`,
                    }))
                  : []
              }
            />
          ) : null}
          <TripFields
            id={`${id}-trip`}
            inputId={inputId}
            listing={listing}
            today={today}
            lastDay={lastDay}
            taken={taken}
            stay={stay}
            valid={dates !== null}
            quote={quote}
            errors={errors}
            listingHref={listingHref}
            onChange={update}
          />
          <GuestDetails
            id={`${id}-guest`}
            inputId={inputId}
            guest={guest}
            errors={errors}
            onEdit={clearApiError}
          />
          <CancellationPolicy id={`${id}-policy`} />
        </div>
        <OrderSummary
          listing={listing}
          quote={quote}
          checking={checking}
          submitting={submitting}
          onRecheck={recheck}
        />
      </UntilHydrated>
    </form>
  );
}
