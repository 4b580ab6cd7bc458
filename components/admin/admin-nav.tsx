"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Overview", icon: "M3 11.5 10 5l7 6.5M5 10v6.5h3.5V13h3v3.5H15V10" },
  { href: "/admin/listings", label: "Listings", icon: "M3.5 4.5h13v11h-13zM3.5 8.5h13M7.5 8.5v7" },
  {
    href: "/admin/bookings",
    label: "Bookings",
    icon: "M4 5.5h12v10.5H4zM4 9h12M7.5 3.5v3.5M12.5 3.5v3.5",
  },
  {
    href: "/admin/users",
    label: "Users",
    icon: "M7.5 9.5a2.75 2.75 0 1 0 0-5.5 2.75 2.75 0 0 0 0 5.5ZM2.5 16c.5-2.9 2.6-4.5 5-4.5s4.5 1.6 5 4.5M13 4.3a2.6 2.6 0 0 1 0 5M14.5 11.7c1.5.5 2.6 1.9 3 4.3",
  },
  {
    href: "/admin/support",
    label: "Outbox & webhooks",
    icon: "M3 5.5h14v9H3zM3 6l7 5 7-5",
  },
  {
    href: "/admin/audit",
    label: "Audit log",
    icon: "M5.5 3.5h9v13h-9zM8 7h4M8 10h4M8 13h2.5",
  },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  if (href === "/admin") return pathname === "/admin";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The dashboard's sections: a vertical list beside the content on wide screens, a row that
 * scrolls sideways (inside itself) on phones. The current section has aria-current="page".
 */
export function AdminNav() {
  const pathname = usePathname() ?? "/admin";
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the row scrolls sideways: bring the current section into view (without
  // scrolling the page itself).
  useEffect(() => {
    const list = listRef.current;
    const href = ADMIN_SECTIONS.find((section) => isCurrent(pathname, section.href))?.href;
    const current = list?.querySelector<HTMLElement>(`a[href="${href}"]`)?.parentElement;
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
  }, [pathname]);

  return (
    <nav aria-label="Administration">
      <ul
        ref={listRef}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:px-0 lg:flex-col lg:overflow-visible lg:pb-0"
      >
        {ADMIN_SECTIONS.map((section) => {
          const current = isCurrent(pathname, section.href);
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
