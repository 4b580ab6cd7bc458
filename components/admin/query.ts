// Reading the admin pages' URL state forgivingly: unknown or malformed values are ignored
// (the filter is simply off), never an error page.

import { isIsoDate } from "@/lib/dates";
import { plural } from "@/lib/words";

export type RawSearchParams = Record<string, string | string[] | undefined>;

export function one(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

export function enumParam<T extends string>(
  value: string | string[] | undefined,
  allowed: readonly T[],
): T | undefined {
  const text = one(value);
  return text && (allowed as readonly string[]).includes(text) ? (text as T) : undefined;
}

export function pageParam(value: string | string[] | undefined): number {
  const text = one(value);
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

export function dateParam(value: string | string[] | undefined): string | undefined {
  const text = one(value);
  return text && isIsoDate(text) ? text : undefined;
}

/** A record id (CUID2) or nothing. */
export function idParam(value: string | string[] | undefined): string | undefined {
  const text = one(value);
  return text && /^[a-z0-9]{1,64}$/i.test(text) ? text : undefined;
}

export function textParam(value: string | string[] | undefined, max = 100): string | undefined {
  const text = one(value);
  return text ? text.slice(0, max) : undefined;
}

/** "Showing 21–40 of 95" */
export function rangeText(page: number, limit: number, total: number, noun: [string, string]) {
  if (total === 0) return `No ${noun[1]}`;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  if (first > total) return plural(total, ...noun);
  return `Showing ${first}–${last} of ${plural(total, ...noun)}`;
}

/** The filters that are set, as URL parameters, and whether there are any. */
export function activeFilters(values: Record<string, string | undefined>) {
  const params = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return { params, anyFilter: Object.keys(params).length > 0 };
}

/** How many pages a list of `total` items has (at least one, for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
