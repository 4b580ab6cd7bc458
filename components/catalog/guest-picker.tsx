"use client";

import type { ReactNode } from "react";
import { type Guests, maxAdults, maxChildren } from "@/lib/guest-limits";

interface GuestPickerProps {
  guests: Guests;
  /** The listing's capacity, adults and children together; without a listing, the most a booking may bring. */
  maxGuests: number;
  onChange(guests: Guests): void;
  /** Say the listing's limit beside the legend. */
  showLimit?: boolean;
  /** The party of an activity or experience: participants, its limit the spots of a start. */
  participants?: boolean;
  id?: string;
  /** The id of what describes the whole control: why the party cannot come (guest-field.tsx). */
  describedBy?: string;
  /** Shown under the steppers: the error a booking form's field adds (guest-field.tsx). */
  children?: ReactNode;
}

interface StepperProps {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  noun: [string, string];
  onChange(value: number): void;
}

function Stepper({ label, hint, value, min, max, noun, onChange }: StepperProps) {
  const button =
    "grid size-11 place-items-center rounded-full border border-sand-300 bg-white text-ink-900 transition hover:border-ink-900 focus-visible:outline-3 focus-visible:outline-gold-600 disabled:cursor-not-allowed disabled:border-sand-200 disabled:text-ink-500/50 disabled:hover:border-sand-200";
  return (
    <fieldset className="flex items-center justify-between gap-3">
      <legend className="sr-only">{label}</legend>
      <div>
        <p aria-hidden="true" className="font-semibold text-ink-900">
          {label}
        </p>
        <p className="text-sm text-ink-600">{hint}</p>
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={`Fewer ${noun[1]}`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          className={button}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 stroke-current"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <path d="M5 10h10" />
          </svg>
        </button>
        <output aria-live="polite" className="w-6 text-center font-semibold text-ink-900">
          {value}
          <span className="sr-only"> {value === 1 ? noun[0] : noun[1]}</span>
        </output>
        <button
          type="button"
          aria-label={`More ${noun[1]}`}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          className={button}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 stroke-current"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <path d="M5 10h10M10 5v10" />
          </svg>
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The site's one guest selector: adults and children steppers whose "+" is disabled once the
 * party fills the listing's capacity (children count as guests, lib/guest-limits.ts, the
 * server's rule).
 */
export function GuestPicker({
  guests,
  maxGuests,
  onChange,
  showLimit = true,
  participants = false,
  id,
  describedBy,
  children: after,
}: GuestPickerProps) {
  const { adults, children } = guests;
  return (
    <fieldset id={id} aria-describedby={describedBy} className="flex scroll-mt-24 flex-col gap-4">
      <legend className="mb-3 text-sm font-bold tracking-wide text-ink-900 uppercase">
        {participants ? "Participants" : "Guests"}
        {showLimit ? (
          <span className="font-medium normal-case text-ink-600">
            {" "}
            · up to {maxGuests}
            {participants ? " a start" : ""}, children included
          </span>
        ) : null}
      </legend>
      <Stepper
        label="Adults"
        hint="Age 13 or above"
        value={adults}
        min={1}
        max={maxAdults(maxGuests, children)}
        noun={["adult", "adults"]}
        onChange={(value) => onChange({ adults: value, children })}
      />
      <Stepper
        label="Children"
        hint="Ages 2 to 12"
        value={children}
        min={0}
        max={maxChildren(maxGuests, adults)}
        noun={["child", "children"]}
        onChange={(value) => onChange({ adults, children: value })}
      />
      {after}
    </fieldset>
  );
}
