"use client";

import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { WIDE_SCREEN } from "./use-wide-screen";

export interface AnchorBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface PickerDialogProps {
  /** The dialog's accessible name. */
  label: string;
  open: boolean;
  /** Escape, a click outside, or a button inside asked to close. */
  onClose(): void;
  /** Where the field is on screen: wide screens open the dialog just below (or above) it. */
  anchor(): AnchorBox | null;
  /** Line the dialog up with the field's left edge, or with its right edge. */
  align: "start" | "end";
  children: ReactNode;
}

const GAP = 8;

const footerButton =
  "min-h-11 rounded-xl px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-gold-600";

/** The buttons at the foot of a picker: "Clear …" (quiet) and "Done". */
export const PICKER_BUTTONS = {
  quiet: `${footerButton} text-ink-900 underline underline-offset-4 hover:text-clay-700`,
  done: `${footerButton} bg-forest-700 px-4 text-white hover:bg-forest-800`,
};

/**
 * The pickers' dialog (dates, guests): a modal <dialog>, so it sits above everything (no
 * scrolling box cuts it off), keeps the keyboard inside, closes on Escape and gives the focus
 * back to the button that opened it. On a phone it is a sheet at the bottom of the screen;
 * on a wide screen it opens next to its field. Its content is rendered only while open.
 */
export function PickerDialog({ label, open, onClose, anchor, align, children }: PickerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const anchorOf = useRef(anchor);
  useEffect(() => {
    anchorOf.current = anchor;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    let first = true;
    const place = () => {
      const box = anchorOf.current();
      if (!window.matchMedia(WIDE_SCREEN).matches || !box) {
        dialog.style.removeProperty("top");
        dialog.style.removeProperty("left");
        return;
      }
      const { offsetWidth: width, offsetHeight: height } = dialog;
      const { innerWidth, innerHeight } = window;
      const wanted = align === "end" ? box.right - width : box.left;
      const left = Math.max(GAP, Math.min(wanted, innerWidth - width - GAP));
      const below = box.bottom + GAP;
      const above = box.top - height - GAP;
      // Opening where it fits neither below nor above its field: the page scrolls the field
      // up (at most to the top) so the dialog opens below it; `scroll` places it again.
      const short = below + height - (innerHeight - GAP);
      if (first && short > 0 && above < GAP && box.top > GAP) {
        first = false;
        window.scrollBy({ top: Math.min(short, box.top - GAP) });
        return;
      }
      first = false;
      const top =
        below + height <= innerHeight - GAP
          ? below
          : above >= GAP
            ? above
            : Math.max(GAP, innerHeight - height - GAP);
      dialog.style.left = `${left}px`;
      dialog.style.top = `${top}px`;
    };
    place();
    const resized = new ResizeObserver(place);
    resized.observe(dialog);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      resized.disconnect();
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [open, align]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape closes too
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[calc(100dvh-2rem)] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-3xl bg-white p-0 text-ink-900 shadow-float backdrop:bg-ink-900/40 md:right-auto md:bottom-auto md:w-auto md:max-w-[calc(100vw-1rem)] md:rounded-3xl md:ring-1 md:ring-black/5 md:backdrop:bg-transparent"
    >
      {open ? <div className="p-4 sm:p-5">{children}</div> : null}
    </dialog>
  );
}
