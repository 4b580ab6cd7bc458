"use client";

import { useEffect, useId, useRef } from "react";
import { useNavigate } from "@/components/use-navigate";
import type { ListingSort } from "@/lib/schemas/catalog";
import { hrefWith } from "./listing-query";

// Here, not beside the catalogue's URL helpers: the listing and booking pages use those and
// would carry the labels too (issue 22, "Phones").
const SORT_OPTIONS: Array<{ value: ListingSort; label: string }> = [
  { value: "newest", label: "Newest" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "popular", label: "Most popular" },
  { value: "rating", label: "Top rated" },
];

interface SortSelectProps {
  sort: ListingSort;
  /** The filters in effect; kept when the order changes (the page goes back to 1). */
  params: Record<string, string>;
  path?: string;
}

/** The order of the results: a GET form that applies itself on change when JavaScript runs. */
export function SortSelect({ sort, params, path = "/listings" }: SortSelectProps) {
  const navigate = useNavigate();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const apply = (value: string) =>
    navigate(hrefWith(path, { ...params, sort: value === "newest" ? undefined : value }));

  // A choice made before the page hydrated reached no handler (the scripts come after the first
  // paint: lib/api/scripts-after-first-paint.ts); the select still shows it, so it applies now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== sort) apply(chosen);
  }, []);

  return (
    <form action={path} method="get" className="flex items-center gap-2">
      {Object.entries(params).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-ink-700">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={sort}
        ref={select}
        // Not restored by the browser on going back, where it would apply an old choice again.
        autoComplete="off"
        onChange={(event) => apply(event.target.value)}
        className="min-w-0 rounded-xl border border-sand-300 bg-white py-2 pr-8 pl-3 text-sm font-semibold text-ink-900 shadow-sm transition hover:border-ink-500 focus:border-forest-600 focus:ring-3 focus:ring-forest-600/20 focus:outline-none"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="rounded-xl border border-sand-300 bg-white px-3 py-2 text-sm font-semibold"
        >
          Sort
        </button>
      </noscript>
    </form>
  );
}
