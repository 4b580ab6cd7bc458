"use client";

import { useEffect, useRef } from "react";
import { hrefWith } from "./listing-query";
import type { PriceLines } from "./price-breakdown";
import { type Quote, stayKey } from "./stay-quote";
import { useKeyedAnswer } from "./use-keyed-answer";

interface Availability {
  available: boolean;
  unavailableDates: string[];
  pricing: PriceLines | null;
}

interface StayQuote {
  /** The quote of the stay asked for, or null while it is being worked out (or no stay). */
  quote: Quote | null;
  checking: boolean;
  /** Asks again, forgetting what was known of this stay. */
  recheck(): void;
}

/**
 * The price of a stay at a listing, from the availability endpoint, which also re-checks that
 * its nights are free. `stay` is null until both dates are chosen and valid. Prices already
 * seen are remembered; `initial` is the server's quote for the stay it rendered.
 */
export function useStayQuote(
  slug: string,
  stay: { checkIn: string; checkOut: string } | null,
  initial: Quote | null,
  onUnavailable?: (nights: string[]) => void,
): StayQuote {
  const reportUnavailable = useRef(onUnavailable);
  useEffect(() => {
    reportUnavailable.current = onUnavailable;
  });
  const { answer, checking, recheck } = useKeyedAnswer<Quote>(
    stay ? stayKey(stay.checkIn, stay.checkOut) : null,
    initial,
    async (key, signal) => {
      const [checkIn, checkOut] = key.split("/");
      const url = hrefWith(`/api/listings/${slug}/availability`, { checkIn, checkOut });
      const { api } = await import("../api-client");
      const result = await api.get<Availability>(url, { signal });
      if (!result.ok) return { key, status: "error" };
      if (result.data.available && result.data.pricing) {
        return { key, status: "ready", pricing: result.data.pricing };
      }
      if (!signal.aborted) reportUnavailable.current?.(result.data.unavailableDates);
      return { key, status: "unavailable", nights: result.data.unavailableDates };
    },
    (quote) => quote.status === "ready",
  );
  return { quote: answer, checking, recheck };
}
