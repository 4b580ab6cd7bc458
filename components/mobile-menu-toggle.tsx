"use client";

import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated";

interface MobileMenuToggleProps {
  /** The looks, from the server (mobile-menu.tsx). */
  className: string;
  buttonClassName: string;
  panelClassName: string;
  /** The button's icon and words, rendered on the server; the icon follows `aria-expanded`. */
  label: ReactNode;
  /** The navigation panel, rendered only while open. */
  children: ReactNode;
}

/**
 * The menu's behaviour: a button with aria-expanded that shows the panel below the header.
 * Closes on Escape, on an outside click and when a link in it is followed.
 */
export function MobileMenuToggle({
  className,
  buttonClassName,
  panelClassName,
  label,
  children,
}: MobileMenuToggleProps) {
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
    <div ref={rootRef} className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        disabled={!hydrated}
        className={buttonClassName}
      >
        {label}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only closes the panel after a link is followed; links keep their own keyboard behaviour */}
      <div id={panelId} hidden={!open} onClick={closeOnLink} className={panelClassName}>
        {open ? children : null}
      </div>
    </div>
  );
}
