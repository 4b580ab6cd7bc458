/** Deterministic randomness: every scene draws from a generator seeded by its name. */

export type Rand = () => number;

/** FNV-1a hash of the name seeding a mulberry32 generator. */
export function seeded(name: string): Rand {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rand, lo: number, hi: number) => lo + (hi - lo) * r();

export function pick<T>(r: Rand, items: readonly T[]): T {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** A value to draw: fixed, uniform in [lo, hi], or computed from the generator. */
export type Spread = number | readonly [lo: number, hi: number] | ((r: Rand) => number);

export function sample(r: Rand, spread: Spread): number {
  if (typeof spread === "number") return spread;
  if (typeof spread === "function") return spread(r);
  return between(r, spread[0], spread[1]);
}

/** Uniform in one of two ranges, chosen by a coin flip (e.g. either side of a waterfall). */
export const eitherSide =
  (a: readonly [number, number], b: readonly [number, number]) =>
  (r: Rand): number =>
    r() < 0.5 ? between(r, a[0], a[1]) : between(r, b[0], b[1]);
