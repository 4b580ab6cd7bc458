// Counts, names and messages in words.

import { soldByStart } from "@/lib/activity-starts";
import type { ListingType } from "@/lib/enums";
import { grouped } from "@/lib/money-format";
import type { Sale } from "@/lib/pricing";

/** "1 night", "3 nights", "2 children" (with the plural given). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** "3 nights" for a stay; activities and experiences count days. */
export function stayLength(type: ListingType, nights: number): string {
  return plural(nights, type === "ACCOMMODATION" ? "night" : "day");
}

/** How long an activity or experience lasts: "3 hours" for a day of hours, else "2 days". */
export function durationWords(days: number, hours: number | null): string {
  return days === 1 && hours ? plural(hours, "hour") : plural(days, "day");
}

/**
 * What the unit price was multiplied by (lib/pricing.ts, unitsSold): "3 nights", "2 people ×
 * 3 nights" (a stay by the person), "2 people", "1 group", "3 days".
 */
export function unitsWords({ type, unit, nights, participants }: Sale): string {
  const length = stayLength(type, nights);
  switch (unit) {
    case "PER_NIGHT":
      return length;
    case "PER_PERSON":
      return soldByStart(type)
        ? peopleWords(participants)
        : `${peopleWords(participants)} × ${length}`;
    case "PER_GROUP":
      return soldByStart(type) ? "1 group" : length;
  }
}

/** The party of an activity or experience: "1 person", "2 people". */
export function peopleWords(participants: number): string {
  return plural(participants, "person", "people");
}

/** What a start still offers: "3 spots left", "1 spot left", "Sold out". */
export function spotsWords(spots: number): string {
  return spots === 0 ? "Sold out" : `${plural(spots, "spot")} left`;
}

/** "2 adults, 1 child". */
export function guestWords(adults: number, children: number): string {
  const parts = [plural(adults, "adult")];
  if (children > 0) parts.push(plural(children, "child", "children"));
  return parts.join(", ");
}

/**
 * 1200 → "1,200", 2.5 → "2.5": thousands grouped, at most `fractionDigits` decimals, as
 * `toLocaleString("en-GH")` writes a count, but without `Intl`: a browser loads a locale's ICU
 * data on its first use, about 15 ms on a desktop and 60–120 ms on a slowed phone, in the
 * middle of hydration (docs/decisions.md, "Counts without Intl"). Rounded as `toFixed` rounds
 * (the stored binary value: 12.35 is 12.3499… and gives 12.3, where ICU gives 12.4), and "0"
 * where ICU writes "-0".
 */
export function formatCount(value: number, fractionDigits = 3): string {
  const [whole = "", fraction = ""] = Math.abs(value).toFixed(fractionDigits).split(".");
  const decimals = fraction.replace(/0+$/, "");
  const sign = value < 0 && /[1-9]/.test(whole + decimals) ? "-" : "";
  return `${sign}${grouped(whole)}${decimals ? `.${decimals}` : ""}`;
}

export function formatPercent(value: number): string {
  return `${formatCount(value, 1)}%`;
}

/** 12.5 → "+12.5%", -3 → "−3%", 0 → "0%". */
export function formatSignedPercent(value: number): string {
  const text = formatPercent(Math.abs(value));
  if (value > 0) return `+${text}`;
  if (value < 0) return `−${text}`;
  return text;
}

export function personName(
  profile: { firstName?: string | null; lastName?: string | null } | null | undefined,
  fallback: string,
): string {
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ").trim();
  return name || fallback;
}

/** A label for values outside the closed sets (webhook outcomes, audit actions…). */
export function humanize(value: string | null | undefined): string {
  if (!value) return "—";
  const words = value.replace(/[._]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An API message as a sentence: capitalised, ending with a full stop, without the field
 * name a schema puts first ("Invalid guestPhone: must be +233 …" → "Must be +233 ….").
 */
export function sentence(message: string): string {
  const text = message.trim().replace(/^Invalid [\w.]+: /, "");
  if (!text) return text;
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** The first word of a name as typed ("Ama Mensah" → "Ama"): what a host sees before a stay. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
