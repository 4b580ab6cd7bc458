"use client";

import Link from "next/link";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "@/components/use-navigate";
import type { ListingSort } from "@/lib/schemas/catalog";
import { buttonClass } from "../button-styles";
import { Chevron } from "../stroke-icon";
import { DateFields, GuestsField, PlaceFields } from "./filter-fields";
import { FILTER_KEYS } from "./listing-query";

/** The address's values of the fields the panel itself renders. */
interface FilterValues {
  region?: string;
  city?: string;
  guests?: string;
  checkIn?: string;
  checkOut?: string;
}

interface FilterPanelProps {
  values: FilterValues;
  sort: ListingSort;
  places: Array<{ region: string; cities: string[] }>;
  /** The type choices, rendered on the server (filter-static-fields.tsx). */
  typeField: ReactNode;
  /** Price, bedrooms and amenities, rendered on the server: after the place fields. */
  children: ReactNode;
  /** Today (UTC, YYYY-MM-DD): the earliest check-in. */
  today: string;
  /** The last check-out (worked out on the server: no date code in the browser). */
  lastDay: string;
  /** How many filters are applied, for the phone-size toggle. */
  activeCount: number;
}

/**
 * The /listings filters: a plain GET form (works without JavaScript), whose state is the
 * address. With JavaScript, empty fields are left out, amenities become one comma list and
 * the form goes through the client router. On phones it folds into a "Filters" disclosure.
 */
export function FilterPanel({
  values,
  sort,
  places,
  typeField,
  children,
  today,
  lastDay,
  activeCount,
}: FilterPanelProps) {
  const navigate = useNavigate();
  const id = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Wide screens always show the filters (CSS does it where ::details-content is supported).
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 1024px)");
    const sync = () => {
      if (wide.matches && detailsRef.current) detailsRef.current.open = true;
    };
    sync();
    wide.addEventListener("change", sync);
    return () => wide.removeEventListener("change", sync);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (Boolean(data.get("checkIn")) !== Boolean(data.get("checkOut"))) {
      setProblem("Choose both a check-in and a check-out date, or neither.");
      return;
    }
    setProblem(null);
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value =
        key === "amenities"
          ? data.getAll(key).map(String).filter(Boolean).join(",")
          : String(data.get(key) ?? "").trim();
      if (value) params.set(key, value);
    }
    if (sort !== "newest") params.set("sort", sort);
    const query = params.toString();
    navigate(query ? `/listings?${query}` : "/listings");
  }

  return (
    <details
      ref={detailsRef}
      className="group/filters rounded-2xl border border-sand-200 bg-white shadow-card lg:border-0 lg:bg-transparent lg:shadow-none lg:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3.5 font-semibold text-ink-900 focus-visible:outline-3 focus-visible:outline-gold-600 lg:hidden [&::-webkit-details-marker]:hidden">
        <span className="inline-flex items-center gap-2.5">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 fill-none stroke-current"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <path d="M3 5.5h8m4 0h2M3 14.5h2m4 0h8" />
            <circle cx="13" cy="5.5" r="2" />
            <circle cx="7" cy="14.5" r="2" />
          </svg>
          Filters
          {activeCount > 0 ? (
            <span className="rounded-full bg-forest-700 px-2 py-0.5 text-xs text-white">
              {activeCount}
              <span className="sr-only"> applied</span>
            </span>
          ) : null}
        </span>
        <Chevron direction="down" className="size-5 transition group-open/filters:rotate-180" />
      </summary>

      <form
        action="/listings"
        method="get"
        onSubmit={onSubmit}
        aria-label="Filters"
        className="flex flex-col gap-5 border-t border-sand-200 px-4 pt-5 pb-5 lg:border-0 lg:px-0 lg:pt-0"
      >
        {sort !== "newest" ? <input type="hidden" name="sort" value={sort} /> : null}

        {typeField}
        <DateFields today={today} lastDay={lastDay} initial={values} problem={problem} />
        <GuestsField value={values.guests} />
        <PlaceFields id={id} places={places} initial={values} />
        {children}

        <div className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-sand-200 bg-white/95 px-4 pt-4 pb-1 backdrop-blur lg:mx-0 lg:bg-sand-50/95 lg:px-0 lg:pb-2">
          <button type="submit" className={`flex-1 ${buttonClass("primary", "large")}`}>
            Show results
          </button>
          <Link
            href={sort !== "newest" ? `/listings?sort=${sort}` : "/listings"}
            className="rounded-xl px-3 py-3 text-sm font-semibold text-forest-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-forest-900 focus-visible:outline-3 focus-visible:outline-gold-600"
          >
            Clear all
          </Link>
        </div>
      </form>
    </details>
  );
}
