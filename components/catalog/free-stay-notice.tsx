"use client";

import { buttonClass } from "@/components/button-styles";
import { stayRange } from "@/lib/date-format";
import { daysBetween } from "@/lib/dates";
import { type FreeStay, nearestFreeStay } from "@/lib/free-stays";
import { stayLength } from "@/lib/words";
import { useHydrated } from "../use-hydrated";
import type { BookingListing } from "./booking-state";

interface FreeStayNoticeProps {
  /** The stay asked for, whose nights are taken. */
  stay: FreeStay;
  taken: ReadonlySet<string>;
  listing: BookingListing;
  onChoose(stay: FreeStay): void;
}

/** The booking card's word when the dates asked for are taken: the nearest free stay of the same length (lib/free-stays.ts), or that there is none. */
export function FreeStayNotice({ stay, taken, listing, onChoose }: FreeStayNoticeProps) {
  const hydrated = useHydrated();
  const { type, today, lastDay } = listing;
  const alternative = nearestFreeStay({ ...stay, taken, today, lastDay });
  return (
    <div
      role="alert"
      className="mt-4 rounded-xl border border-gold-500/50 bg-gold-100 px-4 py-3 text-sm text-ink-900"
    >
      <p className="font-semibold">Those dates aren't available.</p>
      {alternative ? (
        <>
          <p className="mt-1">
            The nearest free{" "}
            {stayLength(type, daysBetween(alternative.checkIn, alternative.checkOut))}:{" "}
            {stayRange(alternative.checkIn, alternative.checkOut)}.
          </p>
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => onChoose(alternative)}
            className={`mt-3 w-full ${buttonClass("secondary", "medium")}`}
          >
            Choose {stayRange(alternative.checkIn, alternative.checkOut)} instead
          </button>
        </>
      ) : (
        <p className="mt-1">No stay of that length is free in the next year: try fewer nights.</p>
      )}
    </div>
  );
}
