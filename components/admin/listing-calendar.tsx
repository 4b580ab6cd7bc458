"use client";

import { useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { pickDay } from "@/components/night-range";
import { useHydrated } from "@/components/use-hydrated";
import { formatMonth, longDate } from "@/lib/date-format";
import { addDays, addMonths, isIsoDate, todayUtc } from "@/lib/dates";
import { BlockNightsForm } from "./block-nights-form";
import type { CalendarNight } from "./calendar-nights";
import { ImportedCalendars, type ImportedCalendarView } from "./imported-calendars";
import { LISTING_SCOPES, type ListingOwner } from "./listing-scope";
import { NightsMonth } from "./nights-month";
import { NightsLegend, TakenNights } from "./taken-nights";
import { useListingNights } from "./use-listing-nights";

export type { CalendarNight };

interface ListingCalendarProps {
  owner: ListingOwner;
  listingId: string;
  /** "2026-06" */
  initialMonth: string;
  initialNights: CalendarNight[];
  /** A stay's imported calendars; null for an activity or experience, which has none. */
  importedCalendars: ImportedCalendarView[] | null;
}

/**
 * A month of a listing's nights: booked (confirmed or completed stays), held (unpaid bookings
 * still holding them), blocked by an admin or the host, and taken by another channel's calendar,
 * each with its colour, pattern and word; a booking's night another channel sold too is
 * marked as a conflict. Nights
 * from today on can be picked in the grid as the guest's calendar picks a stay (first click:
 * the first night, second: the day the listing is free again, components/night-range.ts) or
 * typed in the form, then blocked with a reason and a note, or unblocked.
 */
export function ListingCalendar({
  owner,
  listingId,
  initialMonth,
  initialNights,
  importedCalendars,
}: ListingCalendarProps) {
  const hydrated = useHydrated();
  const [today] = useState(() => todayUtc());
  // [start, end) as typed or picked ("" when not chosen): end is the day it is free again.
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const calendar = useListingNights(
    `${LISTING_SCOPES[owner].api}/${listingId}`,
    initialMonth,
    initialNights,
  );
  const { month, loading } = calendar;

  const validStart = isIsoDate(start) ? start : null;
  const validEnd = isIsoDate(end) && validStart !== null && end > validStart ? end : null;
  /** A night of the range, or the day it is free again (not a night), as the grid marks them. */
  const picked = (day: string): "night" | "free" | null => {
    if (validStart === null) return null;
    if (day >= validStart && day < (validEnd ?? addDays(validStart, 1))) return "night";
    return day === validEnd ? "free" : null;
  };

  function pick(day: string) {
    calendar.showErrors({});
    const next = pickDay({ start: validStart, end: validEnd }, day);
    setStart(next.start ?? "");
    setEnd(next.end ?? "");
    // A complete range is said by the form's summary, which is read out as it changes.
    calendar.announce(
      next.end === null
        ? `First night: ${longDate(day)}. Now pick the day the listing is free again, or block this night alone.`
        : "",
    );
  }

  const monthTitle = formatMonth(month, true);
  const monthButton = buttonClass("secondary", "small");
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 aria-live="polite" className="text-base font-semibold text-ink-900">
            {monthTitle}
            {loading ? <span className="sr-only"> (loading)</span> : null}
          </h3>
          <div className="flex items-center gap-1.5">
            <button
              type="button"
              className={monthButton}
              onClick={() => calendar.goTo(addMonths(month, -1))}
              disabled={!hydrated}
              aria-label={`Previous month, ${formatMonth(addMonths(month, -1), true)}`}
            >
              <span aria-hidden="true">←</span>
              <span className="max-sm:sr-only">Previous</span>
            </button>
            <button
              type="button"
              className={monthButton}
              onClick={() => calendar.goTo(today.slice(0, 7))}
              disabled={!hydrated || month === today.slice(0, 7)}
            >
              Today
            </button>
            <button
              type="button"
              className={monthButton}
              onClick={() => calendar.goTo(addMonths(month, 1))}
              disabled={!hydrated}
              aria-label={`Next month, ${formatMonth(addMonths(month, 1), true)}`}
            >
              <span className="max-sm:sr-only">Next</span>
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
        <div aria-busy={loading} className={`transition-opacity ${loading ? "opacity-50" : ""}`}>
          <NightsMonth
            month={month}
            today={today}
            nights={calendar.nights}
            picked={picked}
            onPick={pick}
            onMonthChange={calendar.goTo}
          />
        </div>
        <NightsLegend />
        <TakenNights
          monthTitle={monthTitle}
          nights={calendar.nights}
          today={today}
          busy={calendar.busy}
          onUnblock={calendar.unblock}
        />
        {importedCalendars ? (
          <ImportedCalendars
            owner={owner}
            listingId={listingId}
            initial={importedCalendars}
            onNightsChange={calendar.reload}
          />
        ) : null}
      </div>
      <BlockNightsForm
        today={today}
        start={start}
        end={end}
        onRangeChange={(nextStart, nextEnd) => {
          setStart(nextStart);
          setEnd(nextEnd);
        }}
        errors={calendar.errors}
        onErrors={calendar.showErrors}
        problem={calendar.problem}
        announcement={calendar.announcement}
        busy={calendar.busy}
        block={calendar.block}
        unblock={calendar.unblock}
      />
    </div>
  );
}
