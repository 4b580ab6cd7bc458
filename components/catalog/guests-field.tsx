"use client";

import { useId, useRef, useState } from "react";
import { type Guests, MAX_PARTY } from "@/lib/guest-limits";
import { guestWords } from "@/lib/words";
import { useHydrated } from "../use-hydrated";
import type { GuestsDialog } from "./guests-dialog";
import type { AnchorBox } from "./picker-dialog";
import type { StayDatesLook } from "./stay-dates-field";

// The selector and its dialog are fetched when the button is first pressed (or pointed at, or
// focused), and the dialog opens once they are there, so the focus lands in it as before.
const loadDialog = () => import("./guests-dialog");

interface GuestsFieldProps {
  /** The party asked for, or null for "any". */
  guests: Guests | null;
  onChange(guests: Guests | null): void;
  /** The form field carrying the party's size (adults and children together). */
  name: string;
  look: Omit<StayDatesLook, "root">;
  align?: "start" | "end";
}

/**
 * The searches' guests (home, filters): a button opening the guest selector, its total in a
 * hidden field; "Add guests" (no filter) until a stepper is used. Without JavaScript, a
 * number input instead.
 */
export function GuestsField({ guests, onChange, name, look, align = "start" }: GuestsFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<typeof GuestsDialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const anchor = (): AnchorBox | null => button.current?.getBoundingClientRect() ?? null;
  const total = guests ? guests.adults + guests.children : null;

  return (
    <div className={look.cell}>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={!hydrated}
        onClick={() =>
          void loadDialog().then((module) => {
            setDialog(() => module.GuestsDialog);
            setOpen(true);
          })
        }
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={`${look.button} noscript:hidden`}
      >
        <span id={`${id}-label`} className={look.label}>
          Guests
        </span>
        <span id={`${id}-value`} className={`${look.value} ${guests ? "" : "text-ink-500"}`}>
          {guests ? guestWords(guests.adults, guests.children) : "Add guests"}
        </span>
      </button>
      {hydrated ? <input type="hidden" name={name} value={total ?? ""} /> : null}
      <noscript>
        <input
          type="number"
          name={name}
          aria-label="Guests"
          inputMode="numeric"
          min={1}
          max={MAX_PARTY}
          defaultValue={total ?? undefined}
          className="w-full min-w-0 rounded-lg border border-sand-300 bg-white px-2 py-1.5 text-base text-ink-900"
        />
      </noscript>
      {Dialog ? (
        <Dialog
          guests={guests}
          onChange={onChange}
          open={open}
          onClose={() => setOpen(false)}
          anchor={anchor}
          align={align}
        />
      ) : null}
    </div>
  );
}
