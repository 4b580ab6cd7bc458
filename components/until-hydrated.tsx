"use client";

import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * A form's controls, disabled until the page has hydrated. A controlled input takes its value
 * from React's state when React attaches to the server's HTML, so anything typed into it
 * before then would be silently replaced; disabled, nothing can be typed that would be lost.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
