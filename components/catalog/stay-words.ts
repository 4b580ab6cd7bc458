import type { ListingType } from "@/lib/enums";

/** "3 nights" for a stay; activities and experiences count days. */
export function stayLength(type: ListingType, nights: number): string {
  const word = type === "ACCOMMODATION" ? "night" : "day";
  return `${nights} ${word}${nights === 1 ? "" : "s"}`;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Tue 14 Oct" for an ISO date. */
export function shortDate(iso: string): string {
  return dayFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** "14 Oct – 17 Oct" for a stay. */
export function stayRange(checkIn: string, checkOut: string): string {
  const from = dayMonth.format(new Date(`${checkIn}T00:00:00Z`));
  const to = dayMonth.format(new Date(`${checkOut}T00:00:00Z`));
  return `${from} – ${to}`;
}
