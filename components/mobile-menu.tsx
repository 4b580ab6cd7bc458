"use client";

import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated";

interface MobileMenuProps {
  children: ReactNode;
}

/**
 * The phone-size menu: a real button with aria-expanded that shows the navigation panel
 * below the header. Closes on Escape, on an outside click and when a link in it is followed.
 */
export function MobileMenu({ children }: MobileMenuProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  }

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        disabled={!hydrated}
        className="inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-3.5 py-2 text-sm font-semibold text-ink-900 shadow-sm transition hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 fill-none stroke-current"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5.5h14M3 10h14M3 14.5h14" />}
        </svg>
        Menu
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only closes the panel after a link is followed; links keep their own keyboard behaviour */}
      <div
        id={panelId}
        hidden={!open}
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full border-b border-sand-200 bg-white shadow-float"
      >
        {open ? children : null}
      </div>
    </div>
  );
}
