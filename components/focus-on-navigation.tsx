"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After the app moves to another page by itself (a link, or a form that went on, like sign-up
 * to the booking it was for), the keyboard focus goes to the new page's heading, as a full
 * page load would start a screen reader there; focusing scrolls it clear of the sticky header
 * (globals.css). Not on the first load, not when only the query changed (filters keep their
 * focus), not for an anchor (#destinations), and not when the page already put the focus in
 * its content.
 */
export function FocusOnNavigation() {
  const pathname = usePathname();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (window.location.hash) return;
    const main = document.getElementById("main");
    if (!main || main.contains(document.activeElement)) return;
    const heading = main.querySelector<HTMLElement>("h1") ?? main;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
  }, [pathname]);

  return null;
}
