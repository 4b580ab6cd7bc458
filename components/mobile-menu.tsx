import type { ReactNode } from "react";
import { MobileMenuToggle } from "./mobile-menu-toggle";

interface MobileMenuProps {
  children: ReactNode;
}

/**
 * The phone-size menu: a "Menu" button that shows the navigation panel below the header. Its
 * look and icon are rendered here, on the server; the icon turns into a cross through
 * `aria-expanded`, and only the opening and closing run in the browser (mobile-menu-toggle.tsx).
 */
export function MobileMenu({ children }: MobileMenuProps) {
  return (
    <MobileMenuToggle
      className="lg:hidden"
      buttonClassName="group/menu inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-3.5 py-2 text-sm font-semibold text-ink-900 shadow-sm transition hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-gold-600"
      panelClassName="absolute inset-x-0 top-full border-b border-sand-200 bg-white shadow-float"
      label={
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 fill-none stroke-current"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <path d="M3 5.5h14M3 10h14M3 14.5h14" className="group-aria-expanded/menu:hidden" />
            <path d="M5 5l10 10M15 5L5 15" className="hidden group-aria-expanded/menu:inline" />
          </svg>
          Menu
        </>
      }
    >
      {children}
    </MobileMenuToggle>
  );
}
