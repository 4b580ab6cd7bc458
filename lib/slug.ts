import { cryptoRandomBytes, type RandomBytes, randomFromAlphabet } from "./references";

export const MAX_SLUG_LENGTH = 80;
const FALLBACK_SLUG = "listing";
const SUFFIX_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

// Letters NFKD does not decompose into ASCII: Ghanaian (Twi, Ga, Ewe) and a few European ones.
const LETTER_MAP: Record<string, string> = {
  ɛ: "e",
  ɔ: "o",
  ŋ: "n",
  ɖ: "d",
  ƒ: "f",
  ɣ: "g",
  ʋ: "v",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ł: "l",
  þ: "th",
};

function words(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ɛɔŋɖƒɣʋßæœøđłþ]/g, (c) => LETTER_MAP[c] ?? "")
    .replace(/&/g, " and ")
    .replace(/['‘’`ʼ]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function cap(slug: string, max: number): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, "");
}

/**
 * Title then city as lower-case ASCII words joined by "-", at most 80 characters, the city left
 * out when the title already ends with it; "listing" when nothing is left.
 */
export function listingSlug(title: string, city: string): string {
  const t = words(title);
  const c = words(city);
  const alreadyEndsWithCity = c === "" || t === c || t.endsWith(`-${c}`);
  const joined = alreadyEndsWithCity ? t : t === "" ? c : `${t}-${c}`;
  return cap(joined, MAX_SLUG_LENGTH) || FALLBACK_SLUG;
}

/** `${slug}-${suffix}`, the slug shortened so the whole stays within 80 characters. */
export function withSuffix(slug: string, suffix: string): string {
  const room = Math.max(0, MAX_SLUG_LENGTH - suffix.length - 1);
  const base = cap(slug, room);
  return base === "" ? suffix : `${base}-${suffix}`;
}

/** Four lower-case base-36 characters, for making a colliding slug unique. */
export function randomSlugSuffix(randomBytes: RandomBytes = cryptoRandomBytes): string {
  return randomFromAlphabet(SUFFIX_ALPHABET, 4, randomBytes);
}
