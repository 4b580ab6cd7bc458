"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { ListingType } from "@/lib/enums";
import type { ListingSort } from "@/lib/schemas/catalog";
import { FILTER_KEYS } from "./listing-query";

export interface FilterValues {
  type?: string;
  region?: string;
  city?: string;
  minPrice?: string;
  maxPrice?: string;
  bedrooms?: string;
  guests?: string;
  amenities: string[];
  checkIn?: string;
  checkOut?: string;
}

interface FilterPanelProps {
  values: FilterValues;
  sort: ListingSort;
  places: Array<{ region: string; cities: string[] }>;
  amenities: Array<{ id: string; name: string; category: string }>;
  /** Today (UTC, YYYY-MM-DD): the earliest check-in. */
  today: string;
  /** How many filters are applied, for the phone-size toggle. */
  activeCount: number;
}

const TYPES: Array<{ value: "" | ListingType; label: string }> = [
  { value: "", label: "Any type" },
  { value: "ACCOMMODATION", label: "Stays" },
  { value: "ACTIVITY", label: "Activities" },
  { value: "EXPERIENCE", label: "Experiences" },
];

const BEDROOMS = ["1", "2", "3", "4", "5"];

const label = "text-sm font-semibold text-ink-900";
const control =
  "w-full min-w-0 rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-base text-ink-900 transition placeholder:text-ink-500 hover:border-ink-500 focus:border-forest-600 focus:ring-3 focus:ring-forest-600/20 focus:outline-none";
const legend = "mb-2.5 text-sm font-bold tracking-wide text-ink-900 uppercase";
const section = "border-t border-sand-200 pt-5";

/** One end of the price range: a labelled, non-negative decimal field. */
function PriceInput(props: {
  id: string;
  name: "minPrice" | "maxPrice";
  label: string;
  placeholder: string;
  value: string | undefined;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={props.id} className={label}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={props.placeholder}
        defaultValue={props.value}
        className={control}
      />
    </div>
  );
}

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function groupByCategory(amenities: FilterPanelProps["amenities"]) {
  const groups = new Map<string, FilterPanelProps["amenities"]>();
  for (const amenity of amenities) {
    const group = groups.get(amenity.category) ?? [];
    group.push(amenity);
    groups.set(amenity.category, group);
  }
  return [...groups];
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
  amenities,
  today,
  activeCount,
}: FilterPanelProps) {
  const router = useRouter();
  const id = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [region, setRegion] = useState(values.region ?? "");
  const [city, setCity] = useState(values.city ?? "");
  const [checkIn, setCheckIn] = useState(values.checkIn ?? "");
  const [checkOut, setCheckOut] = useState(values.checkOut ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const selectedAmenities = new Set(values.amenities);

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

  const cityGroups = region ? places.filter((place) => place.region === region) : places;

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
    router.push(query ? `/listings?${query}` : "/listings");
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
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 fill-none stroke-current transition group-open/filters:rotate-180"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m5 7.5 5 5 5-5" />
        </svg>
      </summary>

      <form
        action="/listings"
        method="get"
        onSubmit={onSubmit}
        aria-label="Filters"
        className="flex flex-col gap-5 border-t border-sand-200 px-4 pt-5 pb-5 lg:border-0 lg:px-0 lg:pt-0"
      >
        {sort !== "newest" ? <input type="hidden" name="sort" value={sort} /> : null}

        <fieldset>
          <legend className={legend}>Type</legend>
          <div className="grid grid-cols-2 gap-2">
            {TYPES.map((type) => (
              <label
                key={type.value || "any"}
                className="relative flex cursor-pointer items-center justify-center rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-center text-sm font-semibold text-ink-900 transition hover:border-ink-500 has-checked:border-forest-700 has-checked:bg-forest-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-600"
              >
                <input
                  type="radio"
                  name="type"
                  value={type.value}
                  defaultChecked={(values.type ?? "") === type.value}
                  className="sr-only"
                />
                {type.label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={section}>
          <legend className={`${legend} float-left w-full`}>Dates</legend>
          <div className="clear-both grid grid-cols-2 gap-2.5 lg:grid-cols-1">
            <div className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={`${id}-check-in`} className={label}>
                Check-in
              </label>
              <input
                id={`${id}-check-in`}
                name="checkIn"
                type="date"
                min={today}
                value={checkIn}
                onChange={(event) => {
                  const value = event.target.value;
                  setCheckIn(value);
                  if (value && checkOut && checkOut <= value) setCheckOut(dayAfter(value));
                }}
                className={`${control} px-2.5`}
              />
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={`${id}-check-out`} className={label}>
                Check-out
              </label>
              <input
                id={`${id}-check-out`}
                name="checkOut"
                type="date"
                min={checkIn ? dayAfter(checkIn) : dayAfter(today)}
                value={checkOut}
                onChange={(event) => setCheckOut(event.target.value)}
                className={`${control} px-2.5`}
              />
            </div>
          </div>
          {problem ? (
            <p role="alert" className="mt-2 text-sm font-medium text-clay-700">
              {problem}
            </p>
          ) : null}
        </fieldset>

        <div className={`${section} flex flex-col gap-1.5`}>
          <label htmlFor={`${id}-guests`} className={legend}>
            Guests
          </label>
          <input
            id={`${id}-guests`}
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            placeholder="Any number"
            defaultValue={values.guests}
            className={control}
          />
        </div>

        <fieldset className={section}>
          <legend className={`${legend} float-left w-full`}>Where</legend>
          <div className="clear-both flex flex-col gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-region`} className={label}>
                Region
              </label>
              <select
                id={`${id}-region`}
                name="region"
                value={region}
                onChange={(event) => {
                  const value = event.target.value;
                  setRegion(value);
                  const cities = places.find((place) => place.region === value)?.cities ?? [];
                  if (value && city && !cities.includes(city)) setCity("");
                }}
                className={control}
              >
                <option value="">All regions</option>
                {places.map((place) => (
                  <option key={place.region} value={place.region}>
                    {place.region}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-city`} className={label}>
                City or town
              </label>
              <select
                id={`${id}-city`}
                name="city"
                value={city}
                onChange={(event) => setCity(event.target.value)}
                className={control}
              >
                <option value="">{region ? `All of ${region}` : "All cities and towns"}</option>
                {cityGroups.map((place) => (
                  <optgroup key={place.region} label={place.region}>
                    {place.cities.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          </div>
        </fieldset>

        <fieldset className={section}>
          <legend className={`${legend} float-left w-full`}>Price (GH₵ per unit)</legend>
          <div className="clear-both grid grid-cols-2 gap-2.5">
            <PriceInput
              id={`${id}-min-price`}
              name="minPrice"
              label="Minimum"
              placeholder="0"
              value={values.minPrice}
            />
            <PriceInput
              id={`${id}-max-price`}
              name="maxPrice"
              label="Maximum"
              placeholder="Any"
              value={values.maxPrice}
            />
          </div>
        </fieldset>

        <div className={`${section} flex flex-col gap-1.5`}>
          <label htmlFor={`${id}-bedrooms`} className={legend}>
            Bedrooms
          </label>
          <select
            id={`${id}-bedrooms`}
            name="bedrooms"
            defaultValue={values.bedrooms ?? ""}
            className={control}
          >
            <option value="">Any number</option>
            {BEDROOMS.map((count) => (
              <option key={count} value={count}>
                {count}+ bedroom{count === "1" ? "" : "s"}
              </option>
            ))}
          </select>
        </div>

        <details className={`${section} group/amenities`} open={selectedAmenities.size > 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg text-sm font-bold tracking-wide text-ink-900 uppercase focus-visible:outline-3 focus-visible:outline-gold-600 [&::-webkit-details-marker]:hidden">
            <span>
              Amenities
              {selectedAmenities.size > 0 ? (
                <span className="ml-2 rounded-full bg-forest-100 px-2 py-0.5 text-xs text-forest-800 normal-case">
                  {selectedAmenities.size} selected
                </span>
              ) : null}
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 fill-none stroke-current transition group-open/amenities:rotate-180"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m5 7.5 5 5 5-5" />
            </svg>
          </summary>
          <div className="mt-3 flex flex-col gap-4">
            {groupByCategory(amenities).map(([category, group]) => (
              <fieldset key={category}>
                <legend className="mb-1.5 text-xs font-semibold tracking-wide text-ink-600 uppercase">
                  {category}
                </legend>
                <div className="flex flex-col">
                  {group.map((amenity) => (
                    <label
                      key={amenity.id}
                      className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 text-sm text-ink-900 hover:bg-sand-50"
                    >
                      <input
                        type="checkbox"
                        name="amenities"
                        value={amenity.id}
                        defaultChecked={selectedAmenities.has(amenity.id)}
                        className="size-4.5 shrink-0 accent-forest-700"
                      />
                      {amenity.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </details>

        <div className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-sand-200 bg-white/95 px-4 pt-4 pb-1 backdrop-blur lg:mx-0 lg:bg-sand-50/95 lg:px-0 lg:pb-2">
          <button
            type="submit"
            className="flex-1 rounded-xl bg-forest-700 px-4 py-3 font-semibold text-white shadow-sm transition hover:bg-forest-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
          >
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
