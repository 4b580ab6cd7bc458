"use client";

import { useId, useState } from "react";
import { hrefWith } from "@/components/catalog/listing-query";
import {
  bookableStart,
  type DayQuote,
  outingParams,
  startOptions,
} from "@/components/catalog/outing-starts";
import { useDayQuote } from "@/components/catalog/use-day-quote";
import { useReplaceAddress } from "@/components/use-replace-address";
import { shortDate } from "@/lib/date-format";
import { peopleWords } from "@/lib/words";
import { type Field, type Outing, outingErrors } from "./booking-fields";
import type { BookingFormListing } from "./booking-form";
import { BookingLayout } from "./booking-layout";
import { OrderSummary } from "./order-summary";
import { OutingFields } from "./outing-fields";
import { useBookingSubmission } from "./use-booking-submission";

interface OutingBookingFormProps {
  listing: BookingFormListing & {
    startTimes: string[];
    durationDays: number;
    durationHours: number | null;
  };
  today: string;
  /** The day after the last date that may be chosen. */
  lastDay: string;
  /** Dates up to lastDay where no start has a spot left. */
  fullDates: string[];
  initial: Outing;
  /** The server's answer for the initial date and party, when there was a date. */
  initialQuote: DayQuote | null;
  guest: { name: string; email: string };
}

/**
 * The booking review of an activity or experience: the date, a start with room for the party
 * and the party (editable; the starts' spots and the price follow from the server), the
 * guest's details, then POST /api/bookings with the start (the end follows from the listing's
 * length) and off to the checkout.
 */
export function OutingBookingForm({
  listing,
  today,
  lastDay,
  fullDates,
  initial,
  initialQuote,
  guest,
}: OutingBookingFormProps) {
  const id = useId();
  const [full] = useState<ReadonlySet<string>>(() => new Set(fullDates));
  const [outing, setOuting] = useState<Outing>(initial);
  const { checkIn, startTime, adults, children } = outing;
  const guests = { adults, children };
  const hasStartTimes = listing.startTimes.length > 0;

  const { answer, checking, recheck } = useDayQuote(
    listing.slug,
    checkIn ? { date: checkIn, guests } : null,
    initialQuote,
  );
  const ready = answer?.status === "ready" ? answer : null;
  const options = ready ? startOptions(ready.slots, adults + children) : null;
  const start = options ? bookableStart(options, startTime) : null;
  const pricing = ready?.pricing ?? null;

  const params = outingParams(checkIn || null, startTime, guests);
  const listingHref = hrefWith(`/listings/${listing.slug}`, params);
  // A reload or a shared link shows the same choice.
  useReplaceAddress(params);

  const submission = useBookingSubmission({
    listing,
    listingHref,
    tripErrors: outingErrors(outing, listing.maxGuests, {
      hasStartTimes,
      room: options && (startTime || !hasStartTimes) ? start !== null : null,
    }),
    missing: [
      ...(checkIn ? [] : (["checkIn"] as const)),
      ...(startTime || !hasStartTimes ? [] : (["startTime"] as const)),
    ],
    trip: { checkIn, ...(hasStartTimes ? { startTime } : {}), adults, children },
    onTaken: recheck,
  });

  function update(changes: Partial<Outing>) {
    setOuting((previous) => ({ ...previous, ...changes }));
    const changed: Field[] = ["startTime"];
    if ("checkIn" in changes) changed.push("checkIn");
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
        <OutingFields
          id={`${id}-trip`}
          inputId={submission.inputId}
          listing={listing}
          today={today}
          lastDay={lastDay}
          full={full}
          outing={outing}
          options={options}
          start={start}
          total={pricing?.total ?? null}
          loading={checking}
          failed={answer?.status === "error"}
          onRetry={recheck}
          errors={submission.errors}
          onChange={update}
        />
      }
      summary={
        <OrderSummary
          listing={listing}
          pricing={pricing}
          party={{ unit: listing.priceUnit, participants: adults + children }}
          checking={checking}
          failed={answer?.status === "error"}
          noPrice={
            checkIn && ready
              ? `No price: no start on ${shortDate(checkIn)} has room for ${peopleWords(adults + children)}.`
              : "Choose a date to see the price."
          }
          submitting={submission.submitting}
          onRecheck={recheck}
        />
      }
    />
  );
}
