"use client";

import { cardLook } from "./booking-card-look";
import { type OutingBooking, START_CHOICE_ID } from "./outing-state";
import { StartChoice } from "./start-choice";
import { StayDatesField } from "./stay-dates-field";

/** The card's one date (an activity's or experience's), in the same frame. */
const dayLook = {
  ...cardLook,
  root: "overflow-hidden rounded-2xl border border-sand-300",
  cell: "flex min-w-0 flex-col",
};

/** An activity's or experience's date and its starts with their spots left. */
export function OutingChoice({ booking }: { booking: OutingBooking }) {
  const { listing, date, setDate, full, startTime, setStartTime, options, loading, failed } =
    booking;
  return (
    <>
      <div className="mt-4">
        <StayDatesField
          checkIn={date}
          checkOut={null}
          onChange={(range) => setDate(range.checkIn)}
          today={listing.today}
          lastDay={listing.lastDay}
          unavailable={full}
          type={listing.type}
          look={dayLook}
          align="end"
          open={booking.datesOpen}
          onOpenChange={booking.setDatesOpen}
        />
      </div>
      {date ? (
        <div className="mt-6">
          <StartChoice
            id={START_CHOICE_ID}
            name="startTime"
            options={options}
            loading={loading}
            failed={failed}
            onRetry={booking.retry}
            chosen={startTime}
            onChoose={setStartTime}
          />
        </div>
      ) : null}
    </>
  );
}
