"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

/** How long the client router has to move to the page before the browser loads it itself. */
export const NAVIGATION_FALLBACK_MS = 5_000;

/**
 * The client router's push (or replace), with a way out. Next.js drops a navigation whose page
 * data never arrives, without a word (vercel/next.js#97807): the press is lost and every retry
 * with it. So if the address is still the one the press was made on a few seconds later, the
 * browser loads the page itself.
 */
export function useNavigate(): (href: string, options?: { replace?: boolean }) => void {
  const router = useRouter();
  return useCallback(
    (href, { replace = false } = {}) => {
      const from = window.location.href;
      const to = new URL(href, from).href;
      if (replace) router.replace(href);
      else router.push(href);
      if (to === from) return;
      // Watched, not just checked once at the end: a visitor who arrived and went back within
      // the 5 s is on the first address again, and must stay there. Going back or forward ends
      // the watch at once, even between two of its looks.
      const startedAt = Date.now();
      const stop = () => {
        window.clearInterval(watch);
        window.removeEventListener("popstate", stop);
      };
      const watch = window.setInterval(() => {
        if (window.location.href !== from) return stop();
        if (Date.now() - startedAt < NAVIGATION_FALLBACK_MS) return;
        stop();
        if (replace) window.location.replace(to);
        else window.location.assign(to);
      }, 200);
      window.addEventListener("popstate", stop);
    },
    [router],
  );
}
