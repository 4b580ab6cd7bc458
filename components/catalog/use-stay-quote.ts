"use client";

import { useEffect, useRef, useState } from "react";
import { api } from "../api-client";
import { hrefWith } from "./listing-query";
import type { PriceLines } from "./price-breakdown";
import { type Quote, stayKey } from "./stay-quote";

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
  const [quote, setQuote] = useState<Quote | null>(initial);
  const [attempt, setAttempt] = useState(0);
  const known = useRef(new Map<string, Quote>(initial ? [[initial.key, initial]] : []));
  const reportUnavailable = useRef(onUnavailable);
  useEffect(() => {
    reportUnavailable.current = onUnavailable;
  });
  const key = stay ? stayKey(stay.checkIn, stay.checkOut) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on recheck()
  useEffect(() => {
    if (!key) return;
    const remembered = known.current.get(key);
    if (remembered) {
      setQuote(remembered);
      return;
    }
    const controller = new AbortController();
    const [checkIn, checkOut] = key.split("/");
    const url = hrefWith(`/api/listings/${slug}/availability`, { checkIn, checkOut });
    void api.get<Availability>(url, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        setQuote({ key, status: "error" });
      } else if (result.data.available && result.data.pricing) {
        const ready: Quote = { key, status: "ready", pricing: result.data.pricing };
        known.current.set(key, ready);
        setQuote(ready);
      } else {
        setQuote({ key, status: "unavailable", nights: result.data.unavailableDates });
        reportUnavailable.current?.(result.data.unavailableDates);
      }
    });
    return () => controller.abort();
  }, [key, slug, attempt]);

  const current = quote && quote.key === key ? quote : null;
  return {
    quote: current,
    checking: key !== null && current === null,
    recheck() {
      if (key) known.current.delete(key);
      setQuote(null);
      setAttempt((value) => value + 1);
    },
  };
}
