import { useSyncExternalStore } from "react";

/** From this width the pickers open below their field, the calendar showing two months. */
export const WIDE_SCREEN = "(min-width: 768px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the screen is wide (false in the server's HTML: the pickers open on a click). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}
