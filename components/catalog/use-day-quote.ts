"use client";

import type { Slot } from "@/lib/activity-starts";
import { addDays } from "@/lib/dates";
import type { Guests } from "@/lib/guest-limits";
import { hrefWith } from "./listing-query";
import { type DayQuote, dayKey } from "./outing-starts";
import type { PriceLines } from "./price-breakdown";
import { type KeyedAnswer, useKeyedAnswer } from "./use-keyed-answer";

interface DayAvailability {
  pricing: PriceLines | null;
  slots?: Slot[];
}

/**
 * An activity's or experience's starts on a date with their spots left, and the party's
 * price, from the availability endpoint; asked again when the date or the party changes.
 * `day` is null until a date is chosen; `initial` is the server's answer for the day it
 * rendered.
 */
export function useDayQuote(
  slug: string,
  day: { date: string; guests: Guests } | null,
  initial: DayQuote | null,
): KeyedAnswer<DayQuote> {
  return useKeyedAnswer<DayQuote>(
    day ? dayKey(day.date, day.guests) : null,
    initial,
    async (key, signal) => {
      const [date = "", adults, children] = key.split("/");
      const url = hrefWith(`/api/listings/${slug}/availability`, {
        checkIn: date,
        checkOut: addDays(date, 1),
        adults,
        children,
      });
      const { api } = await import("../api-client");
      const result = await api.get<DayAvailability>(url, { signal });
      return result.ok
        ? { key, status: "ready", slots: result.data.slots ?? [], pricing: result.data.pricing }
        : { key, status: "error" };
    },
    (quote) => quote.status === "ready",
  );
}
