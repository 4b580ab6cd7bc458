import { type SQL, sql } from "drizzle-orm";
import type { Bindable } from "@/db/prepared";
import { listings } from "@/db/schema";
import { daysBetween } from "@/lib/dates";

/** Day 0 of listings.taken_night_words (migration 0024): night d is bit d & 63 of word d >> 6. */
const ORIGIN = "2000-01-01";
const WORD_BITS = 64;

/**
 * The words of the bitmap that the nights [checkIn, checkOut) fall in, each with the mask of
 * those nights' bits (a signed 64-bit integer, as PostgreSQL's bigint holds it, in decimal).
 */
export function nightWordMasks(
  checkIn: string,
  checkOut: string,
): Array<{ word: number; mask: string }> {
  const first = daysBetween(ORIGIN, checkIn);
  const end = daysBetween(ORIGIN, checkOut);
  const masks = new Map<number, bigint>();
  for (let day = first; day < end; day++) {
    const word = Math.floor(day / WORD_BITS);
    const bit = BigInt(day - word * WORD_BITS);
    masks.set(word, (masks.get(word) ?? 0n) | (1n << bit));
  }
  return [...masks].map(([word, mask]) => ({ word, mask: BigInt.asIntN(64, mask).toString() }));
}

/** One word of the bitmap and the mask of a range's nights in it, or their placeholders. */
export type NightWordMask = Bindable<{ word: number; mask: string }>;

/**
 * None of the nights the masks cover (`nightWordMasks` of [checkIn, checkOut)) is among the
 * listing's nights taken for good (blocks, imported nights, confirmed and completed stays),
 * read from its bitmap: one array element and one AND per 64 nights, with no visit to
 * blocked_nights. Pending holds are not in the bitmap (they expire): the caller checks them.
 */
export function freeOfTakenNights(masks: NightWordMask[]): SQL {
  const tests = masks.map(
    ({ word, mask }) =>
      sql`(coalesce(${listings.takenNightWords}[${word}::integer], 0) & ${mask}::bigint) = 0`,
  );
  return tests.length === 0 ? sql`true` : sql.join(tests, sql` and `);
}
