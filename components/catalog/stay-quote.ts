// A stay's quote as the pages pass it on: the server renders the first one, the browser asks
// for the next (use-stay-quote.ts).

import type { PriceLines } from "./price-breakdown";

export type Quote =
  | { key: string; status: "ready"; pricing: PriceLines }
  | { key: string; status: "unavailable"; nights: string[] }
  | { key: string; status: "error" };

export function stayKey(checkIn: string, checkOut: string): string {
  return `${checkIn}/${checkOut}`;
}
