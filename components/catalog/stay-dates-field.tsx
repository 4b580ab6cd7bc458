"use client";

import { lazy, Suspense, useId, useRef, useState } from "react";
import { soldByStart } from "@/lib/activity-starts";
import { shortDate } from "@/lib/date-format";
import type { ListingType } from "@/lib/enums";
import { FieldError } from "../field-error";
import { useHydrated } from "../use-hydrated";
import type { DateRange } from "./date-range-calendar";
import type { AnchorBox } from "./picker-dialog";

// The dialog and its calendar (react-day-picker) are fetched when the dates are first opened,
// or when the pointer or the focus comes near them: a page with only this field does not carry
// them. It opens once they are there, so the focus still lands in it; a press before that says
// the calendar is on its way.
const loadDialog = () => import("./stay-dates-dialog");
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.StayDatesDialog })));

/** The classes of the field's parts, so it fits the search bar, the filters, a card, a form. */
export interface StayDatesLook {
  /** Around both dates. */
  root: string;
  /** Around one date: its button, hint and error. */
  cell: string;
  button: string;
  label: string;
  value: string;
}

type Side = "checkIn" | "checkOut";

interface StayDatesFieldProps {
  checkIn: string | null;
  checkOut: string | null;
  onChange(range: DateRange): void;
  /** The first possible check-in (today, UTC). */
  today: string;
  /** The last possible check-out. */
  lastDay: string;
  /** The listing's taken nights (an activity's full dates), greyed out; none without a listing. */
  unavailable?: ReadonlySet<string>;
  /**
   * The listing's type: an activity or experience is booked for one date (`checkIn`, one
   * button, the calendar choosing single days); a stay, or no listing, for a range of nights.
   */
  type?: ListingType;
  look: StayDatesLook;
  /**
   * A form's field names: the dates travel in hidden inputs, and a browser without
   * JavaScript gets plain date inputs instead of the calendar.
   */
  names?: Record<Side, string>;
  ids?: Partial<Record<Side, string>>;
  hints?: Partial<Record<Side, string>>;
  errors?: Partial<Record<Side, string>>;
  /** The dialog lines up with the field's left edge (default) or its right edge. */
  align?: "start" | "end";
  /** Opened from elsewhere too (the listing page's "Choose dates" buttons). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

const LABELS: Record<Side, string> = { checkIn: "Check-in", checkOut: "Check-out" };
const DAY_LABELS: Record<Side, string> = { ...LABELS, checkIn: "Date" };
const NO_NIGHTS: ReadonlySet<string> = new Set();

/**
 * The site's one date picker: check-in and check-out buttons that open the calendar (two
 * months side by side on a wide screen, one on a phone; past and taken nights greyed, a taken
 * night still a possible check-out). It closes once the stay is complete; for an activity or
 * experience, one date button, closing once the date is chosen.
 */
export function StayDatesField({
  checkIn,
  checkOut,
  onChange,
  today,
  lastDay,
  unavailable = NO_NIGHTS,
  type = "ACCOMMODATION",
  look,
  names,
  ids = {},
  hints = {},
  errors = {},
  align = "start",
  open: openFromOutside,
  onOpenChange,
}: StayDatesFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openFromOutside ?? ownOpen;
  // Once opened, the dialog stays rendered: closing it gives the focus back to its button.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const buttons = useRef<Partial<Record<Side, HTMLButtonElement | null>>>({});
  const single = soldByStart(type);
  const sides: Side[] = single ? ["checkIn"] : ["checkIn", "checkOut"];
  const labels = single ? DAY_LABELS : LABELS;

  function setOpen(next: boolean) {
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  function anchor(): AnchorBox | null {
    const first = buttons.current.checkIn?.getBoundingClientRect();
    const last = (buttons.current.checkOut ?? buttons.current.checkIn)?.getBoundingClientRect();
    if (!first || !last) return null;
    return {
      top: Math.min(first.top, last.top),
      bottom: Math.max(first.bottom, last.bottom),
      left: first.left,
      right: last.right,
    };
  }

  const buttonId = (side: Side) => ids[side] ?? `${id}-${side}`;
  const date = (side: Side) => (side === "checkIn" ? checkIn : checkOut);

  return (
    <div className={look.root}>
      {sides.map((side) => {
        const described = [
          hints[side] ? `${buttonId(side)}-hint` : null,
          errors[side] ? `${buttonId(side)}-error` : null,
        ].filter(Boolean);
        return (
          <div key={side} className={look.cell}>
            <button
              ref={(element) => {
                buttons.current[side] = element;
              }}
              type="button"
              id={buttonId(side)}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-labelledby={`${id}-${side}-label ${id}-${side}-value`}
              aria-describedby={described.join(" ") || undefined}
              aria-invalid={errors[side] ? true : undefined}
              disabled={!hydrated}
              onClick={() => setOpen(true)}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              className={`${look.button} noscript:hidden`}
            >
              <span id={`${id}-${side}-label`} className={look.label}>
                {labels[side]}
              </span>
              <span
                id={`${id}-${side}-value`}
                data-testid={side === "checkIn" ? "chosen-check-in" : "chosen-check-out"}
                className={`${look.value} ${date(side) ? "" : "text-ink-500"}`}
              >
                {date(side) ? shortDate(date(side) ?? "") : "Add date"}
              </span>
            </button>
            {names ? (
              <>
                {hydrated ? (
                  <input type="hidden" name={names[side]} value={date(side) ?? ""} />
                ) : null}
                <noscript>
                  <input
                    type="date"
                    name={names[side]}
                    aria-label={labels[side]}
                    min={today}
                    max={lastDay}
                    defaultValue={date(side) ?? undefined}
                    className="w-full min-w-0 rounded-lg border border-sand-300 bg-white px-2 py-1.5 text-base text-ink-900"
                  />
                </noscript>
              </>
            ) : null}
            {hints[side] ? (
              <p id={`${buttonId(side)}-hint`} className="text-sm text-ink-600">
                {hints[side]}
              </p>
            ) : null}
            <FieldError id={buttonId(side)} error={errors[side]} />
          </div>
        );
      })}

      {opened ? (
        <Suspense
          fallback={
            <p
              role="status"
              className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-ink-900 px-4 py-2 text-sm text-white shadow-float"
            >
              Loading the calendar…
            </p>
          }
        >
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            anchor={anchor}
            align={align}
            checkIn={checkIn}
            checkOut={checkOut}
            today={today}
            lastDay={lastDay}
            unavailable={unavailable}
            type={type}
            single={single}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
