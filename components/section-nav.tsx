"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

export interface Section {
  href: string;
  label: string;
  /** A 20×20 stroke path. */
  icon: string;
}

/** The first section is the area's home: current only on itself, not on the pages below it. */
function isCurrent(pathname: string, href: string, home: string): boolean {
  if (href === home) return pathname === home;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * A work area's sections (the admin's, the host's): a vertical list beside the content on wide
 * screens, a row that scrolls sideways (inside itself) on phones. The current section has
 * aria-current="page".
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly Section[] }) {
  const home = sections[0]?.href ?? "/";
  const pathname = usePathname() ?? home;
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the row scrolls sideways: bring the current section into view (without
  // scrolling the page itself).
  useEffect(() => {
    const list = listRef.current;
    const href = sections.find((section) => isCurrent(pathname, section.href, home))?.href;
    const current = list?.querySelector<HTMLElement>(`a[href="${href}"]`)?.parentElement;
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
  }, [pathname, sections, home]);

  return (
    <nav aria-label={label}>
      <ul
        ref={listRef}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:px-0 lg:flex-col lg:overflow-visible lg:pb-0"
      >
        {sections.map((section) => {
          const current = isCurrent(pathname, section.href, home);
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-3 focus-visible:outline-gold-600 ${
                  current
                    ? "bg-forest-700 text-white shadow-sm"
                    : "text-ink-700 hover:bg-white hover:text-ink-900"
                }`}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-5 shrink-0 fill-none stroke-current"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={section.icon} />
                </svg>
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
