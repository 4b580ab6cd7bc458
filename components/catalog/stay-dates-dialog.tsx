"use client";

import { longDate, shortDate } from "@/lib/date-format";
import { daysBetween } from "@/lib/dates";
import type { ListingType } from "@/lib/enums";
import { stayLength } from "@/lib/words";
import { type DateRange, DateRangeCalendar } from "./date-range-calendar";
import { type AnchorBox, PICKER_BUTTONS, PickerDialog } from "./picker-dialog";
import { useWideScreen } from "./use-wide-screen";

interface StayDatesDialogProps extends DateRange {
  open: boolean;
  onClose(): void;
  anchor(): AnchorBox | null;
  align: "start" | "end";
  today: string;
  lastDay: string;
  unavailable: ReadonlySet<string>;
  type: ListingType;
  /** One date (an activity's or experience's) instead of a stay. */
  single: boolean;
  onChange(range: DateRange): void;
}

/**
 * The date picker's dialog (stay-dates-field.tsx): the calendar, what is chosen in words, and
 * "Clear dates" and "Done".
 */
export function StayDatesDialog({
  open,
  onClose,
  anchor,
  align,
  checkIn,
  checkOut,
  today,
  lastDay,
  unavailable,
  type,
  single,
  onChange,
}: StayDatesDialogProps) {
  const wide = useWideScreen();
  const status = single
    ? checkIn
      ? `${longDate(checkIn)}.`
      : "Select a date."
    : !checkIn
      ? "Select your check-in date."
      : !checkOut
        ? "Now select your check-out date."
        : `${stayLength(type, daysBetween(checkIn, checkOut))}: ${shortDate(checkIn)} to ${shortDate(checkOut)}.`;

  return (
    <PickerDialog
      label={single ? "Choose a date" : "Choose dates"}
      open={open}
      onClose={onClose}
      anchor={anchor}
      align={align}
    >
      <DateRangeCalendar
        checkIn={checkIn}
        checkOut={checkOut}
        today={today}
        lastDay={lastDay}
        unavailable={unavailable}
        numberOfMonths={wide ? 2 : 1}
        single={single}
        onChange={(range) => {
          onChange(range);
          if (single || range.checkOut !== null) onClose();
        }}
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-sand-200 pt-3">
        <div className="min-w-0">
          <p aria-live="polite" className="text-sm text-ink-700">
            {status}
          </p>
          {unavailable.size > 0 ? (
            <p className="mt-0.5 flex items-center gap-2 text-xs text-ink-600">
              <span
                aria-hidden="true"
                className="inline-block w-5 text-center text-ink-500 line-through"
              >
                12
              </span>
              {single
                ? "Crossed-out days have no spots left."
                : "Crossed-out days are already booked."}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-1">
          {checkIn ? (
            <button
              type="button"
              onClick={() => onChange({ checkIn: null, checkOut: null })}
              className={PICKER_BUTTONS.quiet}
            >
              {single ? "Clear date" : "Clear dates"}
            </button>
          ) : null}
          <button type="button" onClick={onClose} className={PICKER_BUTTONS.done}>
            Done
          </button>
        </div>
      </div>
    </PickerDialog>
  );
}
