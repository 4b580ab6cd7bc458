// Another stay when the one asked for is taken: the free stay of the same length nearest to
// it, offered by the listing page when a link's dates are not available.

import { addDays, daysBetween } from "./dates";

export interface NearestFreeStayParams {
  /** The stay asked for. */
  checkIn: string;
  checkOut: string;
  /** Taken nights (ISO dates). */
  taken: ReadonlySet<string>;
  /** The first possible check-in. */
  today: string;
  /** The last possible check-out (the end of the booking horizon). */
  lastDay: string;
}

export interface FreeStay {
  checkIn: string;
  checkOut: string;
}

function isFree(checkIn: string, nights: number, taken: ReadonlySet<string>): boolean {
  for (let index = 0; index < nights; index += 1) {
    if (taken.has(addDays(checkIn, index))) return false;
  }
  return true;
}

/**
 * The free stay with as many nights as the one asked for whose check-in is nearest to its
 * check-in, looking a day later and a day earlier in turn (the later first on a tie), within
 * today … lastDay; the stay itself when it is free, null when no such stay fits.
 */
export function nearestFreeStay({
  checkIn,
  checkOut,
  taken,
  today,
  lastDay,
}: NearestFreeStayParams): FreeStay | null {
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return null;
  const latestCheckIn = addDays(lastDay, -nights);
  const fits = (day: string) => day >= today && day <= latestCheckIn && isFree(day, nights, taken);
  const reach = Math.max(daysBetween(today, checkIn), daysBetween(checkIn, latestCheckIn));
  for (let distance = 0; distance <= reach; distance += 1) {
    for (const day of [addDays(checkIn, distance), addDays(checkIn, -distance)]) {
      if (fits(day)) return { checkIn: day, checkOut: addDays(day, nights) };
    }
  }
  return null;
}
