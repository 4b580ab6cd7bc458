"use client";

import { lazy } from "react";
import { cardLook } from "./booking-card-look";
import type { StayBooking } from "./booking-state";
import { StayDatesField } from "./stay-dates-field";

// The nearest free stay is worked out and offered only when the dates asked for are taken.
const FreeStayNotice = lazy(() =>
  import("./free-stay-notice").then((module) => ({ default: module.FreeStayNotice })),
);

/** A stay's dates, and what the card says when they are taken. */
export function StayChoice({ booking }: { booking: StayBooking }) {
  const { listing, range, taken, notice, unavailable, datesOpen, setDatesOpen, setDates } = booking;
  const { type, today, lastDay } = listing;
  const { checkIn, checkOut } = range;
  return (
    <>
      <div className="mt-4">
        <StayDatesField
          checkIn={checkIn}
          checkOut={checkOut}
          onChange={setDates}
          today={today}
          lastDay={lastDay}
          unavailable={taken}
          type={type}
          look={cardLook}
          align="end"
          open={datesOpen}
          onOpenChange={setDatesOpen}
        />
      </div>

      {unavailable && checkIn && checkOut ? (
        <FreeStayNotice
          stay={{ checkIn, checkOut }}
          taken={taken}
          listing={listing}
          onChoose={setDates}
        />
      ) : null}

      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-clay-600/40 bg-clay-100 px-4 py-3 text-sm font-medium text-clay-700"
        >
          {notice}
        </p>
      ) : null}
    </>
  );
}
