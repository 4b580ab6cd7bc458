"use client";

import { useEffect } from "react";
import { hrefWith } from "./catalog/listing-query";

type Params = Record<string, string | number | null | undefined>;

/**
 * Keeps the page's address in step with `params`, in their order and without adding history
 * entries, so a reload or a shared link shows the same choice.
 */
export function useReplaceAddress(params: Params): void {
  const wanted = JSON.stringify(params);
  useEffect(() => {
    const url = hrefWith(window.location.pathname, JSON.parse(wanted) as Params);
    if (url !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, "", url);
    }
  }, [wanted]);
}
