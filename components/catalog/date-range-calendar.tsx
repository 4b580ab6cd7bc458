"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { addDays, daysBetween, latestCheckOut } from "@/lib/dates";

export interface DateRange {
  checkIn: string | null;
  checkOut: string | null;
}

interface DateRangeCalendarProps extends DateRange {
  /** The first selectable check-in (today, UTC). */
  today: string;
  /** The last day that may be chosen at all (as a check-out). */
  lastDay: string;
  /** Taken nights (ISO dates): no stay may include them. */
  unavailable: ReadonlySet<string>;
  onChange(range: DateRange): void;
}

const WEEKDAYS = [
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
  ["Su", "Sunday"],
] as const;

const monthTitle = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const fullDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** "2026-03" of a date. */
function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

function firstOfMonth(month: string): string {
  return `${month}-01`;
}

function shiftMonth(month: string, by: number): string {
  const date = utc(firstOfMonth(month));
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

/** The days of a month's grid, Monday first, with nulls before the 1st. */
function monthGrid(month: string): Array<string | null> {
  const first = firstOfMonth(month);
  const leading = (utc(first).getUTCDay() + 6) % 7;
  const length = daysBetween(first, firstOfMonth(shiftMonth(month, 1)));
  const cells: Array<string | null> = Array.from({ length: leading }, () => null);
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** The day a calendar key moves focus to, or null for other keys. */
function keyTarget(key: string, from: string): string | null {
  const weekday = (utc(from).getUTCDay() + 6) % 7;
  switch (key) {
    case "ArrowLeft":
      return addDays(from, -1);
    case "ArrowRight":
      return addDays(from, 1);
    case "ArrowUp":
      return addDays(from, -7);
    case "ArrowDown":
      return addDays(from, 7);
    case "Home":
      return addDays(from, -weekday);
    case "End":
      return addDays(from, 6 - weekday);
    case "PageUp":
    case "PageDown": {
      const date = utc(from);
      date.setUTCMonth(date.getUTCMonth() + (key === "PageUp" ? -1 : 1));
      return date.toISOString().slice(0, 10);
    }
    default:
      return null;
  }
}

function clampDate(date: string, min: string, max: string): string {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/**
 * A one-month date-range picker. Taken nights are disabled as check-in days, but a taken
 * night can still be the check-out day of a stay that ends there; past days are disabled.
 * Keyboard: arrows move by day and week, Page Up/Down by month, Home/End to the week's ends.
 */
export function DateRangeCalendar({
  checkIn,
  checkOut,
  today,
  lastDay,
  unavailable,
  onChange,
}: DateRangeCalendarProps) {
  const titleId = useId();
  const [month, setMonth] = useState(monthOf(checkIn ?? today));
  const [focusDate, setFocusDate] = useState(checkIn ?? today);
  const [hoverDate, setHoverDate] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const choosingCheckOut = checkIn !== null && checkOut === null;

  // The latest check-out after the chosen check-in: up to the first taken night after it.
  const checkOutLimit =
    checkIn && choosingCheckOut ? latestCheckOut(checkIn, unavailable, lastDay) : null;

  const canCheckIn = (day: string) => day >= today && day < lastDay && !unavailable.has(day);
  const canCheckOut = (day: string) =>
    checkIn !== null && checkOutLimit !== null && day > checkIn && day <= checkOutLimit;
  const isEnabled = (day: string) =>
    choosingCheckOut && checkIn
      ? canCheckOut(day) || (day < checkIn && canCheckIn(day))
      : canCheckIn(day);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  function select(day: string) {
    if (!isEnabled(day)) return;
    if (choosingCheckOut && checkIn && canCheckOut(day)) {
      onChange({ checkIn, checkOut: day });
    } else {
      onChange({ checkIn: day, checkOut: null });
    }
    setFocusDate(day);
    setHoverDate(null);
  }

  function focusOn(day: string) {
    const target = clampDate(day, today, lastDay);
    setFocusDate(target);
    setMonth(monthOf(target));
    moveFocus.current = true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = keyTarget(event.key, focusDate);
    if (!target) return;
    event.preventDefault();
    focusOn(target);
  }

  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDay);
  // The day that takes Tab focus: the remembered one if it is in view, else the first in view.
  const cells = monthGrid(month);
  const inView = (day: string) => monthOf(day) === month;
  const tabbable = inView(focusDate)
    ? focusDate
    : (cells.find((day): day is string => day !== null && day >= today) ?? firstOfMonth(month));
  const rangeEnd =
    checkOut ?? (choosingCheckOut && hoverDate && canCheckOut(hoverDate) ? hoverDate : null);

  const weeks: Array<Array<string | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));

  function changeMonth(by: number) {
    const next = shiftMonth(month, by);
    setMonth(next);
    setFocusDate(clampDate(firstOfMonth(next), today, lastDay));
  }

  return (
    <div className="select-none">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => changeMonth(-1)}
          disabled={month <= firstMonth}
          aria-label="Previous month"
          className="grid size-10 place-items-center rounded-full text-ink-900 transition hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-gold-600 disabled:cursor-not-allowed disabled:text-ink-500/50 disabled:hover:bg-transparent"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 fill-none stroke-current"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m12 5-5 5 5 5" />
          </svg>
        </button>
        <h3 id={titleId} aria-live="polite" className="font-semibold text-ink-900">
          {monthTitle.format(utc(firstOfMonth(month)))}
        </h3>
        <button
          type="button"
          onClick={() => changeMonth(1)}
          disabled={month >= lastMonth}
          aria-label="Next month"
          className="grid size-10 place-items-center rounded-full text-ink-900 transition hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-gold-600 disabled:cursor-not-allowed disabled:text-ink-500/50 disabled:hover:bg-transparent"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 fill-none stroke-current"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m8 5 5 5-5 5" />
          </svg>
        </button>
      </div>

      <table
        ref={gridRef}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setHoverDate(null)}
        className="mt-2 w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="pb-1.5 text-center text-xs font-semibold text-ink-600"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? "empty"}>
              {week.map((day, index) => {
                if (!day) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells are only positions
                  return <td key={`blank-${index}`} />;
                }
                const enabled = isEnabled(day);
                const isStart = day === checkIn;
                const isEnd = day === checkOut;
                const inRange =
                  checkIn !== null && rangeEnd !== null && day > checkIn && day < rangeEnd;
                const isPreviewEnd = !checkOut && day === rangeEnd;
                const taken = unavailable.has(day);
                const past = day < today;
                const notes = [
                  isStart ? "check-in" : null,
                  isEnd ? "check-out" : null,
                  day === today ? "today" : null,
                  !enabled && taken ? "unavailable" : null,
                  !enabled && past ? "in the past" : null,
                ].filter(Boolean);
                const bandStart = isStart && rangeEnd !== null;
                const bandEnd = (isEnd || isPreviewEnd) && checkIn !== null;
                return (
                  <td key={day} className="p-0">
                    <div
                      className={`py-0.5 ${inRange ? "bg-forest-50" : ""} ${
                        bandStart
                          ? "bg-gradient-to-r from-transparent from-50% to-forest-50 to-50%"
                          : ""
                      } ${bandEnd ? "bg-gradient-to-l from-transparent from-50% to-forest-50 to-50%" : ""}`}
                    >
                      <button
                        type="button"
                        data-date={day}
                        tabIndex={day === tabbable ? 0 : -1}
                        aria-disabled={!enabled || undefined}
                        aria-label={`${fullDate.format(utc(day))}${notes.length ? `, ${notes.join(", ")}` : ""}`}
                        onClick={() => select(day)}
                        onMouseEnter={() => setHoverDate(day)}
                        onFocus={() => setFocusDate(day)}
                        className={`mx-auto grid aspect-square w-full max-w-11 place-items-center rounded-full text-sm transition focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-gold-600 ${
                          isStart || isEnd
                            ? "bg-forest-700 font-bold text-white"
                            : isPreviewEnd
                              ? "bg-forest-100 font-semibold text-forest-900 ring-2 ring-forest-700"
                              : enabled
                                ? "font-semibold text-ink-900 hover:ring-2 hover:ring-ink-900"
                                : taken && !past
                                  ? "cursor-not-allowed text-ink-500 line-through decoration-ink-500/70"
                                  : "cursor-not-allowed text-ink-500/60"
                        } ${day === today && !isStart ? "underline decoration-2 underline-offset-4" : ""}`}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
