"use client";

import { useState } from "react";
import { type ChevronProps, DayButton, type DayButtonProps, DayPicker } from "react-day-picker";
import { longDate, weekdayName } from "@/lib/date-format";
import { latestCheckOut } from "@/lib/dates";
import { calendarLabels, calendarSettings, isoDay, utcDate } from "../calendar-settings";
import { Chevron } from "../stroke-icon";

export interface DateRange {
  checkIn: string | null;
  checkOut: string | null;
}

interface DateRangeCalendarProps extends DateRange {
  /** The first selectable check-in (today, UTC). */
  today: string;
  /** The last day that may be chosen at all (as a check-out). */
  lastDay: string;
  /** Taken nights (ISO dates): no stay may include them; empty where no listing is known. */
  unavailable: ReadonlySet<string>;
  /** Months side by side: two on wide screens, one on a phone. */
  numberOfMonths: 1 | 2;
  /** One day instead of a stay (an activity's date): every click chooses it as `checkIn`. */
  single?: boolean;
  onChange(range: DateRange): void;
}

type Modifiers = DayButtonProps["modifiers"];

/** A day in words: its date, then what it is to the stay ("check-in", "unavailable"…). */
function dayLabel(date: Date, modifiers: Modifiers, single: boolean): string {
  const notes = [
    modifiers.check_in ? (single ? "chosen" : "check-in") : null,
    modifiers.check_out ? "check-out" : null,
    modifiers.today ? "today" : null,
    modifiers.disabled && modifiers.taken ? "unavailable" : null,
    modifiers.disabled && modifiers.past ? "in the past" : null,
  ].filter(Boolean);
  return `${longDate(isoDay(date))}${notes.length ? `, ${notes.join(", ")}` : ""}`;
}

function dayLook(modifiers: Modifiers): string {
  if (modifiers.check_in || modifiers.check_out) return "bg-forest-700 font-bold text-white";
  if (modifiers.preview_end) {
    return "bg-forest-100 font-semibold text-forest-900 ring-2 ring-forest-700";
  }
  if (!modifiers.disabled) return "font-semibold text-ink-900 hover:ring-2 hover:ring-ink-900";
  if (modifiers.taken && !modifiers.past) {
    return "cursor-not-allowed text-ink-500 line-through decoration-ink-500/70";
  }
  return "cursor-not-allowed text-ink-500/60";
}

/**
 * A day: a button that stays focusable when it cannot be chosen (aria-disabled, so a screen
 * reader still reads why), and carries its date for the tests and the booking card.
 */
function StayDayButton({ day, modifiers, disabled: _, ...button }: DayButtonProps) {
  return (
    <DayButton
      {...button}
      day={day}
      modifiers={modifiers}
      data-date={day.isoDate}
      aria-disabled={modifiers.disabled || undefined}
      className={`mx-auto grid aspect-square w-full max-w-11 place-items-center rounded-full text-sm transition focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-gold-600 ${dayLook(modifiers)} ${
        modifiers.today && !modifiers.check_in ? "underline decoration-2 underline-offset-4" : ""
      }`}
    />
  );
}

function MonthChevron({ orientation }: ChevronProps) {
  return <Chevron direction={orientation === "left" ? "left" : "right"} />;
}

const monthButton =
  "grid size-10 place-items-center rounded-full text-ink-900 transition hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-gold-600 aria-disabled:cursor-not-allowed aria-disabled:text-ink-500/50 aria-disabled:hover:bg-transparent";

/**
 * The month grids of the site's date picker (stay-dates-field.tsx). Taken nights are disabled as check-in days, but a taken
 * night can still be the check-out day of a stay that ends there; past days are disabled.
 * Keyboard (react-day-picker): arrows move by day and week, Page Up/Down by month, Home/End
 * to the week's ends.
 */
export function DateRangeCalendar({
  checkIn,
  checkOut,
  today,
  lastDay,
  unavailable,
  numberOfMonths,
  single = false,
  onChange,
}: DateRangeCalendarProps) {
  const [hovered, setHovered] = useState<string | null>(null);
  // While a check-out is chosen: the latest one, up to the first taken night after check-in.
  const checkOutLimit =
    !single && checkIn !== null && checkOut === null
      ? latestCheckOut(checkIn, unavailable, lastDay)
      : null;

  const canCheckIn = (day: string) => day >= today && day < lastDay && !unavailable.has(day);
  const canCheckOut = (day: string) =>
    checkIn !== null && checkOutLimit !== null && day > checkIn && day <= checkOutLimit;
  const isEnabled = (day: string) =>
    checkIn !== null && checkOutLimit !== null
      ? canCheckOut(day) || (day < checkIn && canCheckIn(day))
      : canCheckIn(day);
  const rangeEnd = checkOut ?? (hovered !== null && canCheckOut(hovered) ? hovered : null);
  const on = (test: (day: string) => boolean) => (date: Date) => test(isoDay(date));

  function select(date: Date) {
    const day = isoDay(date);
    if (!isEnabled(day)) return;
    onChange(
      checkIn && canCheckOut(day) ? { checkIn, checkOut: day } : { checkIn: day, checkOut: null },
    );
    setHovered(null);
  }

  return (
    <DayPicker
      {...calendarSettings}
      formatters={{
        ...calendarSettings.formatters,
        formatWeekdayName: (weekday) => weekdayName(weekday, "short").slice(0, 2),
      }}
      labels={{
        ...calendarLabels,
        labelDayButton: (date, modifiers) => dayLabel(date, modifiers, single),
        labelPrevious: () => "Previous month",
        labelNext: () => "Next month",
      }}
      today={utcDate(today)}
      defaultMonth={utcDate(checkIn ?? today)}
      numberOfMonths={numberOfMonths}
      autoFocus
      startMonth={utcDate(today)}
      endMonth={utcDate(lastDay)}
      navLayout="around"
      disabled={on((day) => !isEnabled(day))}
      modifiers={{
        taken: on((day) => unavailable.has(day)),
        past: on((day) => day < today),
        check_in: on((day) => day === checkIn),
        check_out: on((day) => day === checkOut),
        preview_end: on((day) => checkOut === null && day === rangeEnd),
        in_range: on(
          (day) => checkIn !== null && rangeEnd !== null && day > checkIn && day < rangeEnd,
        ),
        band_start: on((day) => day === checkIn && rangeEnd !== null),
        band_end: on((day) => day === rangeEnd && checkIn !== null),
      }}
      modifiersClassNames={{
        in_range: "bg-forest-50",
        band_start: "bg-gradient-to-r from-transparent from-50% to-forest-50 to-50%",
        band_end: "bg-gradient-to-l from-transparent from-50% to-forest-50 to-50%",
      }}
      onDayClick={select}
      onDayMouseEnter={(date) => setHovered(isoDay(date))}
      onDayMouseLeave={() => setHovered(null)}
      components={{ DayButton: StayDayButton, Chevron: MonthChevron }}
      classNames={{
        root: "select-none",
        months: "flex items-start gap-8",
        month: "grid w-full grid-cols-[2.5rem_1fr_2.5rem] items-center gap-x-2 md:w-80",
        month_caption: "col-start-2 text-center font-semibold text-ink-900",
        button_previous: `${monthButton} col-start-1`,
        button_next: `${monthButton} col-start-3`,
        month_grid: "col-span-3 mt-2 w-full table-fixed border-collapse",
        weekday: "pb-1.5 text-center text-xs font-semibold text-ink-600",
        day: "px-0 py-0.5",
      }}
    />
  );
}
