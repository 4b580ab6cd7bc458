"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { StrokeIcon } from "./stroke-icon";

interface SearchFormProps {
  /** Suggestions for "Where": destination and region names. */
  places: string[];
  /** Today's date (YYYY-MM-DD, UTC): the earliest selectable check-in. */
  today: string;
}

const field =
  "flex min-w-0 flex-col gap-1 rounded-xl px-4 py-2.5 transition focus-within:bg-sand-100 hover:bg-sand-50";
/** A thin vertical rule before a segment of the wide search bar. */
const divider =
  "lg:relative lg:before:absolute lg:before:top-1/4 lg:before:left-0 lg:before:h-1/2 lg:before:w-px lg:before:bg-sand-300";
const label = "text-xs font-bold tracking-wide text-ink-900 uppercase";
const input =
  "w-full min-w-0 bg-transparent text-base text-ink-900 placeholder:text-ink-500 focus:outline-none focus-visible:outline-none";

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The hero search: a GET form to /listings that works without JavaScript; with it, empty
 * fields are left out of the address and check-out cannot precede check-in.
 */
export function SearchForm({ places, today }: SearchFormProps) {
  const router = useRouter();
  const [checkIn, setCheckIn] = useState("");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    const query = params.toString();
    router.push(query ? `/listings?${query}` : "/listings");
  }

  return (
    <search aria-label="Search stays, activities and experiences">
      <form
        action="/listings"
        method="get"
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-1 rounded-3xl bg-white p-2 shadow-float ring-1 ring-black/5 lg:grid-cols-[1.6fr_1fr_1fr_0.8fr_auto] lg:items-center lg:rounded-full lg:p-2 lg:pl-3"
      >
        <div className={`${field} col-span-2 lg:col-span-1 lg:rounded-full`}>
          <label htmlFor="search-where" className={label}>
            Where
          </label>
          <input
            id="search-where"
            name="q"
            type="search"
            list="search-where-places"
            placeholder="Accra, Cape Coast, Volta…"
            autoComplete="off"
            enterKeyHint="search"
            className={input}
          />
          <datalist id="search-where-places">
            {places.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
        </div>

        <fieldset className="contents">
          <legend className="sr-only">When</legend>
          <div className={`${field} ${divider} lg:rounded-full`}>
            <label htmlFor="search-check-in" className={label}>
              Check-in
            </label>
            <input
              id="search-check-in"
              name="checkIn"
              type="date"
              min={today}
              value={checkIn}
              onChange={(event) => setCheckIn(event.target.value)}
              className={input}
            />
          </div>
          <div className={`${field} ${divider} lg:rounded-full`}>
            <label htmlFor="search-check-out" className={label}>
              Check-out
            </label>
            <input
              id="search-check-out"
              name="checkOut"
              type="date"
              min={checkIn ? dayAfter(checkIn) : dayAfter(today)}
              className={input}
            />
          </div>
        </fieldset>

        <div className={`${field} ${divider} col-span-2 lg:col-span-1 lg:rounded-full`}>
          <label htmlFor="search-guests" className={label}>
            Guests
          </label>
          <input
            id="search-guests"
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            placeholder="Add guests"
            className={input}
          />
        </div>

        <button
          type="submit"
          className="col-span-2 m-1 inline-flex items-center justify-center gap-2 rounded-2xl bg-clay-600 px-6 py-3.5 text-base font-semibold text-white shadow-sm transition hover:bg-clay-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 lg:col-span-1 lg:rounded-full lg:py-4"
        >
          <StrokeIcon>
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4 4" />
          </StrokeIcon>
          Search
        </button>
      </form>
    </search>
  );
}
